import type { Request, RequestHandler } from 'express';
import { addressKeyOf } from '../../server-kit/addresses';
import type { RefusalWords } from '../../shared/booking/bookingRules';
import { refusalText } from './errors';

/**
 * A per-address request limit for the venue's public door, answering 429 with `message` past `limit`
 * requests in `windowMs`.
 *
 * - Counted by the socket's address: the door is reached through NAT, never a proxy, so X-Forwarded-For
 *   is never trusted (it would let anyone pick their own key). An IPv6 caller counts by its /56, as
 *   express-rate-limit's default does, so one home cannot hop addresses inside its prefix.
 * - Each address has its own fixed window, starting with its first request, as express-rate-limit's
 *   memory store counts. Windows that have ended are swept once a window, so memory follows the
 *   addresses of the last window only.
 * - Headers per IETF draft 7 (`RateLimit-Policy: 300;w=60`, `RateLimit: limit=300, remaining=…, reset=…`),
 *   and `Retry-After` on a 429.
 *
 * Why not express-rate-limit here (the group page on the hub still uses it, behind its proxy setting): its
 * middleware is asynchronous and general, six awaits, key checks and two IPv6 tests per request, which
 * was 15 µs of every availability read under 50 connections — a tenth of the answer — for a rule that is
 * a map lookup and a counter.
 */
export function perAddressLimit(options: {
  windowMs: number;
  limit: number;
  /** The 429's answer; with `words`, worded in the request's language (docs/i18n.md, 'Refusals'). */
  message: { message: string; code: string; words?: RefusalWords };
  /** The clock (tests move it); the wall clock otherwise. */
  now?: () => number;
}): RequestHandler {
  const { windowMs, limit, message } = options;
  const now = options.now ?? Date.now;
  const policy = `${limit};w=${Math.ceil(windowMs / 1000)}`;
  const windows = new Map<string, { hits: number; endsAt: number }>();
  let nextSweep = now() + windowMs;
  return (req, res, next) => {
    const at = now();
    if (at >= nextSweep) {
      for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
      nextSweep = at + windowMs;
    }
    const key = addressKey(req);
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      window = { hits: 0, endsAt: at + windowMs };
      windows.set(key, window);
    }
    window.hits += 1;
    const reset = Math.max(0, Math.ceil((window.endsAt - at) / 1000));
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader(
      'RateLimit',
      `limit=${limit}, remaining=${Math.max(0, limit - window.hits)}, reset=${reset}`,
    );
    if (window.hits <= limit) {
      next();
      return;
    }
    res.setHeader('Retry-After', String(reset));
    res.status(429).json({ message: refusalText(message, req), code: message.code });
  };
}

/** The key an address is counted under: IPv4 as is, IPv6 (or IPv4 mapped into it) as the library keys it. */
export function addressKey(req: Pick<Request, 'socket'>): string {
  return addressKeyOf(req.socket.remoteAddress ?? '');
}
