import type { Migration } from './migration';

/**
 * Confirmation e-mail (docs/email.md). Three tables, so that a booking and its message are written together
 * and the message survives a restart or a pulled plug:
 *
 * - `outbox`: one row per message to send. A booking's confirmation is written in the booking's own
 *   transaction; the partial unique index makes "one confirmation per booking" the database's rule too.
 *   `status` moves queued → sent, or queued → failed on a permanent refusal; `next_attempt_at` is when
 *   the sender may try a queued row again (exponential backoff after a transient failure).
 * - `mail_settings`: the venue's one row of SMTP settings, the public booking address used in cancel links,
 *   and the online-cancel cut-off. Kept out of the `settings` row on purpose: GET /api/settings can then
 *   never leak the SMTP password, and the booking settings stay as the API lists them.
 * - `cancel_tokens`: the customer's cancel link. Only a SHA-256 hash of the 128-bit token is stored; a
 *   token is good for one purpose (cancelling that booking) and is used at most once.
 */
export const outboxSchema: Migration = {
  version: 5,
  name: 'outbox, mail settings and cancel tokens',
  up(db) {
    db.exec(`
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('booking_confirmation', 'test')),
        reservation_id TEXT REFERENCES reservations(id),
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        last_error TEXT,
        message_id TEXT,
        CHECK (kind = 'test' OR reservation_id IS NOT NULL)
      ) STRICT;
      CREATE UNIQUE INDEX outbox_one_confirmation_per_booking ON outbox(reservation_id)
        WHERE kind = 'booking_confirmation';
      CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
      CREATE INDEX outbox_newest ON outbox(created_at);

      CREATE TABLE mail_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        smtp_host TEXT NOT NULL DEFAULT '',
        smtp_port INTEGER NOT NULL DEFAULT 587 CHECK (smtp_port BETWEEN 1 AND 65535),
        smtp_secure INTEGER NOT NULL DEFAULT 0 CHECK (smtp_secure IN (0, 1)),
        smtp_user TEXT NOT NULL DEFAULT '',
        smtp_password TEXT NOT NULL DEFAULT '',
        from_address TEXT NOT NULL DEFAULT '',
        public_url TEXT NOT NULL DEFAULT '',
        cancel_cutoff_minutes INTEGER NOT NULL DEFAULT 120 CHECK (cancel_cutoff_minutes >= 0),
        updated_at TEXT
      ) STRICT;
      INSERT INTO mail_settings (id) VALUES (1);

      CREATE TABLE cancel_tokens (
        token_hash TEXT PRIMARY KEY,
        reservation_id TEXT NOT NULL REFERENCES reservations(id),
        purpose TEXT NOT NULL CHECK (purpose = 'cancel_booking'),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX cancel_tokens_by_reservation ON cancel_tokens(reservation_id);
    `);
  },
};
