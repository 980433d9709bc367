/**
 * The socket reconnect policy (docs/behaviour.md#live-updates): reconnect 3000 ms after an unclean close, up
 * to 5 attempts; a clean close is final; the counter resets when a connection opens. Beyond that: once the
 * attempts are spent, the client tries a fresh round when the device comes back online or the screen is shown
 * again, so a tablet that lost Wi-Fi for a minute on a Friday night rejoins without anyone touching it.
 */
export const RECONNECT_DELAY_MS = 3000;
export const MAX_RECONNECT_ATTEMPTS = 5;

export interface ReconnectState {
  attempts: number;
}

export type CloseDecision =
  { action: 'retry'; delayMs: number; attempts: number } | { action: 'stop'; reason: 'clean' | 'exhausted' };

export function afterClose(state: ReconnectState, wasClean: boolean): CloseDecision {
  if (wasClean) return { action: 'stop', reason: 'clean' };
  if (state.attempts >= MAX_RECONNECT_ATTEMPTS) return { action: 'stop', reason: 'exhausted' };
  return { action: 'retry', delayMs: RECONNECT_DELAY_MS, attempts: state.attempts + 1 };
}

export function afterOpen(): ReconnectState {
  return { attempts: 0 };
}
