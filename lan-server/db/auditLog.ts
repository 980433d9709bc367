import type Database from 'better-sqlite3';
import type { AuditAction, AuditEntry } from '../../shared/api/privacy';
import { stmt } from './sql';

/** One audit line: `detail` says what was done in words, never the personal data it was done to. */
export function insertAudit(db: Database.Database, entry: AuditEntry & { action: AuditAction }): void {
  stmt(
    db,
    'INSERT INTO audit_log (at, actor, action, detail, affected) VALUES (@at, @actor, @action, @detail, @affected)',
  ).run(entry);
}

/** The newest audit lines first. */
export function recentAudit(db: Database.Database, limit: number): AuditEntry[] {
  return stmt(
    db,
    'SELECT at, actor, action, detail, affected FROM audit_log ORDER BY at DESC, id DESC LIMIT ?',
  ).all(limit) as AuditEntry[];
}
