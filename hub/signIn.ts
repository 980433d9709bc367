import type { Request, Response } from 'express';
import { parse as parseCookie } from 'cookie';
import type { Pool } from 'pg';
import { z } from 'zod';
import { issueText } from '../shared/api/errors';
import { HubLoginBody } from '../shared/group/headOfficeApi';
import { addressKeyOf } from '../server-kit/addresses';
import { CheckQueue } from '../server-kit/checkQueue';
import {
  DEFAULT_THROTTLE,
  LoginThrottle,
  signInWaitSentence,
  type ThrottleLimits,
} from '../server-kit/loginThrottle';
import { checkPassword } from '../server-kit/passwords';
import { hashToken, newToken } from '../server-kit/tokens';

export const SESSION_COOKIE = 'hub_session';
const SESSION_HOURS = 12;

/**
 * Password checks at once and waiting: two scrypt runs hold two of the thread pool's four threads and
 * about 64 MiB, and sixteen waiting is under a second's queue. A sign-in past that is told to wait.
 */
export const DEFAULT_CHECKS = { running: 2, waiting: 16 };

export interface SignInOptions {
  /** Failures per username and per address within the window (the venue's figures by default). */
  limits?: ThrottleLimits;
  checks?: { running: number; waiting: number };
}

const BUSY = {
  message: 'Head office is checking many sign-ins just now. Please wait a minute and try again.',
  code: 'THROTTLED',
};
const INVALID = { message: 'Invalid username or password' };

const UserRow = z.object({ username: z.string(), password_hash: z.string() });

type Checked = { kind: 'ok'; username: string } | { kind: 'wrong' } | { kind: 'throttled'; waitMs: number };

export interface HubSignIn {
  login(req: Request, res: Response): Promise<void>;
  logout(req: Request, res: Response): Promise<void>;
  /** The signed-in username of a request's (or a socket upgrade's) Cookie header, or null. */
  userOf(cookieHeader: string | undefined): Promise<string | null>;
}

/**
 * Head office's sign-in, as hard as the venue's (docs/security.md): failures counted per username and per
 * address with the venue's throttle (429 with the wait, whether or not the password is right); the password
 * checked at the same cost whether or not the user exists; and at most `checks.running` checks at once, the
 * throttle asked again when a check's turn comes, so a burst sent all at once runs no more checks than the
 * throttle allows one at a time.
 */
export function hubSignIn(pool: Pool, options: SignInOptions = {}): HubSignIn {
  const throttle = new LoginThrottle(options.limits ?? DEFAULT_THROTTLE);
  const checks = new CheckQueue(options.checks ?? DEFAULT_CHECKS);

  const waitOf = (username: string, address: string) => throttle.retryAfterMs(username, address, Date.now());

  async function check(username: string, password: string, address: string): Promise<Checked> {
    const waitMs = waitOf(username, address);
    if (waitMs > 0) return { kind: 'throttled', waitMs };
    const found = await pool.query('SELECT username, password_hash FROM hub_users WHERE username = $1', [
      username,
    ]);
    const row = UserRow.safeParse(found.rows[0]);
    const ok = await checkPassword(password, row.success ? row.data.password_hash : null);
    if (!ok || !row.success) {
      throttle.recordFailure(username, address, Date.now());
      return { kind: 'wrong' };
    }
    throttle.recordSuccess(username);
    return { kind: 'ok', username: row.data.username };
  }

  const tooMany = (res: Response, waitMs: number) => {
    res.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
    res.status(429).json({ message: signInWaitSentence(waitMs), code: 'THROTTLED' });
  };

  return {
    async login(req, res) {
      const body = HubLoginBody.safeParse(req.body);
      if (!body.success) {
        const issue = body.error.issues[0];
        res.status(400).json({ message: issue ? issueText(issue) : 'Invalid request', code: 'VALIDATION' });
        return;
      }
      const { username, password } = body.data;
      const address = addressKeyOf(req.ip ?? '');
      const waitMs = waitOf(username, address);
      if (waitMs > 0) return tooMany(res, waitMs);
      const queued = checks.run(() => check(username, password, address));
      if (!queued) {
        res.setHeader('Retry-After', '60');
        res.status(429).json(BUSY);
        return;
      }
      const checked = await queued;
      if (checked.kind === 'throttled') return tooMany(res, checked.waitMs);
      if (checked.kind === 'wrong') {
        res.status(401).json(INVALID);
        return;
      }
      const token = newToken();
      await pool.query(
        `INSERT INTO hub_sessions (token_hash, username, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
        [hashToken(token), checked.username, SESSION_HOURS],
      );
      res.cookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        maxAge: SESSION_HOURS * 3_600_000,
        path: '/',
      });
      res.json({ username: checked.username });
    },

    async logout(req, res) {
      const token = parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
      if (token) await pool.query('DELETE FROM hub_sessions WHERE token_hash = $1', [hashToken(token)]);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.status(204).end();
    },

    async userOf(cookieHeader) {
      const token = parseCookie(cookieHeader ?? '')[SESSION_COOKIE];
      if (!token) return null;
      const res = await pool.query(
        'SELECT username FROM hub_sessions WHERE token_hash = $1 AND expires_at > now()',
        [hashToken(token)],
      );
      const row = z.object({ username: z.string() }).safeParse(res.rows[0]);
      return row.success ? row.data.username : null;
    },
  };
}
