import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { median, signIn } from '../support/http';
import { pairedRounds, pairedShape, ratioSummary, ratioText, type RatioSummary } from '../support/paired';
import { pinTogether } from '../support/pin';
import { slowedServer } from '../support/slowdown';
import { STAFF_PASSWORD, startServerProcess, type ServerProcess } from '../support/serverProcess';
import { ms, perSec, pct, verdict, type Row } from '../report';
import { seedRealisticVenue, VENUE_ZONE } from '../seed';
import { SCALE, seedFiveYears, seedSmallWithRecentCups } from '../scaleSeed';
import { bookingBody, pairedRaces, raceP99 } from './contention';
import { serverStartup } from './startup';
import { loadRatios, medianCpu, pairedLoads, uncleanNote, type Load, type Target } from './throughput';
import { timeUpgrade } from './scaleMigration';
import { scaleQueryRows } from './scaleQueries';

/** Every figure on five years of history within 10 % of the same figure on the small seed. */
export const MAX_SCALE_DRIFT = 0.1;
/** Migrations on the five-year venue finish in under 30 s. */
export const MAX_MIGRATION_MS = 30_000;

export interface ScaleOptions {
  staticDir: string;
  smoke: boolean;
  /** The deliberate slowdown given to the five-year venue, in per cent (bench/support/slowdown.ts). */
  slowdown: number;
  now: Date;
  log: (line: string) => void;
}

interface Venue {
  name: 'small' | 'scale' | 'recent';
  dataDir: string;
  server?: ServerProcess;
  cookie?: string;
}

/** What the five-year venue is compared with: the small seed, or its twin given the same recent cups. */
const SMALL_SEED = 'small seed';
const RECENT_TWIN = 'small seed with the same latest cups';
/** autocannon's latencies are whole milliseconds: a p99 this close is below what it can tell apart. */
const P99_RESOLUTION_MS = 1;

const PAIRED = 'median of paired rounds';

/** A figure where more is better (throughput): the scale venue keeps at least 90 % of the small one's. */
function atLeast(
  figure: string,
  ratio: RatioSummary,
  small: string,
  scale: string,
  against: string,
  note?: string,
): Row {
  return {
    figure: `Scale: ${figure}`,
    measured: `${scale} (${ratioText(ratio)})`,
    baseline: `${small} (${against})`,
    budget: `≥ ${pct(1 - MAX_SCALE_DRIFT)} of the ${against}'s (${PAIRED})`,
    verdict: verdict(ratio.median >= 1 - MAX_SCALE_DRIFT && !note),
    note,
  };
}

/**
 * A figure where less is better (latency, start-up, CPU): the scale venue at most 10 % above the small
 * one — or, where the measure has a resolution (`within`), no further apart than it can tell.
 */
function atMost(
  figure: string,
  ratio: RatioSummary,
  small: string,
  scale: string,
  against: string,
  o: { note?: string; within?: { apart: number; text: string } } = {},
): Row {
  const close = o.within !== undefined && o.within.apart <= 0;
  return {
    figure: `Scale: ${figure}`,
    measured: `${scale} (${ratioText(ratio)})`,
    baseline: `${small} (${against})`,
    budget: `≤ ${pct(1 + MAX_SCALE_DRIFT)} of the ${against}'s${o.within ? `, or ${o.within.text}` : ''} (${PAIRED})`,
    verdict: verdict((ratio.median <= 1 + MAX_SCALE_DRIFT || close) && !o.note),
    note: o.note,
  };
}

/** The median of the per-round differences test − base, less the resolution: ≤ 0 means "as close as it can tell". */
function apartBeyond(base: readonly number[], test: readonly number[], resolution: number): number {
  return median(test.map((t, i) => t - (base[i] ?? Number.NaN))) - resolution;
}

const micros = (n: number) => `${Math.round(n).toLocaleString('en-GB')} µs`;

/** One endpoint measured on both venues: how to reach it, and which rows it decides. */
interface Endpoint {
  name: string;
  target: (v: Venue) => Target;
  baseline?: Venue;
  /** Also a row for the server's CPU per answer (read from /proc): the figure that does not move with load. */
  cpu?: boolean;
  connections?: number;
}

