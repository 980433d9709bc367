import type Database from 'better-sqlite3';
import type { Role } from '../../shared/api/auth';
import { stmt } from './sql';

export interface SessionWithUser {
  token_hash: string;
  expires_at: string;
  user_id: string;
  username: string;
  role: Role;
}

/**
 * Sessions found, remembered per database connection so a staff request does not read SQLite for its
 * session every time (the lookup was a tenth of a staff read's time under load). Only sessions that exist
 * are remembered, so unknown tokens cannot grow it, and it is bounded besides. Every write to the sessions
 * (or users) table goes through this file or db/users.ts and forgets everything remembered for that
 * connection, so an ended session is refused on the very next request; a restore opens a new connection.
 * Expiry is still checked by the caller against the clock on every request.
 */
const remembered = new WeakMap<Database.Database, Map<string, SessionWithUser>>();
/** More live sessions than a venue's staff could hold: past it the memory starts again from empty. */
export const REMEMBERED_SESSIONS_MAX = 500;

/** Forgets every remembered session of this connection (after any write to sessions or users). */
export function forgetSessions(db: Database.Database): void {
  remembered.delete(db);
}

export function insertSession(
  db: Database.Database,
  s: { token_hash: string; user_id: string; created_at: string; expires_at: string },
): void {
  stmt(
    db,
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (@token_hash, @user_id, @created_at, @expires_at)',
  ).run(s);
}

export function findSession(db: Database.Database, tokenHash: string): SessionWithUser | undefined {
  let known = remembered.get(db);
  const seen = known?.get(tokenHash);
  if (seen) return seen;
  const found = readSession(db, tokenHash);
  if (!found) return undefined;
  if (!known || known.size >= REMEMBERED_SESSIONS_MAX) {
    known = new Map();
    remembered.set(db, known);
  }
  known.set(tokenHash, found);
  return found;
}

function readSession(db: Database.Database, tokenHash: string): SessionWithUser | undefined {
  return stmt(
    db,
    `SELECT s.token_hash, s.expires_at, u.id AS user_id, u.username, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
  ).get(tokenHash) as SessionWithUser | undefined;
}

export function deleteSession(db: Database.Database, tokenHash: string): void {
  forgetSessions(db);
  stmt(db, 'DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
}

export function deleteExpiredSessions(db: Database.Database, nowIso: string): void {
  forgetSessions(db);
  stmt(db, 'DELETE FROM sessions WHERE expires_at <= ?').run(nowIso);
}

/** Ends every session of a user except the one whose hash is kept (null: all); returns how many ended. */
export function deleteSessionsOfUser(
  db: Database.Database,
  userId: string,
  keepTokenHash: string | null,
): number {
  forgetSessions(db);
  return stmt(db, 'DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?').run(userId, keepTokenHash)
    .changes;
}
