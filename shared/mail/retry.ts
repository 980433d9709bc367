/**
 * How long the sender waits before trying a message again after a transient failure (no network, a refused
 * connection, a timeout, a 4xx "try later"): 30 seconds after the first failure, doubling each time, never
 * more than 30 minutes. A venue whose internet is down all evening therefore has its confirmations out within
 * half an hour of the line coming back, without hammering a dead server.
 */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 30 * 60_000;

/** The wait after the `failedAttempts`-th failed attempt (1 = the first attempt failed). */
export function retryDelayMs(failedAttempts: number): number {
  const n = Math.max(1, Math.floor(failedAttempts));
  // 2^26 × 30 s already dwarfs the cap; stopping the exponent there keeps the number finite.
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(n - 1, 26));
}
