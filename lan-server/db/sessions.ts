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
  return stmt(
    db,
    `SELECT s.token_hash, s.expires_at, u.id AS user_id, u.username, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
  ).get(tokenHash) as SessionWithUser | undefined;
}

export function deleteSession(db: Database.Database, tokenHash: string): void {
  stmt(db, 'DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
}

export function deleteExpiredSessions(db: Database.Database, nowIso: string): void {
  stmt(db, 'DELETE FROM sessions WHERE expires_at <= ?').run(nowIso);
}

/** Ends every session of a user except the one whose hash is kept (null: all); returns how many ended. */
export function deleteSessionsOfUser(
  db: Database.Database,
  userId: string,
  keepTokenHash: string | null,
): number {
  return stmt(db, 'DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?').run(userId, keepTokenHash)
    .changes;
}
