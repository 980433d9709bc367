import type Database from 'better-sqlite3';
import type { Role } from '../../shared/api/auth';
import { forgetSessions } from './sessions';
import { stmt } from './sql';

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  role: Role;
  created_at: string;
  /** Their own language, or null to follow the venue's (docs/i18n.md). */
  language?: string | null;
}

export function findUserByUsername(db: Database.Database, username: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
}

export function findUserById(db: Database.Database, id: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function insertUser(db: Database.Database, user: UserRow): void {
  forgetSessions(db);
  stmt(
    db,
    'INSERT INTO users (id, username, password_hash, role, created_at) VALUES (@id, @username, @password_hash, @role, @created_at)',
  ).run(user);
}

/** The users who may sign in at the front desk (staff and admin), by name. */
export function listStaffUsers(db: Database.Database): Pick<UserRow, 'id' | 'username' | 'role'>[] {
  return stmt(
    db,
    "SELECT id, username, role FROM users WHERE role IN ('staff', 'admin') ORDER BY username",
  ).all() as Pick<UserRow, 'id' | 'username' | 'role'>[];
}

export function updatePasswordHash(db: Database.Database, id: string, passwordHash: string): void {
  forgetSessions(db);
  stmt(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
}

/** A staff member's own language: null follows the venue's. */
export function updateUserLanguage(db: Database.Database, id: string, language: string | null): void {
  stmt(db, 'UPDATE users SET language = ? WHERE id = ?').run(language, id);
}
