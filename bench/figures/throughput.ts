import autocannon from 'autocannon';
import { call, isMissingEndpoint, median } from '../support/http';
import { errorRow, missingRow, ms, pct, perSec, verdict, type Row } from '../report';
import type { BenchContext } from '../context';
import { processCpuMs } from '../support/processCpu';
import { pairedRounds, ratioSummary, type Paired, type RatioSummary } from '../support/paired';
import { whilePinned } from '../support/pin';

/**
 * ≥ 40 % of bare Express's throughput and p99 ≤ 20 ms, at 50 concurrent connections. The p99
 * that decides is relative: on a shared machine bare Express itself can be slow, so the budget
 * is ≤ 1.5 × bare Express's p99, measured in paired rounds (bench/support/paired.ts); the absolute 20 ms
 * is still shown, for the record.
 */
export const MIN_RATIO = 0.4;
export const MAX_P99_MS = 20;
export const MAX_P99_RATIO = 1.5;
export const CONNECTIONS = 50;

export interface Load {
  perSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Microseconds of the answering process's CPU per request served (null where /proc is not there). */
  cpuMicrosPerRequest: number | null;
}

/** Seconds of load thrown away before measuring a server, so JIT warm-up is not counted as latency. */
export const WARM_UP_SECONDS = 1;

/** One server's endpoint under load: where, with which headers, which process answers, how many at once. */
export interface Target {
  url: string;
  headers?: Record<string, string>;
  /** The answering process, to read its CPU per request from /proc. */
  pid?: number;
  connections?: number;
}

export interface LoadOptions extends Omit<Target, 'url'> {
  /** Seconds of load thrown away first (default WARM_UP_SECONDS; 0 for a server already warm). */
  warmUpSeconds?: number;
}

const settingsOf = (url: string, o: Omit<Target, 'url'>) => ({
  url,
  connections: o.connections ?? CONNECTIONS,
  headers: o.headers ?? {},
});

/** Load thrown away: the server's code is compiled and its caches are filled before anything is measured. */
async function warmUp(target: Target, seconds = WARM_UP_SECONDS): Promise<void> {
  await autocannon({ ...settingsOf(target.url, target), duration: seconds });
}

export async function load(url: string, seconds: number, o: LoadOptions = {}): Promise<Load> {
  const settings = settingsOf(url, o);
  const warm = o.warmUpSeconds ?? WARM_UP_SECONDS;
  if (warm > 0) await warmUp({ url, ...o }, warm);
  const cpuBefore = o.pid === undefined ? null : processCpuMs(o.pid);
  const result = await autocannon({ ...settings, duration: seconds });
  const cpuAfter = o.pid === undefined ? null : processCpuMs(o.pid);
  const served = result.requests.total;
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicrosPerRequest:
      cpuBefore === null || cpuAfter === null || served === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / served,
  };
}

/**
 * Two endpoints loaded together in paired rounds (bench/support/paired.ts): each warmed once, then
 * `rounds` loads of `seconds` on both at the same moment, the two servers pinned to one CPU meanwhile.
 */
export async function pairedLoads(
  base: Target,
  test: Target,
  rounds: number,
  seconds: number,
): Promise<Paired<Load>> {
  await warmUp(base);
  await warmUp(test);
  const pids = [base.pid, test.pid].filter((pid): pid is number => pid !== undefined);
  return whilePinned(pids, () =>
    pairedRounds(
      rounds,
      () => load(base.url, seconds, { ...base, warmUpSeconds: 0 }),
      () => load(test.url, seconds, { ...test, warmUpSeconds: 0 }),
      { together: true },
    ),
  );
}

/** Every round's answers were 2xx and none failed: refused or failed requests are fast and would flatter. */
export function uncleanNote(loads: readonly Load[]): string | undefined {
  const non2xx = loads.reduce((n, l) => n + l.non2xx, 0);
  const errors = loads.reduce((n, l) => n + l.errors, 0);
  return non2xx + errors > 0 ? `${non2xx} non-2xx answers, ${errors} errors/timeouts` : undefined;
}

/** The throughput and p99 ratios of paired loads (a p99 of 0 ms counts as autocannon's 1 ms resolution). */
export function loadRatios(runs: Paired<Load>): { throughput: RatioSummary; p99: RatioSummary } {
  const of = (side: Load[], f: (l: Load) => number) => side.map(f);
  return {
    throughput: ratioSummary(
      of(runs.base, (l) => l.perSecond),
      of(runs.test, (l) => l.perSecond),
    ),
    p99: ratioSummary(
      of(runs.base, (l) => l.p99),
      of(runs.test, (l) => l.p99),
      1,
    ),
  };
}

