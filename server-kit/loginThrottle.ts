import { refusal, type DomainError } from './domainError';
/**
 * Slows down password guessing: after too many failures for one username, or from one address, within
 * the window, sign-in is refused (429) until the window passes. Successful sign-in clears the username's
 * count. Kept in memory: a restart forgets it, which costs an attacker a restart they cannot cause.
 * Usernames and addresses whose failures have all left the window are forgotten once a window, so memory
 * follows the last window's failures only (and a failure costs a password check, which the door paces).
 */
export interface ThrottleLimits {
  perUsername: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** The 429 sentence: how long to wait, in whole minutes rounded up (at least one). */
export function signInWaitSentence(waitMs: number): string {
  return signInThrottled(waitMs).message;
}

/** The 429 a throttled sign-in gets: the wait in its reader's language (docs/i18n.md, 'Refusals'). */
export function signInThrottled(waitMs: number): DomainError {
  return refusal(429, 'THROTTLED', 'refusals.signInWait', {
    minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
  });
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private nextSweep = 0;

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  /** Milliseconds until this username/address may try again, or 0 when it may try now. */
  retryAfterMs(username: string, address: string, nowMs: number): number {
    this.sweep(nowMs);
    const u = this.recent(`u:${username.toLowerCase()}`, nowMs);
    const a = this.recent(`a:${address}`, nowMs);
    const waits: number[] = [];
    if (u.length >= this.limits.perUsername) waits.push((u[0] ?? nowMs) + this.limits.windowMs - nowMs);
    if (a.length >= this.limits.perAddress) waits.push((a[0] ?? nowMs) + this.limits.windowMs - nowMs);
    return waits.length ? Math.max(...waits) : 0;
  }

  recordFailure(username: string, address: string, nowMs: number): void {
    for (const key of [`u:${username.toLowerCase()}`, `a:${address}`]) {
      this.failures.set(key, [...this.recent(key, nowMs), nowMs]);
    }
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
  }

  /** How many usernames and addresses are remembered (for the sweep's test). */
  size(): number {
    return this.failures.size;
  }

  private recent(key: string, nowMs: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => t > nowMs - this.limits.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweep) return;
    this.nextSweep = nowMs + this.limits.windowMs;
    const since = nowMs - this.limits.windowMs;
    for (const [key, list] of this.failures) if ((list.at(-1) ?? 0) <= since) this.failures.delete(key);
  }
}
