/**
 * Group standings (the groups response: player, points, legsFor, legsAgainst, wins, losses) and
 * their order by the tournament's tie-breakers (tournaments.tieBreakers, docs/behaviour.md#group-standings;
 * default points, legDiff, headToHead, legsFor).
 */

/** The default tie-breakers, applied in this order. */
export const TIE_BREAKERS = ['points', 'legDiff', 'headToHead', 'legsFor'] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];
export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = TIE_BREAKERS;

/** A win is worth 2 points, a loss 0. There are no draws: score entry refuses equal legs. */
export const POINTS_FOR_WIN = 2;

export interface Standing {
  player: string;
  points: number;
  legsFor: number;
  legsAgainst: number;
  wins: number;
  losses: number;
}

/** A completed group game as standings need it: who played and the legs each side won. */
export interface PlayedGame {
  home: string;
  away: string;
  homeLegs: number;
  awayLegs: number;
}

export function isTieBreaker(name: string): name is TieBreaker {
  return (TIE_BREAKERS as readonly string[]).includes(name);
}

/**
 * The tie-breakers to use from a tournament's stored list: unknown names are dropped (a record written by
 * a newer version must not break ordering), and an empty result falls back to the default.
 */
export function tieBreakersFrom(names: readonly string[] | null | undefined): TieBreaker[] {
  const known = (names ?? []).filter(isTieBreaker);
  return known.length > 0 ? known : [...DEFAULT_TIE_BREAKERS];
}

function emptyStanding(player: string): Standing {
  return { player, points: 0, legsFor: 0, legsAgainst: 0, wins: 0, losses: 0 };
}

/** Totals for every player of the group, in draw order; games naming anyone else are ignored. */
function tally(players: readonly string[], games: readonly PlayedGame[]): Map<string, Standing> {
  const table = new Map(players.map((p) => [p, emptyStanding(p)]));
  for (const g of games) {
    const home = table.get(g.home);
    const away = table.get(g.away);
    if (home && away) addResult(home, away, g);
  }
  return table;
}

/**
 * Adds one decided game to both players' totals: legs either way, a win and its points, a loss. A game
 * without a winner (not yet played) counts for nothing; returns whether it counted.
 */
export function addResult(home: Standing, away: Standing, g: PlayedGame): boolean {
  if (g.homeLegs === g.awayLegs) return false;
  home.legsFor += g.homeLegs;
  home.legsAgainst += g.awayLegs;
  away.legsFor += g.awayLegs;
  away.legsAgainst += g.homeLegs;
  const [winner, loser] = g.homeLegs > g.awayLegs ? [home, away] : [away, home];
  winner.wins += 1;
  winner.points += POINTS_FOR_WIN;
  loser.losses += 1;
  return true;
}

/** Points won in the games played among `tied` only: the head-to-head mini-table. */
function headToHeadPoints(tied: readonly Standing[], games: readonly PlayedGame[]): Map<string, number> {
  const names = new Set(tied.map((s) => s.player));
  const points = new Map(tied.map((s) => [s.player, 0]));
  for (const g of games) {
    if (!names.has(g.home) || !names.has(g.away) || g.homeLegs === g.awayLegs) continue;
    const winner = g.homeLegs > g.awayLegs ? g.home : g.away;
    points.set(winner, (points.get(winner) ?? 0) + POINTS_FOR_WIN);
  }
  return points;
}

function keysFor(tb: TieBreaker, tied: readonly Standing[], games: readonly PlayedGame[]): number[] {
  switch (tb) {
    case 'points':
      return tied.map((s) => s.points);
    case 'legDiff':
      return tied.map((s) => s.legsFor - s.legsAgainst);
    case 'legsFor':
      return tied.map((s) => s.legsFor);
    case 'headToHead': {
      const h2h = headToHeadPoints(tied, games);
      return tied.map((s) => h2h.get(s.player) ?? 0);
    }
  }
}

/**
 * Orders players who are level so far. The tie-breaker at `step` splits them into buckets by its value,
 * highest first. If it does not separate them at all, the next tie-breaker is tried — so head-to-head
 * counts only when it separates the tied players. If it does split them, each smaller bucket is ordered
 * again starting from the same tie-breaker: for head-to-head that means a fresh mini-table among just the
 * players still level (three level, one beat both: the other two are then decided by their own game).
 * Players level on every tie-breaker keep draw order, the one fair order that needs no further rule.
 */
function orderTied(
  tied: Standing[],
  step: number,
  tieBreakers: readonly TieBreaker[],
  games: readonly PlayedGame[],
): Standing[] {
  return orderByTieBreakers(
    tied,
    tieBreakers.length,
    (at, level) => keysFor(tieBreakers[at], level, games),
    step,
  );
}

/**
 * The ordering above for any table: `keysAt(step, level)` gives each of the `level` rows its value for the
 * tie-breaker at `step` (higher is better), and `steps` is how many tie-breakers there are. Rows level on
 * every one keep their given order. The league's tables order their teams with it too.
 */
export function orderByTieBreakers<T>(
  rows: readonly T[],
  steps: number,
  keysAt: (step: number, level: readonly T[]) => number[],
  step = 0,
): T[] {
  return levelGroups(rows, steps, keysAt, step).flat();
}

/**
 * The same ordering as runs of rows, best first; a run of more than one row is level on every tie-breaker.
 */
export function levelGroups<T>(
  rows: readonly T[],
  steps: number,
  keysAt: (step: number, level: readonly T[]) => number[],
  step = 0,
): T[][] {
  if (rows.length === 0) return [];
  if (rows.length === 1 || step >= steps) return [[...rows]];
  const keys = keysAt(step, rows);
  const distinct = [...new Set(keys)].sort((a, b) => b - a);
  if (distinct.length === 1) return levelGroups(rows, steps, keysAt, step + 1);
  return distinct.flatMap((key) =>
    levelGroups(
      rows.filter((_, i) => keys[i] === key),
      steps,
      keysAt,
      step,
    ),
  );
}

/**
 * The standings of one group, best first. `players` is the group in draw order; `games` are its completed
 * games (unfinished games must not be passed in). With no tie-breakers given, the default order applies.
 */
export function standingsFor(
  players: readonly string[],
  games: readonly PlayedGame[],
  tieBreakers: readonly TieBreaker[] = DEFAULT_TIE_BREAKERS,
): Standing[] {
  const table = tally(players, games);
  return orderTied([...table.values()], 0, tieBreakers, games);
}
