import { describe, expect, it } from 'vitest';
import { MAX_RETRY_MS, retryDelayMs } from './retry';

// failed attempts so far, expected wait
// prettier-ignore
const CASES: [string, number, number][] = [
  ['the first failure waits 30 seconds', 1, 30_000],
  ['the second waits a minute', 2, 60_000],
  ['the third waits two minutes', 3, 120_000],
  ['the sixth waits 16 minutes', 6, 16 * 60_000],
  ['the seventh is capped at 30 minutes', 7, MAX_RETRY_MS],
  ['a hundredth failure still waits 30 minutes, not Infinity', 100, MAX_RETRY_MS],
  ['zero (never failed) is read as the first failure', 0, 30_000],
];

describe('retryDelayMs: exponential backoff capped at 30 minutes', () => {
  it.each(CASES)('%s', (_rule, attempts, expected) => {
    expect(retryDelayMs(attempts)).toBe(expected);
  });
});
