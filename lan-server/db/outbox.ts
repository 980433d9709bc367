import type Database from 'better-sqlite3';
import type { OutboxEntry, OutboxKind, OutboxStatus } from '../../shared/api/mail';
import { stmt } from './sql';

interface OutboxRow {
  id: string;
  kind: OutboxKind;
  reservation_id: string | null;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
  message_id: string | null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    reservationId: row.reservation_id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    messageId: row.message_id,
  };
}

export interface OutboxInsert {
  id: string;
  kind: OutboxKind;
  reservationId: string | null;
  recipient: string;
  subject: string;
  createdAt: string;
}

/** A new queued message, due at once. */
export function insertOutbox(db: Database.Database, m: OutboxInsert): void {
  stmt(
    db,
    `INSERT INTO outbox (id, kind, reservation_id, recipient, subject, status, attempts, next_attempt_at, created_at)
     VALUES (@id, @kind, @reservation_id, @recipient, @subject, 'queued', 0, @created_at, @created_at)`,
  ).run({
    id: m.id,
    kind: m.kind,
    reservation_id: m.reservationId,
    recipient: m.recipient,
    subject: m.subject,
    created_at: m.createdAt,
  });
}

export function findOutbox(db: Database.Database, id: string): OutboxEntry | undefined {
  const row = stmt(db, 'SELECT * FROM outbox WHERE id = ?').get(id) as OutboxRow | undefined;
  return row ? toEntry(row) : undefined;
}

/** The queued message that has waited longest among those due by `nowIso`, if any. */
export function nextDueOutbox(db: Database.Database, nowIso: string): OutboxEntry | undefined {
  const row = stmt(
    db,
    `SELECT * FROM outbox WHERE status = 'queued' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, created_at LIMIT 1`,
  ).get(nowIso) as OutboxRow | undefined;
  return row ? toEntry(row) : undefined;
}

/** The staff list: newest first. */
export function listOutbox(db: Database.Database, limit: number): OutboxEntry[] {
  return (
    stmt(db, 'SELECT * FROM outbox ORDER BY created_at DESC, rowid DESC LIMIT ?').all(limit) as OutboxRow[]
  ).map(toEntry);
}

/**
 * Claims one attempt before it is made: the attempt is counted and the next try pushed back by the
 * backoff, so a crash in the middle of sending retries later rather than at once and for ever.
 */
export function claimAttempt(
  db: Database.Database,
  entry: { id: string; attempts: number },
  retryAtIso: string,
): boolean {
  // Claimed only if nobody counted an attempt since the row was read: two senders never both send it.
  const result = stmt(
    db,
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
     WHERE id = ? AND status = 'queued' AND attempts = ?`,
  ).run(retryAtIso, entry.id, entry.attempts);
  return result.changes === 1;
}

export function markSent(db: Database.Database, id: string, sentAtIso: string, messageId: string): void {
  stmt(
    db,
    `UPDATE outbox SET status = 'sent', sent_at = ?, message_id = ?, next_attempt_at = NULL, last_error = NULL
     WHERE id = ?`,
  ).run(sentAtIso, messageId, id);
}

/**
 * Marks a message failed for good. `failedAtIso` is when delivery failed (the mail server refused it);
 * null for a message stopped on purpose (its booking cancelled or started before it went out), which the
 * health check never warns about (migration 010). Only a message still queued: one erased at the
 * customer's request while its send was under way stays stopped, and a refusal that arrives afterwards for
 * an address nobody holds any more is not a failure to warn about.
 */
export function markFailed(
  db: Database.Database,
  id: string,
  reason: string,
  failedAtIso: string | null,
): void {
  stmt(
    db,
    `UPDATE outbox SET status = 'failed', next_attempt_at = NULL, last_error = ?, failed_at = ?
     WHERE id = ? AND status = 'queued'`,
  ).run(reason, failedAtIso, id);
}

/** Records why the last try did not go through; the message stays queued for `retryAtIso`. */
export function noteRetry(db: Database.Database, id: string, reason: string, retryAtIso: string): void {
  stmt(db, `UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'queued'`).run(
    reason,
    retryAtIso,
    id,
  );
}
