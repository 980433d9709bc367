import type { Migration } from './migration';

/**
 * A venue group (docs/venue-group.md). `group_link` is the venue's membership (one row, or none: a venue in no
 * group writes nothing and connects nowhere). `group_outbox` holds each event for head office, written in the
 * same transaction as the change it reports; the relay (lan-server/group/relay.ts) publishes unsent rows in
 * `seq` order with the row's `id` as the message id and sets `sent_at` once the hub's stream acknowledged it.
 * `dedupe_key` keeps an event that a job finds rather than a request makes (a booking's no-show) to one row.
 */
export const groupOutbox: Migration = {
  version: 12,
  name: 'venue group outbox',
  up(db) {
    db.exec(`
      CREATE TABLE group_link (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        hub_url TEXT NOT NULL,
        venue_id TEXT NOT NULL,
        password TEXT NOT NULL,
        joined_at TEXT NOT NULL
      );
      CREATE TABLE group_outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        venue_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        body TEXT NOT NULL,
        occurred_at TEXT NOT NULL,
        sent_at TEXT,
        dedupe_key TEXT UNIQUE
      );
      CREATE INDEX group_outbox_unsent ON group_outbox(seq) WHERE sent_at IS NULL;
    `);
  },
};
