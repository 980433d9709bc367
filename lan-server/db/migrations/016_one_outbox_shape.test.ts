import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { findGroupEvent } from '../groupOutbox';
import { migrate } from '../migrate';
import { queuedInOrder, queueFigures } from '../outboxLifecycle';
import { MIGRATIONS } from './index';

/** A venue at version 15 in a group, with two events head office has and two still to send. */
function venueAt15(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS.slice(0, 15));
  db.prepare(
    "INSERT INTO group_link (id, hub_url, venue_id, password, joined_at) VALUES (1, 'nats://hub:4222', 'leeds', 'pw', '2026-06-01T00:00:00.000Z')",
  ).run();
  const add = db.prepare(
    `INSERT INTO group_outbox (id, venue_id, kind, body, occurred_at, sent_at, dedupe_key)
     VALUES (?, 'leeds', ?, ?, ?, ?, ?)`,
  );
  add.run(
    'e1',
    'booking_made',
    '{"kind":"booking_made","n":1}',
    '2026-06-01T10:00:00.000Z',
    '2026-06-01T10:00:01.000Z',
    null,
  );
  add.run(
    'e2',
    'booking_cancelled',
    '{"kind":"booking_cancelled","n":2}',
    '2026-06-01T11:00:00.000Z',
    '2026-06-01T11:00:01.000Z',
    null,
  );
  add.run(
    'e3',
    'booking_no_show',
    '{"kind":"booking_no_show","n":3}',
    '2026-06-01T12:00:00.000Z',
    null,
    'no_show:r1',
  );
  add.run(
    'e4',
    'session_started',
    '{"kind":"session_started","n":4}',
    '2026-06-01T13:00:00.000Z',
    null,
    null,
  );
  return db;
}

describe('migration 016: the group outbox in the outbox’s shape', () => {
  it('keeps every event, its seq and its body; the sent ones sent, the rest queued and due in order', () => {
    const db = venueAt15();
    const before = db
      .prepare(
        'SELECT seq, id, venue_id, kind, body, occurred_at, sent_at, dedupe_key FROM group_outbox ORDER BY seq',
      )
      .all();
    migrate(db);
    expect(
      db
        .prepare(
          'SELECT seq, id, venue_id, kind, body, occurred_at, sent_at, dedupe_key FROM group_outbox ORDER BY seq',
        )
        .all(),
    ).toEqual(before);
    expect(
      db
        .prepare(
          'SELECT id, status, attempts, next_attempt_at, created_at, last_error, failed_at FROM group_outbox ORDER BY seq',
        )
        .all(),
    ).toEqual([
      {
        id: 'e1',
        status: 'sent',
        attempts: 0,
        next_attempt_at: null,
        created_at: '2026-06-01T10:00:00.000Z',
        last_error: null,
        failed_at: null,
      },
      {
        id: 'e2',
        status: 'sent',
        attempts: 0,
        next_attempt_at: null,
        created_at: '2026-06-01T11:00:00.000Z',
        last_error: null,
        failed_at: null,
      },
      {
        id: 'e3',
        status: 'queued',
        attempts: 0,
        next_attempt_at: '2026-06-01T12:00:00.000Z',
        created_at: '2026-06-01T12:00:00.000Z',
        last_error: null,
        failed_at: null,
      },
      {
        id: 'e4',
        status: 'queued',
        attempts: 0,
        next_attempt_at: '2026-06-01T13:00:00.000Z',
        created_at: '2026-06-01T13:00:00.000Z',
        last_error: null,
        failed_at: null,
      },
    ]);
    // What the relay sends next, and what Settings shows, read the migrated rows as any others.
    expect(queuedInOrder(db, 'group', 10)).toEqual([
      { id: 'e3', attempts: 0 },
      { id: 'e4', attempts: 0 },
    ]);
    expect(queueFigures(db, 'group')).toEqual({
      queued: 2,
      oldestQueuedAt: '2026-06-01T12:00:00.000Z',
      lastSentAt: '2026-06-01T11:00:01.000Z',
    });
    expect(findGroupEvent(db, 'e3')).toMatchObject({ seq: 3, venueId: 'leeds', kind: 'booking_no_show' });
  });

  it('keeps the no-show dedupe: a key already used still records nothing', () => {
    const db = venueAt15();
    migrate(db);
    const again = db
      .prepare(
        `INSERT INTO group_outbox (id, venue_id, kind, body, occurred_at, dedupe_key, status, attempts, next_attempt_at, created_at)
         VALUES ('e5', 'leeds', 'booking_no_show', '{}', '2026-06-02T00:00:00.000Z', 'no_show:r1', 'queued', 0, '2026-06-02T00:00:00.000Z', '2026-06-02T00:00:00.000Z')
         ON CONFLICT DO NOTHING`,
      )
      .run();
    expect(again.changes).toBe(0);
  });
});
