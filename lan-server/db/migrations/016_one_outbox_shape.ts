import type { Migration } from './migration';

/**
 * One outbox (docs/architecture.md, 'The outbox'): the group outbox takes the lifecycle columns the e-mail
 * outbox has had since migrations 005 and 010, so one worker sends both the same way — `status` (queued →
 * sent, or failed), `attempts` and `next_attempt_at` counted before each attempt, `last_error`,
 * `failed_at`, and `created_at` (an event is queued when its change happens, so it starts as its
 * `occurred_at`). Every event already there keeps its id, its seq and its body; those already sent are
 * `sent`, the rest `queued` and due at once.
 *
 * Indexes: the queued events in seq order (what the relay sends next, and the queue's length) replace the
 * unsent ones; each table's sent messages by time answer "last sent" from the end of an index, not a scan of
 * five years of messages.
 */
export const oneOutboxShape: Migration = {
  version: 16,
  name: 'group outbox in the outbox shape',
  up(db) {
    db.exec(`
      ALTER TABLE group_outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'sent', 'failed'));
      ALTER TABLE group_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0);
      ALTER TABLE group_outbox ADD COLUMN next_attempt_at TEXT;
      ALTER TABLE group_outbox ADD COLUMN created_at TEXT;
      ALTER TABLE group_outbox ADD COLUMN last_error TEXT;
      ALTER TABLE group_outbox ADD COLUMN failed_at TEXT;
      UPDATE group_outbox SET created_at = occurred_at,
        status = CASE WHEN sent_at IS NULL THEN 'queued' ELSE 'sent' END,
        next_attempt_at = CASE WHEN sent_at IS NULL THEN occurred_at END;
      DROP INDEX group_outbox_unsent;
      CREATE INDEX group_outbox_queued ON group_outbox(seq) WHERE status = 'queued';
      CREATE INDEX group_outbox_sent_by_time ON group_outbox(sent_at) WHERE sent_at IS NOT NULL;
      CREATE INDEX outbox_sent_by_time ON outbox(sent_at) WHERE sent_at IS NOT NULL;
    `);
  },
};
