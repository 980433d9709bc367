import { refusal, type DomainError } from './domainError';
/**
 * Counts refused attempts (wrong pairing codes) per network address within a sliding window; at the limit
 * the address must wait until its oldest counted attempt leaves the window. Kept in memory like the sign-in
 * throttle: a restart forgets it, which costs a guesser a restart they cannot cause. Bounded: past
 * `MAX_ADDRESSES` the stalest addresses are forgotten first, so a flood of addresses cannot grow it for ever.
 */
export interface AddressLimits {
  /** Refused attempts an address may make within the window. */
  limit: number;
  windowMs: number;
}

export const MAX_ADDRESSES = 10_000;

export class AddressThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: AddressLimits) {}

  /** Milliseconds until this address may try again, or 0 when it may try now. */
  retryAfterMs(address: string, nowMs: number): number {
    const recent = this.recent(address, nowMs);
    if (recent.length < this.limits.limit) return 0;
    return (recent[0] ?? nowMs) + this.limits.windowMs - nowMs;
  }

  recordFailure(address: string, nowMs: number): void {
    const recent = this.recent(address, nowMs);
    // Re-inserted, so the map's order is least recently failed first.
    this.failures.delete(address);
    this.failures.set(address, [...recent, nowMs]);
    while (this.failures.size > MAX_ADDRESSES) {
      const stalest = this.failures.keys().next().value;
      if (stalest === undefined) break;
      this.failures.delete(stalest);
    }
  }

  /** How many addresses are remembered (for the bound's test). */
  size(): number {
    return this.failures.size;
  }

  private recent(address: string, nowMs: number): number[] {
    const list = (this.failures.get(address) ?? []).filter((t) => t > nowMs - this.limits.windowMs);
    if (list.length === 0) this.failures.delete(address);
    else this.failures.set(address, list);
    return list;
  }
}

/**
 * The 429 for a device past its wrong pairing codes: how long to wait in whole minutes, rounded up, at least
 * one ('Please wait 3 minutes'), in its reader's language.
 */
export function pairingThrottled(ms: number): DomainError {
  return refusal(429, 'THROTTLED', 'refusals.venue.pairingWait', {
    minutes: Math.max(1, Math.ceil(ms / 60_000)),
  });
}