/** The median of a side's per-round CPU per request, or null where /proc could not be read. */
export function medianCpu(loads: readonly Load[]): number | null {
  const cpu = loads.flatMap((l) => (l.cpuMicrosPerRequest === null ? [] : [l.cpuMicrosPerRequest]));
  return cpu.length === loads.length && cpu.length > 0 ? median(cpu) : null;
}

/** "9.6 KB answers, 180 µs of server CPU per request (bare 70 µs)", for a row's note. */
function cpuNote(runs: Paired<Load>, answerBytes: number): string {
  const size = `${(answerBytes / 1024).toFixed(1)} KB answers`;
  const [got, bare] = [medianCpu(runs.test), medianCpu(runs.base)];
  if (got === null || bare === null) return size;
  return `${size}, ${Math.round(got)} µs of server CPU per request (bare ${Math.round(bare)} µs; medians of the rounds)`;
}

const spread = (s: RatioSummary, show: (n: number) => string) =>
  `median of ${s.ratios.length} rounds, ${show(s.low)}–${show(s.high)}`;

async function endpointRows(
  b: BenchContext,
  name: string,
  url: string,
  headers: Record<string, string>,
  pid: number,
): Promise<Row[]> {
  const throughputFigure = `${name}: throughput at ${CONNECTIONS} connections`;
  const latencyFigure = `${name}: p99 latency at ${CONNECTIONS} connections`;
  const throughputBudget = `≥ ${pct(MIN_RATIO)} of bare Express (median of paired rounds)`;
  const latencyBudget = `≤ ${MAX_P99_RATIO} × bare Express (median of paired rounds; record: ≤ ${MAX_P99_MS} ms)`;
  const probe = await call(url, { headers });
  if (isMissingEndpoint(probe))
    return [
      missingRow(throughputFigure, throughputBudget, name),
      missingRow(latencyFigure, latencyBudget, name),
    ];
  if (probe.status !== 200) {
    const err = new Error(`${name} answered ${probe.status}: ${probe.text.slice(0, 120)}`);
    return [errorRow(throughputFigure, throughputBudget, err), errorRow(latencyFigure, latencyBudget, err)];
  }
  // Bare Express and the endpoint loaded together, round after round: a shared machine's pace drifts over
  // seconds (bare Express's CPU per request moved 91-190 µs within minutes on one machine), and one load of
  // each would compare two moments as much as two servers.
  const runs = await pairedLoads(
    { url: `${b.bare.url}/bare`, pid: b.bare.pid },
    { url, headers, pid },
    b.paired.rounds,
    b.paired.seconds,
  );
  const unclean = uncleanNote(runs.test);
  const note = unclean ?? cpuNote(runs, Buffer.byteLength(probe.text));
  const ratios = loadRatios(runs);
  const p99 = median(runs.test.map((l) => l.p99));
  return [
    {
      figure: throughputFigure,
      measured: `${perSec(median(runs.test.map((l) => l.perSecond)))} (${pct(ratios.throughput.median)} of bare; ${spread(ratios.throughput, pct)})`,
      baseline: perSec(median(runs.base.map((l) => l.perSecond))),
      budget: throughputBudget,
      verdict: verdict(!unclean && ratios.throughput.median >= MIN_RATIO),
      note,
    },
    {
      figure: latencyFigure,
      measured: `${ms(p99)} (${ratios.p99.median.toFixed(2)} × bare; ${spread(ratios.p99, (n) => n.toFixed(2))}; ${p99 <= MAX_P99_MS ? 'within' : 'over'} ${MAX_P99_MS} ms)`,
      baseline: ms(median(runs.base.map((l) => l.p99))),
      budget: latencyBudget,
      verdict: verdict(!unclean && ratios.p99.median <= MAX_P99_RATIO),
      note,
    },
  ];
}

/**
 * GET /api/lanes (staff, derived fields and all, on the LAN door) and the public availability grid (public
 * door), each against a bare Express route loaded together in paired rounds with the same tool and
 * settings. Together on one CPU each server has half of it, so the req/s shown are about half of what a
 * server alone would answer; the budgets are ratios.
 */
export async function throughputFigures(b: BenchContext): Promise<Row[]> {
  const lanes = await endpointRows(
    b,
    'GET /api/lanes',
    `${b.server.lanUrl}/api/lanes`,
    { cookie: b.staffCookie },
    b.server.pid,
  );
  const availability = await endpointRows(
    b,
    'GET /api/public/availability',
    `${b.server.publicUrl}/api/public/availability?date=${b.busyDate}&duration=60`,
    {},
    b.server.pid,
  );
  return [...lanes, ...availability];
}
