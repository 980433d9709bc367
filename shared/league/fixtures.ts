import { circleRounds } from '../tournament/fixtures';

/**
 * A league season's draw: who plays whom in which week, who is the home side, and who rests
 * (docs/league.md#the-draw).
 *
 * - Single round robin: every pair of teams meets once. Double: twice, once as each side's home fixture;
 *   the second half plays the first half's weeks again with home and away swapped.
 * - Every team plays at most once a week; with an odd number of teams one team rests each week (a bye), and
 *   every team has its bye before anyone has a second one (exactly one per round robin).
 * - Home balance, week by week: after any week of the season, no team has been the home side more than
 *   once more than it has been the away side, nor the away side more than once more than the home side.
 *   Byes count as neither. The away side throws first in the fixture's first game, so the same bound holds
 *   for who opens a fixture.
 *
 * How: the teams sit at the circle method's table (circleRounds). An odd field's empty seat is the fixed
 * seat, so the rest moves round the table. Pairs at an odd distance from the fixed seat give home to the
 * seat nearer it, pairs at an even distance to the seat opposite — which alternates every moving team's
 * home and away — and the fixed seat's game goes to whichever of its two teams is behind on home games.
 * With an even field the first half ends with every team one home game up or down, so the second half
 * opens with the first half's last week reversed (those two teams meet in two weeks running, once at each
 * home) and then plays the others in order; with an odd field the halves simply repeat in order.
 */

/** One fixture of the draw. `week` counts weeks of play from 1 (the calendar maps it to a date). */
export interface LeagueFixture {
  week: number;
  /** Which round robin of the season it belongs to: 1, or 2 in a double round robin's second half. */
  half: 1 | 2;
  home: string;
  away: string;
}

export interface SeasonBye {
  week: number;
  team: string;
}

export type RoundRobinKind = 'single' | 'double';

export interface SeasonDraw {
  /** Weeks of play in the season. */
  weeks: number;
  /** Every fixture, by week. */
  fixtures: LeagueFixture[];
  /** Who rests in which week (odd fields only). */
  byes: SeasonBye[];
}

export interface DrawOptions {
  kind: RoundRobinKind;
  /**
   * Shuffles the teams' seats before the draw, the same way every time for the same seed (a draw can be
   * shown, redrawn and reproduced). Without it the teams take seats in the order given.
   */
  seed?: number;
}

/** Why these teams cannot be drawn, as a sentence for staff, or null when they can. */
export function seasonDrawError(teams: readonly string[]): string | null {
  if (teams.length < 2) return 'A division needs at least two teams to draw fixtures.';
  if (new Set(teams).size !== teams.length) return 'A team is listed twice in this division.';
  return null;
}

/** Weeks of play a season of `teamCount` teams needs. */
export function seasonWeeks(teamCount: number, kind: RoundRobinKind): number {
  if (teamCount < 2) return 0;
  const perHalf = teamCount % 2 === 0 ? teamCount - 1 : teamCount;
  return kind === 'double' ? perHalf * 2 : perHalf;
}

/** The season's draw for a division (empty when seasonDrawError refuses the teams). */
export function drawSeason(teams: readonly string[], options: DrawOptions): SeasonDraw {
  if (seasonDrawError(teams) !== null) return { weeks: 0, fixtures: [], byes: [] };
  const seated = options.seed === undefined ? [...teams] : seededShuffle(teams, options.seed);
  const first = firstHalf(seated);
  const weeks: (DrawnWeek & { half: 1 | 2 })[] = first.map((w) => ({ ...w, half: 1 }));
  if (options.kind === 'double') {
    const reversed = first.map((w) => ({
      games: w.games.map(([h, a]): [string, string] => [a, h]),
      rest: w.rest,
      half: 2 as const,
    }));
    // An even field opens the second half with the first half's last week reversed (see above).
    const order =
      seated.length % 2 === 0 ? [reversed[reversed.length - 1], ...reversed.slice(0, -1)] : reversed;
    weeks.push(...order);
  }
  return {
    weeks: weeks.length,
    fixtures: weeks.flatMap((w, i) =>
      w.games.map(([home, away]) => ({ week: i + 1, half: w.half, home, away })),
    ),
    byes: weeks.flatMap((w, i) => (w.rest === null ? [] : [{ week: i + 1, team: w.rest }])),
  };
}

interface DrawnWeek {
  games: [string, string][];
  rest: string | null;
}

/** One round robin, week by week, home side first in each game. */
function firstHalf(teams: readonly string[]): DrawnWeek[] {
  const odd = teams.length % 2 === 1;
  // Seat numbers: an odd field's empty seat is seat 0 (fixed); teams take the other seats in order.
  const teamAt = (seat: number): string | null => (odd ? (seat === 0 ? null : teams[seat - 1]) : teams[seat]);
  const balance = new Map(teams.map((t) => [t, 0]));
  return circleRounds(teams.length + (odd ? 1 : 0)).map((pairs) => {
    const week: DrawnWeek = { games: [], rest: null };
    pairs.forEach(([fixed, opposite], distance) => {
      const a = teamAt(fixed);
      const b = teamAt(opposite);
      if (a === null || b === null) {
        week.rest = a ?? b;
        return;
      }
      const aHome = distance === 0 ? (balance.get(a) ?? 0) <= (balance.get(b) ?? 0) : distance % 2 === 1;
      week.games.push(aHome ? [a, b] : [b, a]);
    });
    for (const [home, away] of week.games) {
      balance.set(home, (balance.get(home) ?? 0) + 1);
      balance.set(away, (balance.get(away) ?? 0) - 1);
    }
    return week;
  });
}

/** The teams in an order fixed by `seed` (Fisher–Yates over a small seeded generator, mulberry32). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
