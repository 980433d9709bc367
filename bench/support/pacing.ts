import { percentile } from './http';

/**
 * The pure rules of a paced load (bench/support/pacedLoad.ts): how many requests are due at a moment of an
 * evenly spaced schedule, and what rate both sides of a latency comparison are offered.
 *
 * Why a load of our own: autocannon's rate limit (`overallRate`, `connectionRate`) is a quota per
 * connection per second — each connection sends back to back until its quota is used, then waits for the
 * next second — so every second starts with a burst at full speed and the p99 is again a queue. Here
 * requests leave at evenly spaced moments, whatever the answers do.
 */

/** Requests due `elapsedMs` into a schedule of `perSecond` evenly spaced requests (the first at 0 ms). */
export function dueRequests(elapsedMs: number, perSecond: number): number {
  if (elapsedMs < 0 || perSecond <= 0) return 0;
  return Math.floor((elapsedMs * perSecond) / 1000) + 1;
}

/**
 * The share of bare Express's saturated throughput both sides of a latency comparison are offered: a
 * quarter. Neither server is then near saturation (ours needs about 1.4 × bare's CPU per request; both
 * together keep their shared CPU about a third busy), so a p99 measures time to answer and its tails rather
 * than a queue; at half, a busy machine's pauses of the shared CPU still left queues behind them.
 */
export const OFFERED_SHARE = 0.25;

/** The rate both sides are offered: a share of bare's saturated req/s, whole requests, at least 1. */
export function offeredRate(bareSaturatedPerSecond: number, share = OFFERED_SHARE): number {
  if (!Number.isFinite(bareSaturatedPerSecond) || bareSaturatedPerSecond <= 0) return 1;
  return Math.max(1, Math.round(bareSaturatedPerSecond * share));
}

/** Each side's p99 over every round's latencies together, and test ÷ base with both floored. */
export interface PooledP99 {
  base: number;
  test: number;
  ratio: number;
}

/**
 * The p99 that decides the latency verdict: every round's measured requests of a side pooled, then one p99
 * per side. A round of three seconds at a quarter of bare's rate is a few hundred requests, so its p99 is
 * the fifth or sixth slowest answer, and a median of eleven such ratios still moved ×1.2–×2.1 from run to run
 * on a busy machine; pooled, the p99 is the sixtieth-odd slowest of thousands, and a pause of the shared CPU
 * in one round weighs as one round's share of the tail. Both sides are loaded at the same moments, so what
 * else the machine does lands in both pools alike. Latencies under `floor` count as `floor`.
 */
export function pooledP99(
  base: readonly (readonly number[])[],
  test: readonly (readonly number[])[],
  floor = 0,
): PooledP99 {
  const b = percentile(base.flat(), 99);
  const t = percentile(test.flat(), 99);
  return { base: b, test: t, ratio: Math.max(t, floor) / Math.max(b, floor) };
}
