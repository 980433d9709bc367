import type Database from 'better-sqlite3';
import type { OutboxEntry, OutboxKind, OutboxStatus } from '../../shared/api/mail';
import { stmt } from './sql';

/** The e-mail outbox (migration 005): one row per message; its lifecycle is db/outboxLifecycle.ts's. */

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

/** A new queued e-mail, due at once (the mail channel's record; outbox/outbox.ts calls it). */
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

/** The staff list: newest first. */
export function listOutbox(db: Database.Database, limit: number): OutboxEntry[] {
  return (
    stmt(db, 'SELECT * FROM outbox ORDER BY created_at DESC, rowid DESC LIMIT ?').all(limit) as OutboxRow[]
  ).map(toEntry);
}
