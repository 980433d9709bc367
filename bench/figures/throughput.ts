import autocannon from 'autocannon';
import { median } from '../support/http';
import { processCpuMs } from '../support/processCpu';
import { pairedRounds, ratioSummary, type Paired, type RatioSummary } from '../support/paired';
import { whilePinned } from '../support/pin';

/**
 * Loads with autocannon: closed loop, every connection sending its next request as soon as its answer is
 * in, so a server is driven to saturation (what its throughput is). The reads' verdicts against bare
 * Express are in ./reads.ts.
 */
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
export async function warmUp(target: Target, seconds = WARM_UP_SECONDS): Promise<void> {
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