/** The rows of one endpoint's paired loads: throughput, p99 and, where asked, CPU per answer. */
function endpointRows(e: Endpoint, against: string, runs: { base: Load[]; test: Load[] }): Row[] {
  const note = uncleanNote([...runs.base, ...runs.test]);
  const ratios = loadRatios(runs);
  const at = `at ${e.connections ?? 50} connections`;
  const rate = (side: Load[]) => perSec(median(side.map((l) => l.perSecond)));
  const p99 = (side: Load[]) => ms(median(side.map((l) => l.p99)));
  const rows = [
    atLeast(`${e.name} throughput ${at}`, ratios.throughput, rate(runs.base), rate(runs.test), against, note),
    atMost(`${e.name} p99 latency ${at}`, ratios.p99, p99(runs.base), p99(runs.test), against, {
      note,
      within: {
        apart: apartBeyond(
          runs.base.map((l) => l.p99),
          runs.test.map((l) => l.p99),
          P99_RESOLUTION_MS,
        ),
        text: `≤ ${P99_RESOLUTION_MS} ms apart (autocannon's resolution)`,
      },
    }),
  ];
  const [cpuBase, cpuTest] = [medianCpu(runs.base), medianCpu(runs.test)];
  if (e.cpu && cpuBase !== null && cpuTest !== null) {
    const cpu = ratioSummary(
      runs.base.map((l) => l.cpuMicrosPerRequest ?? Number.NaN),
      runs.test.map((l) => l.cpuMicrosPerRequest ?? Number.NaN),
    );
    rows.push(
      atMost(`${e.name} server CPU per answer ${at}`, cpu, micros(cpuBase), micros(cpuTest), against, {
        note,
      }),
    );
  }
  return rows;
}

/**
 * The scale figure: the same measurements as the main table — GET /api/lanes and the public
 * availability grid under load, 200 customers racing for one slot, start-up — on the small seed and on
 * the same venue with five years of history, in the same run. Both servers are up at once and every
 * comparison is paired (bench/support/paired.ts): rounds alternating between the venues, the verdict on
 * the median of the per-round ratios, their spread shown. Also times migrating the five-year venue.
 */
