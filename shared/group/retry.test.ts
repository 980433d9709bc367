import { describe, expect, it } from 'vitest';
import { MAX_RELAY_RETRY_MS, relayRetryDelayMs } from './retry';

// failed tries in a row, expected wait
// prettier-ignore
const CASES: [string, number, number][] = [
  ['the first failure waits a quarter of a second', 1, 250],
  ['the second waits half a second', 2, 500],
  ['the third waits a second', 3, 1000],
  ['the eighth waits 32 s, capped at 30 s', 8, MAX_RELAY_RETRY_MS],
  ['an evening of failures still waits 30 s, not Infinity', 10_000, MAX_RELAY_RETRY_MS],
  ['zero (never failed) is read as the first failure', 0, 250],
];

describe('relayRetryDelayMs: the relay backs off from 250 ms, doubling, to 30 s', () => {
  it.each(CASES)('%s', (_rule, failures, expected) => {
    expect(relayRetryDelayMs(failures)).toBe(expected);
  });
});
