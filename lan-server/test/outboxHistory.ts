import type Database from 'better-sqlite3';
import { ANONYMISED_NAME, DEFAULT_RETENTION_MONTHS, retentionCutoff } from '../../shared/privacy/retention';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface OutboxHistory {
  reservations: number;
  messages: number;
  /** Failures, all older than the health check's week: history, never a warning. */
  oldFailures: number;
}

/**
 * Years of bookings, each with its confirmation, as the daily jobs would have left them (bench/scaleSeed
 * does the same for the venue's other tables): bookings past the default retention period anonymised and
 * their messages scrubbed, the rest still carrying their contact; about one message in thirty refused by
 * the mail server on its day, one a week a test e-mail. Finished bookings, so the overlap trigger (active
 * bookings only) is not in the way. One transaction; deterministic.
 */
export function seedOutboxHistory(
  db: Database.Database,
  now: Date,
  { years = 5, perDay = 20 }: { years?: number; perDay?: number } = {},
): OutboxHistory {
  const cutoff = retentionCutoff(now, 'Europe/London', DEFAULT_RETENTION_MONTHS).getTime();
  const booking = db.prepare(
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
       contact_info, email_address, status, created_at, anonymised_at)
     VALUES (@id, @lane, @name, 2, @start, @end, 60, @phone, @email, 'completed', @created, @anonymised)`,
  );
  const message = db.prepare(
    `INSERT INTO outbox (id, kind, reservation_id, recipient, subject, status, attempts, created_at, sent_at,
       last_error, failed_at)
     VALUES (@id, @kind, @reservation, @recipient, @subject, @status, 1, @created, @sent, @error, @failed)`,
  );
  const days = Math.round(years * 365.25);
  let n = 0;
  let oldFailures = 0;
  db.transaction(() => {
    for (let d = days; d >= 1; d--) {
      const opening = now.getTime() - d * DAY_MS;
      for (let i = 0; i < perDay; i++) {
        n++;
        const start = opening + (i % 10) * 3_600_000;
        const created = start - 3 * DAY_MS;
        const scrubbed = start < cutoff;
        // Nothing failed in the last fortnight: a test adds its own new failures.
        const failed = n % 30 === 0 && d > 14;
        if (failed) oldFailures++;
        const id = `h${n}`;
        booking.run({
          id,
          lane: 1 + (i % 10),
          name: scrubbed ? ANONYMISED_NAME : `Customer ${n}`,
          start: iso(start),
          end: iso(start + 3_600_000),
          phone: scrubbed ? null : `07700 9${String(n % 100_000).padStart(5, '0')}`,
          email: scrubbed ? null : `customer${n}@example.com`,
          created: iso(created),
          anonymised: scrubbed ? iso(start + 731 * DAY_MS) : null,
        });
        message.run({
          id: `m${n}`,
          kind: 'booking_confirmation',
          reservation: id,
          recipient: scrubbed ? '' : `customer${n}@example.com`,
          subject: scrubbed ? '' : 'Your lane booking at Doubletop Darts',
          status: failed ? 'failed' : 'sent',
          created: iso(created),
          sent: failed ? null : iso(created + 1000),
          error: failed && !scrubbed ? '550 Mailbox unavailable' : null,
          failed: failed ? iso(created + 60_000) : null,
        });
      }
      if (d % 7 === 0) {
        n++;
        const created = opening;
        message.run({
          id: `t${n}`,
          kind: 'test',
          reservation: null,
          recipient: created < cutoff ? '' : 'owner@venue.test',
          subject: created < cutoff ? '' : 'Test e-mail from Doubletop Darts',
          status: 'sent',
          created: iso(created),
          sent: iso(created + 1000),
          error: null,
          failed: null,
        });
      }
    }
  })();
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return {
    reservations: count('SELECT COUNT(*) AS n FROM reservations'),
    messages: count('SELECT COUNT(*) AS n FROM outbox'),
    oldFailures,
  };
}
