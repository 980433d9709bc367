import type { Migration } from './migration';

/**
 * The outbox stays cheap, and its warnings stay true, five years on.
 *
 * - `outbox.failed_at`: when the mail server refused a message (or a test could not be delivered). A
 *   message stopped on purpose — its booking cancelled or started before it went out, its contact details
 *   removed by retention or an erasure — is failed without one: nobody needs warning about it. The
 *   failures already there are dated from when they were queued (the best the old rows know), so a
 *   venue's old failures fall outside the health check's window at once instead of warning for a week.
 * - `outbox_confirmation_failures`: the health check counts only the confirmations that failed since staff
 *   last marked failures as seen, within the last few days: a range of this index, never the whole table.
 * - `outbox_queued_by_age`: the health check's "how many waiting, since when" reads only queued rows.
 * - `outbox_tests_with_address`: the retention job finds test e-mails that still carry an address without
 *   walking the messages it already scrubbed (a booking's messages are found through its booking).
 * - `mail_settings.failures_seen_at/_by`: when, and by whom, staff last marked the failures as seen.
 *
 * Shipped text: the reasons below are the sentences the sender and the privacy stores wrote until now.
 */
export const outboxAtAnyAge: Migration = {
  version: 10,
  name: 'outbox failures by time, queued and test indexes',
  up(db) {
    db.exec(`
      ALTER TABLE outbox ADD COLUMN failed_at TEXT;
      UPDATE outbox SET failed_at = created_at
        WHERE status = 'failed' AND COALESCE(last_error, '') NOT IN (
          'The booking was cancelled before the confirmation was sent',
          'The booking had started before the confirmation could be sent',
          'Contact details removed under the retention setting',
          'Contact details erased at the customer''s request'
        );
      CREATE INDEX outbox_confirmation_failures ON outbox(failed_at)
        WHERE kind = 'booking_confirmation' AND failed_at IS NOT NULL;
      CREATE INDEX outbox_queued_by_age ON outbox(created_at) WHERE status = 'queued';
      CREATE INDEX outbox_tests_with_address ON outbox(created_at) WHERE kind = 'test' AND recipient <> '';

      ALTER TABLE mail_settings ADD COLUMN failures_seen_at TEXT;
      ALTER TABLE mail_settings ADD COLUMN failures_seen_by TEXT;
    `);
  },
};
