import { DEFAULT_OPERATING_HOURS } from '../../shared/api/settings';
import { checkoutFor, CHECKOUT_MAX, CHECKOUT_MIN } from '../../shared/darts/checkout';
import type { BookingSettings } from '../../shared/booking/hours';
import type { LaneBlock } from '../../shared/booking/laneBlock';
import { bookingGrid, type GridLane } from '../../shared/booking/slots';
import { drawSeason } from '../../shared/league/fixtures';
import type { LeagueFormat, LeagueGame } from '../../shared/league/matchFormat';
import type { FixtureResult } from '../../shared/league/points';
import { divisionTable } from '../../shared/league/standings';
import { roundRobinFixtures } from '../../shared/tournament/fixtures';
import { standingsFor, type PlayedGame } from '../../shared/tournament/standings';
import { addDays, venueDateOf, venueInstant } from '../../shared/time/venueTime';
import { median } from '../support/http';
import { ms, verdict, type Row } from '../report';

/** The engine's budgets, in milliseconds (docs/performance.md#npm-run-bench). */
export const BUDGETS = { day: 2, month: 30, standings: 5, checkout: 1, leagueStandings: 5 } as const;

const SETTINGS: BookingSettings = {
  timezone: 'Europe/London',
  defaultHourlyRate: '15.00',
  laneRates: { '1': '18.00' },
  operatingHours: DEFAULT_OPERATING_HOURS,
};
const LANES: GridLane[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  number: i + 1,
  name: i % 3 === 0 ? '' : `Lane ${i + 1}`,
  status: i === 9 ? 'maintenance' : 'available',
}));

/** A busy month: three bookings a day on every lane, a tournament on two lanes every Friday-ish. */
function monthBlocks(firstDay: string, days: number): LaneBlock[] {
  const blocks: LaneBlock[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(firstDay, d);
    for (const lane of LANES) {
      for (const time of ['12:00', '16:30', '19:00']) {
        const start = venueInstant(date, time, SETTINGS.timezone);
        const end = new Date(start.getTime() + 90 * 60_000);
        blocks.push({
          laneId: lane.id,
          kind: 'reservation',
          start: start.toISOString(),
          end: end.toISOString(),
          reservationId: `${date}-${lane.id}-${time}`,
        });
      }
    }
    if (d % 7 === 4) {
      const start = venueInstant(date, '20:30', SETTINGS.timezone);
      for (const laneId of [1, 2])
        blocks.push({
          laneId,
          kind: 'tournament',
          start: start.toISOString(),
          end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
        });
    }
  }
  return blocks;
}

/** A 48-player group stage, 4 groups of 12 (the default group count), every game played. */
function groupStage(): { players: string[]; games: PlayedGame[] }[] {
  return Array.from({ length: 4 }, (_, g) => {
    const players = Array.from({ length: 12 }, (_, i) => `G${g}P${i}`);
    // Results with many level players, so tie-breakers down to head-to-head are exercised.
    const games = roundRobinFixtures(players).map((f, i) => ({
      home: f.home,
      away: f.away,
      homeLegs: i % 2 === 0 ? 2 : i % 3,
      awayLegs: i % 2 === 0 ? i % 2 : 2,
    }));
    return { players, games };
  });
}

/** A league night's format: 6 singles and 3 pairs best of 3 of 501, one team leg of 801. */
const LEAGUE_GAMES: LeagueGame[] = [
  ...Array.from({ length: 6 }, (): LeagueGame => ({
    kind: 'singles',
    bestOf: 3,
    mode: { kind: 'x01', start: 501, doubleOut: true },
  })),
  ...Array.from({ length: 3 }, (): LeagueGame => ({
    kind: 'pairs',
    bestOf: 3,
    mode: { kind: 'x01', start: 501, doubleOut: true },
  })),
  { kind: 'team', bestOf: 1, mode: { kind: 'x01', start: 801, doubleOut: true }, teamSize: 4 },
];
const LEAGUE_FORMAT: LeagueFormat = { kind: 'team', games: LEAGUE_GAMES };

/**
 * A 20-team division's whole double round robin (38 weeks, 380 fixtures) as results: every game played,
 * scores cycling so that many teams end level and the tie-breaks down to head-to-head are exercised, with a
 * walkover and a postponed fixture among them.
 */
function leagueSeason(): { teams: string[]; results: FixtureResult[] } {
  const teams = Array.from({ length: 20 }, (_, i) => `Team ${i + 1}`);
  const results = drawSeason(teams, { kind: 'double' }).fixtures.map((f, i): FixtureResult => {
    if (i === 7) return { status: 'walkover', home: f.home, away: f.away, winner: 'home' };
    if (i === 11) return { status: 'postponed', home: f.home, away: f.away };
    const games = LEAGUE_GAMES.map((_, g) =>
      (i + g) % 2 === 0
        ? { homeLegs: 2, awayLegs: (i + g) % 3 === 0 ? 1 : 0 }
        : { homeLegs: g % 2, awayLegs: 2 },
    );
    return { status: 'played', home: f.home, away: f.away, games };
  });
  return { teams, results };
}

/** Median wall time of `fn` over `runs` runs, after a warm-up (JIT), in milliseconds. */
export function timeIt(fn: () => unknown, runs: number): number {
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

/** The machine's pace in this run: sorting 10,000 numbers, the same work every run. */
export function reference(): number {
  const numbers = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 10_007);
  return timeIt(() => [...numbers].sort((a, b) => a - b), 50);
}

/**
 * The pure rules the server and the screens share, timed in this process: a day's booking grid, a month of
 * grids, group standings, a league division's table and the checkout chart. Each is the median of many runs after warm-up.
 */
export function engineFigures(runs: number): Row[] {
  const now = new Date();
  const today = venueDateOf(now, SETTINGS.timezone);
  // As the server does: one day's grid sees that day's blocks; a month is 31 such days, each with its own.
  const days = Array.from({ length: 31 }, (_, d) => addDays(today, d + 1));
  const blocksOf = days.map((date) => monthBlocks(date, 1));
  const stage = groupStage();
  const ref = `${ms(reference())} (sort 10k numbers)`;
  const day = timeIt(() => bookingGrid(days[0] ?? today, 60, LANES, SETTINGS, blocksOf[0] ?? [], now), runs);
  const month = timeIt(
    () => days.forEach((date, d) => bookingGrid(date, 60, LANES, SETTINGS, blocksOf[d] ?? [], now)),
    Math.max(5, Math.floor(runs / 10)),
  );
  const standings = timeIt(() => stage.map((g) => standingsFor(g.players, g.games)), runs);
  const season = leagueSeason();
  const league = timeIt(() => divisionTable(season.teams, season.results, LEAGUE_FORMAT, '3-1-0'), runs);
  const checkout = timeIt(() => {
    for (let s = CHECKOUT_MIN; s <= CHECKOUT_MAX; s++) checkoutFor(s);
  }, runs);
  const row = (figure: string, value: number, budget: number): Row => ({
    figure,
    measured: `${ms(value)} (median)`,
    baseline: ref,
    budget: `≤ ${budget} ms`,
    verdict: verdict(value <= budget),
  });
  return [
    row('Engine: one day’s availability, 10 lanes', day, BUDGETS.day),
    row('Engine: a 31-day month of availability', month, BUDGETS.month),
    row('Engine: standings, 48-player group stage', standings, BUDGETS.standings),
    row('League: standings, 20-team division, full season', league, BUDGETS.leagueStandings),
    row(`Engine: checkoutFor, all ${CHECKOUT_MAX - CHECKOUT_MIN + 1} scores`, checkout, BUDGETS.checkout),
  ];
}
