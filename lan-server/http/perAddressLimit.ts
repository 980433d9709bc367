import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

/**
 * A per-address request limit for a public door (the venue's and the group's booking pages), answering
 * 429 with `message` past `limit` requests in `windowMs`.
 *
 * - Counted by the socket's address: the doors are reached through NAT, never a proxy, so
 *   X-Forwarded-For is never trusted (it would let anyone pick their own key). An IPv6 caller counts by
 *   its /56, as express-rate-limit's default does, so one home cannot hop addresses inside its prefix.
 * - The key is read straight from the socket: the library's default reads `req.ip` (proxy-addr) twice and
 *   runs four checks and two IPv6 tests on every request, a measurable share of the availability grid's
 *   time under load for a configuration that never changes.
 * - Headers per IETF draft 7 (`RateLimit-Policy: 300;w=60`, `RateLimit: limit=300, remaining=…, reset=…`):
 *   draft 8 adds a partition key that is a SHA-256 of the caller's address on every answer, and no client
 *   of ours reads it.
 */
export function perAddressLimit(options: {
  windowMs: number;
  limit: number;
  message: { message: string; code: string };
}): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: options.message,
    keyGenerator: addressKey,
  });
}

/** The key an address is counted under: IPv4 as is, IPv6 (or IPv4 mapped into it) as the library keys it. */
export function addressKey(req: Pick<Request, 'socket'>): string {
  const address = req.socket.remoteAddress ?? '';
  return address.includes(':') ? ipKeyGenerator(address, 56) : address;
}
