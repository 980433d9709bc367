import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { readFailuresSeen } from '../outboxHealth';
import { MIGRATIONS } from './index';

/** A venue at version 9 whose outbox holds each kind of failed message, upgraded to migration 010. */
function upgradedVenue(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS.slice(0, 9));
  db.prepare("INSERT INTO lanes (id, number, name) VALUES (1, 1, '')").run();
  db.prepare(
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, status, created_at)
     VALUES ('r1', 1, 'Ada', 2, '2026-06-10T16:00:00.000Z', '2026-06-10T17:00:00.000Z', 'completed',
             '2026-06-01T00:00:00.000Z')`,
  ).run();
  const add = db.prepare(
    `INSERT INTO outbox (id, kind, reservation_id, recipient, subject, status, created_at, last_error)
     VALUES (?, ?, ?, 'ada@example.com', 's', ?, ?, ?)`,
  );
  add.run('refused', 'booking_confirmation', 'r1', 'failed', '2026-06-01T00:00:00.000Z', '550 No such user');
  add.run('refused-then-erased', 'test', null, 'failed', '2026-06-02T00:00:00.000Z', null);
  add.run(
    'cancelled',
    'test',
    null,
    'failed',
    '2026-06-03T00:00:00.000Z',
    'The booking was cancelled before the confirmation was sent',
  );
  add.run(
    'started',
    'test',
    null,
    'failed',
    '2026-06-04T00:00:00.000Z',
    'The booking had started before the confirmation could be sent',
  );
  add.run(
    'retention',
    'test',
    null,
    'failed',
    '2026-06-05T00:00:00.000Z',
    'Contact details removed under the retention setting',
  );
  add.run(
    'erased',
    'test',
    null,
    'failed',
    '2026-06-06T00:00:00.000Z',
    "Contact details erased at the customer's request",
  );
  add.run('sent', 'test', null, 'sent', '2026-06-07T00:00:00.000Z', null);
  migrate(db);
  return db;
}

describe('migration 010: outbox failures by time', () => {
  it('dates the failures the mail server caused from when they were queued, and no message stopped on purpose', () => {
    const db = upgradedVenue();
    expect(db.prepare('SELECT id, failed_at AS failedAt FROM outbox ORDER BY created_at').all()).toEqual([
      { id: 'refused', failedAt: '2026-06-01T00:00:00.000Z' },
      { id: 'refused-then-erased', failedAt: '2026-06-02T00:00:00.000Z' },
      { id: 'cancelled', failedAt: null },
      { id: 'started', failedAt: null },
      { id: 'retention', failedAt: null },
      { id: 'erased', failedAt: null },
      { id: 'sent', failedAt: null },
    ]);
  });

  it('adds the indexes the health check and the retention run read, and nobody has marked failures as seen yet', () => {
    const db = upgradedVenue();
    const indexes = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox'").all() as {
        name: string;
      }[]
    ).map((r) => r.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'outbox_confirmation_failures',
        'outbox_queued_by_age',
        'outbox_tests_with_address',
      ]),
    );
    expect(readFailuresSeen(db)).toEqual({ at: null, by: null });
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(10);
  });
});
