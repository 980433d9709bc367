import type Database from 'better-sqlite3';
import { HEALTH_COUNT_CAP } from '../../shared/ops/health';
import { stmt } from './sql';

/**
 * What the health check and Settings → E-mail ask the outbox. Every statement reads a range of a partial
 * index (migration 010) with a LIMIT, so its cost depends on how many messages are waiting or newly failed,
 * never on how many the venue ever sent: /healthz answers as fast at five years as on the first night.
 * `lan-server/test/outboxAtAnyAge.test.ts` checks each plan, so a statement added here without an index fails
 * there.
 */
export const OUTBOX_HEALTH_SQL = {
  /** How many messages wait (up to the cap) and since when: the oldest come first in the index. */
  queued: `SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM (
             SELECT created_at FROM outbox INDEXED BY outbox_queued_by_age
              WHERE status = 'queued' ORDER BY created_at LIMIT @cap)`,
  /** Confirmations the mail server refused after `since` (up to the cap). */
  failed: `SELECT COUNT(*) AS n FROM (
             SELECT 1 FROM outbox INDEXED BY outbox_confirmation_failures
              WHERE kind = 'booking_confirmation' AND failed_at IS NOT NULL AND failed_at > @since
              LIMIT @cap)`,
} as const;

export function queuedOutbox(db: Database.Database): { queued: number; oldestQueuedAt: string | null } {
  const row = stmt(db, OUTBOX_HEALTH_SQL.queued).get({ cap: HEALTH_COUNT_CAP }) as {
    n: number;
    oldest: string | null;
  };
  return { queued: row.n, oldestQueuedAt: row.oldest };
}

export function failedConfirmationsSince(db: Database.Database, sinceIso: string): number {
  return (stmt(db, OUTBOX_HEALTH_SQL.failed).get({ since: sinceIso, cap: HEALTH_COUNT_CAP }) as { n: number })
    .n;
}

/** When, and by whom, staff last marked the failed e-mails as seen (null: never). */
export interface FailuresSeen {
  at: string | null;
  by: string | null;
}

export function readFailuresSeen(db: Database.Database): FailuresSeen {
  const row = stmt(
    db,
    'SELECT failures_seen_at AS at, failures_seen_by AS by FROM mail_settings WHERE id = 1',
  ).get() as FailuresSeen | undefined;
  return row ?? { at: null, by: null };
}

export function writeFailuresSeen(db: Database.Database, seen: { at: string; by: string }): void {
  stmt(db, 'UPDATE mail_settings SET failures_seen_at = @at, failures_seen_by = @by WHERE id = 1').run(seen);
}
