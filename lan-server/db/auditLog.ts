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

/** Whether this very line is in the log (the erasure journal puts back the lines a restore dropped). */
export function hasAudit(db: Database.Database, entry: AuditEntry & { action: AuditAction }): boolean {
  return (
    stmt(
      db,
      'SELECT 1 FROM audit_log WHERE at = @at AND actor = @actor AND action = @action AND detail = @detail',
    ).get({ at: entry.at, actor: entry.actor, action: entry.action, detail: entry.detail }) !== undefined
  );
}
