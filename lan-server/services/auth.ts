import { randomUUID } from 'node:crypto';
import { isStaffRole, type SessionUser } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { deleteExpiredSessions, deleteSession, insertSession } from '../db/sessions';
import { findUserById, findUserByUsername, insertUser, updateUserLanguage } from '../db/users';
import { isLanguage, type Language } from '../../shared/i18n/languages';
import { DomainError } from './domainError';
import { signInThrottled, type LoginThrottle } from '../../server-kit/loginThrottle';
import { checkPassword, generatePassword, hashPassword } from '../../server-kit/passwords';
import { hashToken, newToken } from '../../server-kit/tokens';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface StartedSession {
  user: SessionUser;
  token: string;
  maxAgeMs: number;
}

/**
 * Checks a username and password and opens a session. Failures are counted per username and per
 * address; past the limit the answer is 429 with the wait, whether or not the password is right. An
 * unknown username costs the same password check as a known one (docs/security.md).
 */
export async function signIn(
  ctx: AppContext,
  throttle: LoginThrottle,
  input: { username: string; password: string; address: string; ttlMs: number },
): Promise<StartedSession> {
  const nowMs = ctx.now().getTime();
  const wait = throttle.retryAfterMs(input.username, input.address, nowMs);
  if (wait > 0) throw signInThrottled(wait);
  const row = findUserByUsername(ctx.db, input.username);
  // Checked at the same cost whether or not the user exists, so the answer's time does not tell who does.
  const ok = await checkPassword(input.password, row?.password_hash ?? null);
  if (!row || !ok || !isStaffRole(row.role)) {
    throttle.recordFailure(input.username, input.address, nowMs);
    throw new DomainError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  throttle.recordSuccess(input.username);
  const token = newToken();
  const now = ctx.now();
  deleteExpiredSessions(ctx.db, now.toISOString());
  insertSession(ctx.db, {
    token_hash: hashToken(token),
    user_id: row.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + input.ttlMs).toISOString(),
  });
  return { user: { id: row.id, username: row.username, role: row.role }, token, maxAgeMs: input.ttlMs };
}

export function signOut(ctx: AppContext, token: string | undefined): void {
  if (token) deleteSession(ctx.db, hashToken(token));
}

/**
 * First run: creates `staff` and `admin` with the passwords from the environment, or strong generated
 * ones printed once. There is never a fixed default password. Existing users are left alone.
 */
export async function ensureStaffUsers(
  ctx: AppContext,
  passwords: { staff?: string; admin?: string },
): Promise<void> {
  const wanted = [
    { username: 'staff', role: 'staff' as const, password: passwords.staff },
    { username: 'admin', role: 'admin' as const, password: passwords.admin },
  ];
  for (const w of wanted) {
    if (findUserByUsername(ctx.db, w.username)) continue;
    const password = w.password ?? generatePassword();
    insertUser(ctx.db, {
      id: randomUUID(),
      username: w.username,
      password_hash: await hashPassword(password),
      role: w.role,
      created_at: ctx.now().toISOString(),
    });
    if (!w.password) {
      ctx.log(
        `First run: created user '${w.username}' with password '${password}' (shown once; keep it safe).`,
      );
    }
  }
}

/** A staff member's own language, or null when they follow the venue's (docs/i18n.md). */
export function ownLanguage(ctx: AppContext, userId: string): Language | null {
  const chosen = findUserById(ctx.db, userId)?.language;
  return isLanguage(chosen) ? chosen : null;
}

/** Saves a staff member's own language (null: follow the venue's again); only theirs changes. */
export function setOwnLanguage(
  ctx: AppContext,
  userId: string,
  language: Language | null,
): { language: Language | null } {
  updateUserLanguage(ctx.db, userId, language);
  return { language };
}
