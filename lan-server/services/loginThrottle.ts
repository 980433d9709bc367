/**
 * Slows down password guessing: after too many failures for one username, or from one address, within
 * the window, sign-in is refused (429) until the window passes. Successful sign-in clears the username's
 * count. Kept in memory: a restart forgets it, which costs an attacker a restart they cannot cause.
 */
export interface ThrottleLimits {
  perUsername: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  /** Milliseconds until this username/address may try again, or 0 when it may try now. */
  retryAfterMs(username: string, address: string, nowMs: number): number {
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

  private recent(key: string, nowMs: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => t > nowMs - this.limits.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }
}
