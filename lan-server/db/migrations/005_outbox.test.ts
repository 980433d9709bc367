import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { MIGRATIONS } from './index';
import { insertOutbox } from '../outbox';
import { readMailSettings } from '../mailSettings';

/** A venue at version 4 with one booking, upgraded to migration 005. */
function upgradedVenue(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS.slice(0, 4));
  db.prepare("INSERT INTO lanes (id, number, name) VALUES (1, 1, '')").run();
  db.prepare(
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, created_at)
     VALUES ('r1', 1, 'Ada', 2, '2026-06-10T16:00:00.000Z', '2026-06-10T17:00:00.000Z', '2026-06-01T00:00:00.000Z')`,
  ).run();
  migrate(db);
  return db;
}

const confirmation = (id: string, reservationId: string | null) => ({
  id,
  kind: 'booking_confirmation' as const,
  reservationId,
  recipient: 'ada@example.com',
  subject: 'Your lane booking',
  createdAt: '2026-06-01T00:00:00.000Z',
});

describe('migration 005: outbox, mail settings, cancel tokens', () => {
  it('keeps the bookings and starts with e-mail off and a 2-hour cut-off', () => {
    const db = upgradedVenue();
    expect(db.prepare('SELECT COUNT(*) AS n FROM reservations').get()).toEqual({ n: 1 });
    expect(readMailSettings(db)).toMatchObject({ smtpHost: '', smtpPort: 587, cancelCutoffMinutes: 120 });
  });

  it('the database itself allows one confirmation per booking, and none without a booking', () => {
    const db = upgradedVenue();
    insertOutbox(db, confirmation('m1', 'r1'));
    expect(() => insertOutbox(db, confirmation('m2', 'r1'))).toThrow(/UNIQUE/);
    expect(() => insertOutbox(db, confirmation('m3', null))).toThrow(/CHECK/);
    expect(() => insertOutbox(db, confirmation('m4', 'no-such-booking'))).toThrow(/FOREIGN KEY/);
  });

  it('an outbox status is queued, sent or failed, nothing else', () => {
    const db = upgradedVenue();
    insertOutbox(db, confirmation('m1', 'r1'));
    expect(() => db.prepare("UPDATE outbox SET status = 'delivered'").run()).toThrow(/CHECK/);
  });
});
