/**
 * How long the venue's relay waits before it tries head office again after a failed try — the hub out of
 * reach, or an event its stream did not acknowledge: a quarter of a second after the first failure,
 * doubling each time, never more than 30 seconds. Events go in order, so the wait holds back the whole
 * queue; a line that comes back is in use again within half a minute.
 */
export const FIRST_RELAY_RETRY_MS = 250;
export const MAX_RELAY_RETRY_MS = 30_000;

/** The wait after the `failures`-th failed try in a row (1 = the first). */
export function relayRetryDelayMs(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(MAX_RELAY_RETRY_MS, FIRST_RELAY_RETRY_MS * 2 ** Math.min(n - 1, 20));
}
