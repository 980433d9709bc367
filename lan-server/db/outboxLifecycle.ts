import type Database from 'better-sqlite3';
import { stmt } from './sql';

/**
 * The life of a message that must leave the box, the same in every outbox table (docs/architecture.md,
 * 'The outbox'). Each channel keeps its messages in a table of its own — what a message carries differs
 * (an e-mail's address and subject, which retention and erasure scrub; an event's JSON for head office) —
 * and every such table has the same lifecycle columns, which this module alone writes:
 *
 * - `id` — the message's identity at the far end too (the e-mail's Message-ID, the event's Nats-Msg-Id);
 * - `status` — queued → sent, or queued → failed for good;
 * - `attempts`, `next_attempt_at` — counted and pushed back before each attempt is made;
 * - `created_at`, `sent_at`, `failed_at` (null for a message stopped on purpose), `last_error`;
 * - the table's rowid, the order messages were written in.
 *
 * A table name below comes from the closed list `OUTBOX_TABLES`, never from input.
 */
export const OUTBOX_TABLES = {
  /** Confirmation and test e-mails (migration 005). */
  mail: { table: 'outbox', receipt: 'message_id' },
  /** Events for the group's head office (migrations 012 and 016). */
  group: { table: 'group_outbox', receipt: null },
} as const;

export type OutboxChannel = keyof typeof OUTBOX_TABLES;
export const OUTBOX_CHANNELS = Object.keys(OUTBOX_TABLES) as OutboxChannel[];

/** What the worker needs to know of a queued message to try it. */
export interface OutboxRef {
  id: string;
  attempts: number;
}

const tableOf = (channel: OutboxChannel) => OUTBOX_TABLES[channel].table;

/** One message, while it is still queued. */
export function findQueued(db: Database.Database, channel: OutboxChannel, id: string): OutboxRef | undefined {
  return stmt(db, `SELECT id, attempts FROM ${tableOf(channel)} WHERE id = ? AND status = 'queued'`).get(
    id,
  ) as OutboxRef | undefined;
}

/** The queued message that has waited longest among those due by `nowIso` (messages that go each on their own). */
export function nextDue(
  db: Database.Database,
  channel: OutboxChannel,
  nowIso: string,
): OutboxRef | undefined {
  return stmt(
    db,
    `SELECT id, attempts FROM ${tableOf(channel)} WHERE status = 'queued' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, created_at LIMIT 1`,
  ).get(nowIso) as OutboxRef | undefined;
}

/** The first `limit` queued messages in the order they were written (messages that go in order). */
export function queuedInOrder(db: Database.Database, channel: OutboxChannel, limit: number): OutboxRef[] {
  return stmt(
    db,
    `SELECT id, attempts FROM ${tableOf(channel)} WHERE status = 'queued' ORDER BY rowid LIMIT ?`,
  ).all(limit) as OutboxRef[];
}

/**
 * Claims one attempt before it is made: the attempt is counted and the next try pushed back to
 * `retryAtIso`, so a crash in the middle of sending retries later rather than at once and for ever. Claimed
 * only if nobody counted an attempt since the row was read: two attempts never both send it.
 */
export function claimAttempt(
  db: Database.Database,
  channel: OutboxChannel,
  ref: OutboxRef,
  retryAtIso: string,
): boolean {
  const result = stmt(
    db,
    `UPDATE ${tableOf(channel)} SET attempts = attempts + 1, next_attempt_at = ?
     WHERE id = ? AND status = 'queued' AND attempts = ?`,
  ).run(retryAtIso, ref.id, ref.attempts);
  return result.changes === 1;
}

/** The far end took it; `receipt` is what it called it, kept where the channel has a column for it. */
export function markSent(
  db: Database.Database,
  channel: OutboxChannel,
  id: string,
  sentAtIso: string,
  receipt: string | null,
): void {
  const { table, receipt: column } = OUTBOX_TABLES[channel];
  const setReceipt = column ? `, ${column} = @receipt` : '';
  stmt(
    db,
    `UPDATE ${table} SET status = 'sent', sent_at = @at${setReceipt}, next_attempt_at = NULL, last_error = NULL
     WHERE id = @id`,
  ).run(column ? { id, at: sentAtIso, receipt } : { id, at: sentAtIso });
}

/**
 * Marks a message failed for good. `failedAtIso` is when delivery failed (the far end refused it); null for
 * a message stopped on purpose (an e-mail's booking cancelled before it went out), which the health check
 * never warns about. Only a message still queued: one stopped meanwhile (an e-mail erased at the customer's
 * request while its send was under way) stays as it was stopped.
 */
export function markFailed(
  db: Database.Database,
  channel: OutboxChannel,
  id: string,
  reason: string,
  failedAtIso: string | null,
): void {
  stmt(
    db,
    `UPDATE ${tableOf(channel)} SET status = 'failed', next_attempt_at = NULL, last_error = ?, failed_at = ?
     WHERE id = ? AND status = 'queued'`,
  ).run(reason, failedAtIso, id);
}

/** Records why the last try did not go through; the message stays queued for `retryAtIso`. */
export function noteRetry(
  db: Database.Database,
  channel: OutboxChannel,
  id: string,
  reason: string,
  retryAtIso: string,
): void {
  stmt(
    db,
    `UPDATE ${tableOf(channel)} SET last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'queued'`,
  ).run(reason, retryAtIso, id);
}

/**
 * What a status screen shows of a channel's queue. Both statements read a partial index (the queued
 * messages; the sent ones by time), so their cost follows what waits, never how much the venue ever sent
 * (lan-server/test/outboxAtAnyAge.test.ts checks the plans).
 */
export const OUTBOX_STATUS_SQL = {
  queued: (channel: OutboxChannel) =>
    `SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM ${tableOf(channel)} WHERE status = 'queued'`,
  lastSent: (channel: OutboxChannel) =>
    `SELECT MAX(sent_at) AS at FROM ${tableOf(channel)} WHERE sent_at IS NOT NULL`,
} as const;

export interface QueueFigures {
  queued: number;
  oldestQueuedAt: string | null;
  lastSentAt: string | null;
}

export function queueFigures(db: Database.Database, channel: OutboxChannel): QueueFigures {
  const queued = stmt(db, OUTBOX_STATUS_SQL.queued(channel)).get() as { n: number; oldest: string | null };
  const sent = stmt(db, OUTBOX_STATUS_SQL.lastSent(channel)).get() as { at: string | null };
  return { queued: queued.n, oldestQueuedAt: queued.oldest, lastSentAt: sent.at };
}
