import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, startTestServer, type TestServer } from './harness';

const open: TestServer[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

describe('restart', () => {
  it('keeps users, sessions, lanes and settings, and seeds nothing twice', async () => {
    const first = await startTestServer();
    const cookie = await first.signIn();
    first.server.db.prepare("UPDATE lanes SET name = 'The Oche' WHERE number = 1").run();
    await first.stop();

    // A different env password on restart must not change the existing user.
    const second = await startTestServer({ dataDir: first.dataDir, staffPassword: 'another' });
    open.push(second);
    expect((await second.lan('/api/auth/me', { cookie })).status).toBe(200);
    const login = await second.lan('/api/auth/login', {
      method: 'POST',
      json: { username: 'staff', password: STAFF_PASSWORD },
    });
    expect(login.status).toBe(200);
    const lanes = second.server.db.prepare('SELECT number, name FROM lanes ORDER BY number').all() as {
      number: number;
      name: string;
    }[];
    expect(lanes).toHaveLength(10);
    expect(lanes[0]?.name).toBe('The Oche');
    expect(second.server.db.prepare('SELECT COUNT(*) AS n FROM settings').get()).toEqual({ n: 1 });
    expect(second.server.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 2 });
    rmSync(first.dataDir, { recursive: true, force: true });
  });

  it('first run seeds lanes 1–10 and the default settings', async () => {
    const t = await startTestServer();
    open.push(t);
    const db = t.server.db;
    expect(db.prepare('SELECT COUNT(*) AS n FROM lanes').get()).toEqual({ n: 10 });
    const s = db
      .prepare('SELECT currency, default_hourly_rate, timezone, operating_hours FROM settings')
      .get() as {
      currency: string;
      default_hourly_rate: string;
      timezone: string;
      operating_hours: string;
    };
    expect(s).toMatchObject({ currency: 'GBP', default_hourly_rate: '15.00', timezone: 'Europe/London' });
    const hours = JSON.parse(s.operating_hours) as Record<
      string,
      { start: string; end: string; closed: boolean }
    >;
    expect(hours.monday).toEqual({ start: '09:00', end: '23:00', closed: false });
    expect(hours.saturday).toEqual({ start: '09:00', end: '23:00', closed: false });
    expect(hours.sunday).toEqual({ start: '10:00', end: '22:00', closed: false });
  });

  it('opens the database with WAL, synchronous=FULL, foreign keys and a busy timeout', async () => {
    const t = await startTestServer();
    open.push(t);
    const db = t.server.db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('the database refuses two overlapping active reservations on one lane, whatever the service checked', async () => {
    const t = await startTestServer();
    open.push(t);
    const insert = t.server.db.prepare(
      `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration, created_at)
       VALUES (?, 1, 'A', 2, ?, ?, 60, '2026-01-01T00:00:00.000Z')`,
    );
    insert.run('r1', '2026-06-10T18:00:00.000Z', '2026-06-10T19:00:00.000Z');
    expect(() => insert.run('r2', '2026-06-10T18:30:00.000Z', '2026-06-10T19:30:00.000Z')).toThrow(
      /RESERVATION_OVERLAP/,
    );
    // Back-to-back is fine.
    insert.run('r3', '2026-06-10T19:00:00.000Z', '2026-06-10T20:00:00.000Z');
  });
});
