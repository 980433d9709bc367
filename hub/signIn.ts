import { parse as parseCookie } from 'cookie';
import type { Pool } from 'pg';
import { z } from 'zod';
import { CheckQueue } from '../server-kit/checkQueue';
import { refusal, type DomainError } from '../server-kit/domainError';
import {
  DEFAULT_THROTTLE,
  LoginThrottle,
  signInThrottled,
  type ThrottleLimits,
} from '../server-kit/loginThrottle';
import type { HubAccount } from '../shared/group/accounts';
import { checkPassword, hashPassword } from '../server-kit/passwords';
import { accountOf } from './accounts';
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

const busy = () => refusal(429, 'THROTTLED', 'refusals.hub.busy');

const UserRow = z.object({ username: z.string(), password_hash: z.string() });

type Checked = { kind: 'ok'; username: string } | { kind: 'wrong' } | { kind: 'throttled'; waitMs: number };

/** What a sign-in came to: a session (its cookie's token), or a refusal to answer with. */
export type SignedIn =
  | { kind: 'signed in'; username: string; token: string; maxAgeMs: number }
  | { kind: 'refused'; refusal: DomainError; retryAfterS?: number };

export interface HubSignIn {
  /** Checks a username and password from an address (the throttle's key); never throws for a wrong one. */
  signIn(username: string, password: string, address: string): Promise<SignedIn>;
  /** Ends the session of a Cookie header, if it names one. */
  signOut(cookieHeader: string | undefined): Promise<void>;
  /** The signed-in account of a request's (or a socket upgrade's) Cookie header, or null. */
  userOf(cookieHeader: string | undefined): Promise<HubAccount | null>;
  /**
   * Changes a signed-in user's own password once their current one is checked, by the sign-in's throttle (a
   * wrong current password counts as a failed sign-in); ends their other sessions, keeping this one.
   */
  changePassword(
    cookieHeader: string | undefined,
    username: string,
    passwords: { current: string; next: string },
    address: string,
  ): Promise<{ sessionsEnded: number }>;
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

  const throttled = (waitMs: number): SignedIn => ({
    kind: 'refused',
    refusal: signInThrottled(waitMs),
    retryAfterS: Math.ceil(waitMs / 1000),
  });

  return {
    async signIn(username, password, address) {
      const waitMs = waitOf(username, address);
      if (waitMs > 0) return throttled(waitMs);
      const queued = checks.run(() => check(username, password, address));
      if (!queued) return { kind: 'refused', refusal: busy(), retryAfterS: 60 };
      const checked = await queued;
      if (checked.kind === 'throttled') return throttled(checked.waitMs);
      if (checked.kind === 'wrong')
        return {
          kind: 'refused',
          refusal: refusal(401, 'INVALID_CREDENTIALS', 'refusals.hub.invalidSignIn'),
        };
      const token = newToken();
      await pool.query(
        `INSERT INTO hub_sessions (token_hash, username, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
        [hashToken(token), checked.username, SESSION_HOURS],
      );
      return { kind: 'signed in', username: checked.username, token, maxAgeMs: SESSION_HOURS * 3_600_000 };
    },

    async signOut(cookieHeader) {
      const token = parseCookie(cookieHeader ?? '')[SESSION_COOKIE];
      if (token) await pool.query('DELETE FROM hub_sessions WHERE token_hash = $1', [hashToken(token)]);
    },

    async userOf(cookieHeader) {
      const token = parseCookie(cookieHeader ?? '')[SESSION_COOKIE];
      if (!token) return null;
      const res = await pool.query(
        'SELECT username FROM hub_sessions WHERE token_hash = $1 AND expires_at > now()',
        [hashToken(token)],
      );
      const row = z.object({ username: z.string() }).safeParse(res.rows[0]);
      return row.success ? accountOf(pool, row.data.username) : null;
    },

    async changePassword(cookieHeader, username, passwords, address) {
      const waitMs = waitOf(username, address);
      const refuse = (signedIn: SignedIn) => {
        if (signedIn.kind === 'refused') throw signedIn.refusal;
      };
      if (waitMs > 0) refuse(throttled(waitMs));
      const queued = checks.run(() => check(username, passwords.current, address));
      if (!queued) throw busy();
      const checked = await queued;
      if (checked.kind === 'throttled') refuse(throttled(checked.waitMs));
      if (checked.kind !== 'ok') throw refusal(403, 'INVALID_CREDENTIALS', 'refusals.hub.wrongCurrent');
      const hash = await hashPassword(passwords.next);
      const token = parseCookie(cookieHeader ?? '')[SESSION_COOKIE] ?? '';
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('UPDATE hub_users SET password_hash = $2 WHERE username = $1', [username, hash]);
        const ended = await client.query(
          'DELETE FROM hub_sessions WHERE username = $1 AND token_hash <> $2',
          [username, hashToken(token)],
        );
        await client.query('COMMIT');
        return { sessionsEnded: ended.rowCount ?? 0 };
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
