import { describe, expect, it } from 'vitest';
import { AddressThrottle, MAX_ADDRESSES, pairingThrottled } from './addressThrottle';

const MINUTE = 60_000;

describe('AddressThrottle: refused attempts per address in a sliding window', () => {
  it.each([
    ['no failures: may try', 0, 0, 0],
    ['one under the limit: may try', 2, 0, 0],
    ['at the limit: waits until the oldest leaves the window', 3, 0, 10 * MINUTE],
    ['at the limit, 4 minutes on: 6 minutes left', 3, 4 * MINUTE, 6 * MINUTE],
    ['the window has passed: may try again', 3, 10 * MINUTE, 0],
  ])('%s', (_rule, failures, later, wait) => {
    const throttle = new AddressThrottle({ limit: 3, windowMs: 10 * MINUTE });
    for (let i = 0; i < failures; i += 1) throttle.recordFailure('10.0.0.5', 0);
    expect(throttle.retryAfterMs('10.0.0.5', later)).toBe(wait);
  });

  it('counts each address on its own', () => {
    const throttle = new AddressThrottle({ limit: 1, windowMs: MINUTE });
    throttle.recordFailure('10.0.0.5', 0);
    expect(throttle.retryAfterMs('10.0.0.5', 0)).toBe(MINUTE);
    expect(throttle.retryAfterMs('10.0.0.6', 0)).toBe(0);
  });

  it('forgets the stalest addresses past its bound', () => {
    const throttle = new AddressThrottle({ limit: 1, windowMs: MINUTE });
    for (let i = 0; i <= MAX_ADDRESSES; i += 1) throttle.recordFailure(`a${i}`, 0);
    expect(throttle.size()).toBe(MAX_ADDRESSES);
    expect(throttle.retryAfterMs('a0', 0)).toBe(0);
    expect(throttle.retryAfterMs(`a${MAX_ADDRESSES}`, 0)).toBe(MINUTE);
  });
});

describe('pairingThrottled', () => {
  it.each([
    [1, '1 minute'],
    [MINUTE, '1 minute'],
    [MINUTE + 1, '2 minutes'],
    [10 * MINUTE, '10 minutes'],
  ])('%s ms → %s', (ms, text) => {
    const refused = pairingThrottled(ms);
    expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual({
      status: 429,
      code: 'THROTTLED',
      message: `Too many wrong pairing codes from this device. Please wait ${text} and try again.`,
    });
  });
});
