import type Database from 'better-sqlite3';
import { HEALTH_COUNT_CAP } from '../../shared/ops/health';
import { stmt } from './sql';

/**
 * What the health check and Settings → E-mail ask of the e-mail outbox beyond its queue (whose figures are
 * the outbox's status, db/outboxLifecycle.ts). The statement reads a range of a partial index (migration
 * 010) with a LIMIT, so its cost depends on how many messages newly failed, never on how many the venue ever
 * sent: /healthz answers as fast at five years as on the first night. `lan-server/test/outboxAtAnyAge.test.ts`
 * checks each plan, so a statement added here without an index fails there.
 */
export const OUTBOX_HEALTH_SQL = {
  /** Confirmations the mail server refused after `since` (up to the cap). */
  failed: `SELECT COUNT(*) AS n FROM (
             SELECT 1 FROM outbox INDEXED BY outbox_confirmation_failures
              WHERE kind = 'booking_confirmation' AND failed_at IS NOT NULL AND failed_at > @since
              LIMIT @cap)`,
} as const;

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
