import autocannon from 'autocannon';
import { call, isMissingEndpoint } from '../support/http';
import { errorRow, missingRow, ms, pct, perSec, verdict, type Row } from '../report';
import type { BenchContext } from '../context';
import { processCpuMs } from '../support/processCpu';

/**
 * Issue 8: ≥ 40 % of bare Express's throughput and p99 ≤ 20 ms, at 50 concurrent connections. The p99
 * that decides is relative (issue 18): on a shared machine bare Express itself can be slow, so the budget
 * is ≤ 1.5 × bare Express's p99 in the same run; the absolute 20 ms is still shown, for the record.
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

/** Seconds of load thrown away before each measurement, so JIT warm-up is not counted as latency. */
export const WARM_UP_SECONDS = 1;

export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  pid?: number,
): Promise<Load> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const cpuBefore = pid === undefined ? null : processCpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpuAfter = pid === undefined ? null : processCpuMs(pid);
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

/** "9.6 KB answers, 180 µs of server CPU per request (bare 70 µs)", for a row's note. */
function cpuNote(got: Load, bare: Load, answerBytes: number): string {
  const size = `${(answerBytes / 1024).toFixed(1)} KB answers`;
  if (got.cpuMicrosPerRequest === null || bare.cpuMicrosPerRequest === null) return size;
  return `${size}, ${Math.round(got.cpuMicrosPerRequest)} µs of server CPU per request (bare ${Math.round(bare.cpuMicrosPerRequest)} µs)`;
}

async function endpointRows(
  b: BenchContext,
  name: string,
  url: string,
  headers: Record<string, string>,
  pid: number,
): Promise<Row[]> {
  const seconds = b.loadSeconds;
  const throughputFigure = `${name}: throughput at ${CONNECTIONS} connections`;
  const latencyFigure = `${name}: p99 latency at ${CONNECTIONS} connections`;
  const throughputBudget = `≥ ${pct(MIN_RATIO)} of bare Express`;
  const latencyBudget = `≤ ${MAX_P99_RATIO} × bare Express (record: ≤ ${MAX_P99_MS} ms)`;
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
  // Bare Express is measured just before the endpoint, not once for both: a shared machine's pace drifts
  // over the twenty seconds two loads take (bare Express's CPU per request moved 91-141 µs within minutes
  // on one machine), and the ratio should compare the two under the same conditions.
  const bare = await load(`${b.bare.url}/bare`, seconds, {}, b.bare.pid);
  const got = await load(url, seconds, headers, pid);
  // Refused or failed requests are fast and would flatter the figure: any of them fails the row.
  const clean = got.non2xx === 0 && got.errors === 0;
  const note = clean
    ? cpuNote(got, bare, Buffer.byteLength(probe.text))
    : `${got.non2xx} non-2xx answers, ${got.errors} errors/timeouts`;
  const ratio = got.perSecond / bare.perSecond;
  return [
    {
      figure: throughputFigure,
      measured: `${perSec(got.perSecond)} (${pct(ratio)})`,
      baseline: perSec(bare.perSecond),
      budget: throughputBudget,
      verdict: verdict(clean && ratio >= MIN_RATIO),
      note,
    },
    {
      figure: latencyFigure,
      measured: `${ms(got.p99)} (${(got.p99 / Math.max(bare.p99, 1)).toFixed(2)} × bare; ${got.p99 <= MAX_P99_MS ? 'within' : 'over'} ${MAX_P99_MS} ms)`,
      baseline: ms(bare.p99),
      budget: latencyBudget,
      // autocannon's latencies are whole milliseconds: a bare p99 of 0 counts as 1 ms.
      verdict: verdict(clean && got.p99 <= MAX_P99_RATIO * Math.max(bare.p99, 1)),
      note,
    },
  ];
}

/**
 * GET /api/lanes (staff, derived fields and all, on the LAN door) and the public availability grid (public
 * door), each against a bare Express route measured with the same tool and settings just before it.
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
