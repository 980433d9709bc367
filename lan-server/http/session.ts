import type { Request, RequestHandler, Response } from 'express';
import { parse as parseCookie } from 'cookie';
import type { SessionUser } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { findSession } from '../db/sessions';
import { hashToken } from '../../server-kit/tokens';

export const SESSION_COOKIE = 'dt_session';
/** Staff sessions last 12 hours: a shift, not forever, on a shared front-desk PC. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Where sessionMiddleware leaves the request's staff member: a property under a symbol only this file
 * holds, rather than a WeakMap keyed by request (a short-lived WeakMap key costs every young-generation
 * collection, thousands of requests a second under load).
 */
const SIGNED_IN = Symbol('signed-in staff member');
type WithUser = Request & { [SIGNED_IN]?: SessionUser };

/** The signed-in staff member of this request, resolved once by sessionMiddleware. */
export function userOf(req: Request): SessionUser | null {
  return (req as WithUser)[SIGNED_IN] ?? null;
}

export function cookiesOf(req: { headers: { cookie?: string } }): Record<string, string | undefined> {
  return req.headers.cookie ? parseCookie(req.headers.cookie) : {};
}

/**
 * Each cookie's SHA-256, remembered: the front desk and the tablets send the same few tokens thousands of
 * times a night, and hashing one was a thirtieth of a staff read's time under load. A token's hash only
 * finds a session through db/sessions.ts, which forgets on every write (sign-out included), so remembering
 * it grants nothing. Bounded: past it, the memory starts again from empty.
 */
const hashes = new Map<string, string>();
const REMEMBERED_HASHES_MAX = 500;

function hashOf(token: string): string {
  let hash = hashes.get(token);
  if (hash === undefined) {
    if (hashes.size >= REMEMBERED_HASHES_MAX) hashes.clear();
    hash = hashToken(token);
    hashes.set(token, hash);
  }
  return hash;
}

/** Looks up a raw session token; expired sessions count as none. Used by HTTP and the socket upgrade. */
export function userForToken(ctx: AppContext, token: string | undefined): SessionUser | null {
  if (!token || token.length > 200) return null;
  const session = findSession(ctx.db, hashOf(token));
  if (!session || session.expires_at <= ctx.now().toISOString()) return null;
  return { id: session.user_id, username: session.username, role: session.role };
}

export function sessionMiddleware(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    const user = userForToken(ctx, cookiesOf(req)[SESSION_COOKIE]);
    if (user) (req as WithUser)[SIGNED_IN] = user;
    next();
  };
}

/**
 * HttpOnly so page scripts never see it; SameSite=Strict so no other site can ride on it. Not Secure:
 * the venue LAN is plain HTTP (docs/security.md#the-venues-doors).
 */
export function setSessionCookie(res: Response, token: string, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/', maxAge: maxAgeMs });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/' });
}
