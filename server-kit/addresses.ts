import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The key a caller's address is counted under by every per-address limit: IPv4 as is, IPv6 (or IPv4
 * mapped into it) by its /56 as express-rate-limit keys it, so one home cannot hop addresses inside its
 * prefix.
 */
export function addressKeyOf(address: string): string {
  return address.includes(':') ? ipKeyGenerator(address, 56) : address;
}
