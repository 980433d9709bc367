import { describe, expect, it } from 'vitest';
import { LoginThrottle, signInWaitSentence } from './loginThrottle';

const limits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60_000 };

describe('the sign-in throttle', () => {
  it('refuses a username after 5 failures and an address after 20, until the window passes', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 5; i += 1) t.recordFailure('Admin', `10.0.0.${i}`, 1_000);
    expect(t.retryAfterMs('admin', '10.0.0.99', 1_000)).toBe(limits.windowMs);
    expect(t.retryAfterMs('admin', '10.0.0.99', 1_000 + limits.windowMs)).toBe(0);
    const a = new LoginThrottle(limits);
    for (let i = 0; i < 20; i += 1) a.recordFailure(`user-${i}`, '10.0.0.1', 1_000);
    expect(a.retryAfterMs('someone', '10.0.0.1', 61_000)).toBe(limits.windowMs - 60_000);
    expect(a.retryAfterMs('someone', '10.0.0.2', 61_000)).toBe(0);
  });

  it('forgets usernames and addresses whose failures have all left the window', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 50; i += 1) t.recordFailure(`user-${i}`, `10.0.1.${i}`, 1_000);
    expect(t.size()).toBe(100);
    t.retryAfterMs('x', 'y', 1_000 + limits.windowMs);
    expect(t.size()).toBe(0);
  });

  it.each([
    [1, 'Too many failed sign-in attempts. Please wait 1 minute and try again.'],
    [60_001, 'Too many failed sign-in attempts. Please wait 2 minutes and try again.'],
    [15 * 60_000, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'],
  ])('says to wait %i ms as whole minutes', (ms, text) => {
    expect(signInWaitSentence(ms)).toBe(text);
  });
});