export async function scaleFigures(o: ScaleOptions): Promise<Row[]> {
  const small: Venue = { name: 'small', dataDir: mkdtempSync(join(tmpdir(), 'doubletop-bench-small-')) };
  const scale: Venue = { name: 'scale', dataDir: mkdtempSync(join(tmpdir(), 'doubletop-bench-scale-')) };
  // The lists whose default is "what is on, and the recent past" (tournaments, games) are compared with
  // the small seed given the five-year venue's latest cups, so the row measures age, not a busier month.
  const recent: Venue = { name: 'recent', dataDir: mkdtempSync(join(tmpdir(), 'doubletop-bench-recent-')) };
  const venues = [small, scale];
  const shape = pairedShape(o.smoke);
  // A deliberate slowdown is the five-year venue's: every row sets it against a venue without one.
  const slowed = slowedServer(o.slowdown);
  try {
    seedRealisticVenue(small.dataDir, o.now);
    const seeded = seedFiveYears(scale.dataDir, o.now);
    const recentGames = seedSmallWithRecentCups(recent.dataDir, o.now);
    o.log(`Small seed with the five-year venue's latest cups: ${recentGames} tournament games added`);
    o.log(
      `Scale seed: ${seeded.reservations.toLocaleString('en-GB')} reservations, ${seeded.laneGames.toLocaleString('en-GB')} lane games with ${seeded.gameLogRows.toLocaleString('en-GB')} logged actions, ${seeded.tournamentGames.toLocaleString('en-GB')} tournament games in ${(seeded.seedMs / 1000).toFixed(1)} s`,
    );
    const upgrade = await timeUpgrade(scale.dataDir, o.now);
    o.log(
      `Migrations 7 → latest (008, 009) on the scale venue: ${ms(upgrade.migrationMs)}; first retention run after it: ${ms(upgrade.firstRetentionMs)} (${upgrade.firstRetentionRows.toLocaleString('en-GB')} bookings)`,
    );
    const rows: Row[] = [
      {
        figure: `Scale: migrations on five years of history (${SCALE.reservations.toLocaleString('en-GB')} bookings, ${SCALE.gameLogRows.toLocaleString('en-GB')} logged darts)`,
        measured: ms(upgrade.migrationMs),
        baseline: `first retention run after it: ${ms(upgrade.firstRetentionMs)} (${upgrade.firstRetentionRows.toLocaleString('en-GB')} bookings, doors open)`,
        budget: `< ${ms(MAX_MIGRATION_MS)}`,
        verdict: verdict(upgrade.migrationMs < MAX_MIGRATION_MS),
      },
    ];

    rows.push(
      ...scaleQueryRows({ small: small.dataDir, scale: scale.dataDir }, o.now, {
        rounds: shape.rounds,
        calls: o.smoke ? 10 : 30,
        slowdown: o.slowdown,
      }),
    );

    // Both venues started at the same moment, pinned to one CPU from their first instruction.
    const startups = await pairedRounds(
      shape.rounds,
      () => serverStartup(small.dataDir, o.staticDir, { onSpawn: (pid) => pinTogether([pid]) }),
      () => serverStartup(scale.dataDir, o.staticDir, { ...slowed, onSpawn: (pid) => pinTogether([pid]) }),
      { together: true },
    );
    rows.push(
      atMost(
        'start-up, process start → first 200 on both doors',
        ratioSummary(startups.base, startups.test),
        ms(median(startups.base)),
        ms(median(startups.test)),
        SMALL_SEED,
      ),
    );

    for (const v of [...venues, recent]) {
      const extra = v === scale ? slowed : { nodeArgs: [], env: {} };
      v.server = await startServerProcess({
        dataDir: v.dataDir,
        env: { STATIC_DIR: o.staticDir, ...extra.env },
        nodeArgs: extra.nodeArgs,
      });
      v.cookie = await signIn(v.server.lanUrl, 'staff', STAFF_PASSWORD);
    }
    const busyDate = DateTime.fromJSDate(o.now, { zone: VENUE_ZONE }).plus({ days: 1 }).toISODate() ?? '';
    const lan = (v: Venue, path: string, signedIn = false): Target => ({
      url: `${v.server?.lanUrl}${path}`,
      pid: v.server?.pid,
      headers: signedIn ? { cookie: v.cookie ?? '' } : {},
    });
    const endpoints: Endpoint[] = [
      { name: 'GET /api/lanes', target: (v) => lan(v, '/api/lanes', true) },
      {
        name: 'GET /api/public/availability',
        target: (v) => ({
          url: `${v.server?.publicUrl}/api/public/availability?date=${busyDate}&duration=60`,
          pid: v.server?.pid,
        }),
      },
      // Lists that grow with history answer the current rows and a page of the recent ones.
      { name: 'GET /api/tournaments', target: (v) => lan(v, '/api/tournaments'), baseline: recent },
      { name: 'GET /api/games', target: (v) => lan(v, '/api/games', true), baseline: recent },
      { name: 'GET /healthz', target: (v) => lan(v, '/healthz') },
      // The staff's Reservations page: ten desks at once, and what each answer costs the server.
      {
        name: 'GET /api/reservations',
        target: (v) => ({ ...lan(v, '/api/reservations', true), connections: 10 }),
        cpu: true,
        connections: 10,
      },
    ];
    for (const e of endpoints) {
      const baseline = e.baseline ?? small;
      const runs = await pairedLoads(e.target(baseline), e.target(scale), shape.rounds, shape.seconds);
      rows.push(...endpointRows(e, baseline === recent ? RECENT_TWIN : SMALL_SEED, runs));
    }
    const door = (v: Venue) => `${v.server?.publicUrl ?? ''}/api/reservations`;
    const { runs, problems } = await pairedRaces(
      { url: door(small), body: bookingBody, pid: small.server?.pid },
      { url: door(scale), body: bookingBody, pid: scale.server?.pid },
      shape.rounds,
    );
    const wrong = [
      ...runs.base.flatMap((r, round) =>
        r.answers.filter((a) => a.status === 201).length === 1 && r.failures === 0
          ? []
          : [`small round ${round}: not exactly one 201`],
      ),
      ...problems.map((p) => `scale ${p}`),
    ];
    rows.push(
      atMost(
        'booking contention, 200 requests for one slot, p99',
        ratioSummary(runs.base.map(raceP99), runs.test.map(raceP99), 1),
        ms(median(runs.base.map(raceP99))),
        ms(median(runs.test.map(raceP99))),
        SMALL_SEED,
        { note: wrong.length ? wrong.slice(0, 3).join('; ') : undefined },
      ),
    );
    return rows;
  } finally {
    for (const v of [...venues, recent]) await v.server?.stop();
    for (const v of [...venues, recent]) rmSync(v.dataDir, { recursive: true, force: true });
  }
}
