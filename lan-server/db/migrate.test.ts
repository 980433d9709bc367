import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, type Migration } from './migrate';
import { MIGRATIONS } from './migrations';

const step = (version: number, sql: string): Migration => ({
  version,
  name: `m${version}`,
  up: (db) => db.exec(sql),
});

describe('migrations', () => {
  it('the shipped list is numbered 1..N without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it('a fresh database reaches the latest version, and running again changes nothing', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toBe(MIGRATIONS.length);
    expect(migrate(db)).toBe(MIGRATIONS.length);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });

  it('a venue on version 1 with data upgrades to the latest and keeps its data', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 1));
    db.prepare("INSERT INTO lanes (id, number, name) VALUES (1, 1, 'Oche')").run();
    migrate(db);
    expect(db.prepare('SELECT name FROM lanes').get()).toEqual({ name: 'Oche' });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });

  it('refuses a list with a gap, which would skip a migration on some venues', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [step(1, 'CREATE TABLE a (x)'), step(3, 'CREATE TABLE c (x)')])).toThrow(
      /without gaps/,
    );
  });

  it('refuses a database newer than the program', () => {
    const db = new Database(':memory:');
    db.pragma('user_version = 9');
    expect(() => migrate(db, [step(1, 'CREATE TABLE a (x)')])).toThrow(/newer than this program/);
  });

  it('a failing migration leaves the previous version and none of its changes', () => {
    const db = new Database(':memory:');
    migrate(db, [step(1, 'CREATE TABLE a (x)')]);
    expect(() =>
      migrate(db, [step(1, 'CREATE TABLE a (x)'), step(2, 'CREATE TABLE b (x); SELECT * FROM missing')]),
    ).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });
});

describe('the overlap trigger (migration 008)', () => {
  const insert = (db: Database.Database, id: string, start: string, end: string) =>
    db
      .prepare(
        `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, status, created_at)
         VALUES (?, 1, 'X', 2, ?, ?, 'active', ?)`,
      )
      .run(id, start, end, start);
  const venue = () => {
    const db = new Database(':memory:');
    migrate(db);
    db.prepare('INSERT INTO lanes (id, number) VALUES (1, 1)').run();
    insert(db, 'long', '2026-06-10T09:00:00.000Z', '2026-06-10T12:00:00.000Z');
    return db;
  };

  it.each([
    ['the last minute of a 3-hour booking', '2026-06-10T11:59:00.000Z', '2026-06-10T12:30:00.000Z'],
    ['its first minute', '2026-06-10T08:30:00.000Z', '2026-06-10T09:01:00.000Z'],
    ['a booking inside it', '2026-06-10T10:00:00.000Z', '2026-06-10T10:30:00.000Z'],
  ])('still refuses an overlap with %s', (_case, start, end) => {
    expect(() => insert(venue(), 'new', start, end)).toThrow(/RESERVATION_OVERLAP/);
  });

  it('allows back-to-back bookings, and refuses an active booking longer than 180 minutes', () => {
    const db = venue();
    insert(db, 'after', '2026-06-10T12:00:00.000Z', '2026-06-10T15:00:00.000Z');
    expect(() => insert(db, 'huge', '2026-06-11T09:00:00.000Z', '2026-06-11T12:00:00.001Z')).toThrow(
      /RESERVATION_TOO_LONG/,
    );
  });
});

describe('query plans', () => {
  const planOf = (db: Database.Database, sql: string, ...params: unknown[]) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
      .map((p) => p.detail)
      .join('\n');

  it('live reservations are found by a window on their start, not by walking past or future bookings', () => {
    const db = new Database(':memory:');
    migrate(db);
    const plan = planOf(
      db,
      `SELECT id FROM reservations INDEXED BY reservations_live_by_start
        WHERE status = 'active' AND reserved_time >= ? AND reserved_time < ? AND end_time > ? ORDER BY reserved_time`,
      '2026-01-01T21:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    );
    expect(plan).toBe(
      'SEARCH reservations USING INDEX reservations_live_by_start (reserved_time>? AND reserved_time<?)',
    );
  });

  it('the Reservations page’s active cards are read from the start of today, not from five years of no-shows', () => {
    const db = new Database(':memory:');
    migrate(db);
    const plan = planOf(
      db,
      `SELECT * FROM reservations INDEXED BY reservations_live_by_start
        WHERE status = 'active' AND reserved_time > ? AND end_time > ? ORDER BY reserved_time`,
      '2026-01-15T21:00:00.000Z',
      '2026-01-16T00:00:00.000Z',
    );
    expect(plan).toBe('SEARCH reservations USING INDEX reservations_live_by_start (reserved_time>?)');
  });

  it('tonight’s lane games (venue view, leaderboard) are found by their start, not by walking every game', () => {
    const db = new Database(':memory:');
    migrate(db);
    const plan = planOf(
      db,
      `SELECT * FROM games INDEXED BY lane_games_by_start
        WHERE tournament_id IS NULL AND state IS NOT NULL AND started_at >= ? AND started_at < ?
          AND (? IS NULL OR lane_id = ?) ORDER BY started_at DESC, rowid DESC`,
      '2026-01-01T06:00:00.000Z',
      '2026-01-02T06:00:00.000Z',
      null,
      null,
    );
    expect(plan).toMatch(/^SEARCH games USING INDEX lane_games_by_start \(started_at>\? AND started_at<\?\)/);
  });

  it('tonight’s tournament matches played on the lanes are found lane by lane by their start', () => {
    const db = new Database(':memory:');
    migrate(db);
    const plan = planOf(
      db,
      `SELECT * FROM games INDEXED BY games_by_lane_start
        WHERE lane_id IN (SELECT id FROM lanes WHERE @laneId IS NULL OR id = @laneId)
          AND started_at >= @fromIso AND started_at < @toIso
          AND tournament_id IS NOT NULL AND state IS NOT NULL`,
      { fromIso: '2026-01-01T06:00:00.000Z', toIso: '2026-01-02T06:00:00.000Z', laneId: null },
    );
    expect(plan).toMatch(
      /^SEARCH games USING INDEX games_by_lane_start \(lane_id=\? AND started_at>\? AND started_at<\?\)/,
    );
  });

  it('the overlap trigger, a lane game’s session, live tournaments and the retention job read few rows', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(
      planOf(
        db,
        `SELECT 1 FROM reservations r WHERE r.lane_id = ? AND r.status = 'active' AND r.reserved_time < ?
          AND r.end_time > ? AND r.reserved_time > strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-180 minutes')`,
        1,
        'b',
        'a',
        'a',
      ),
    ).toContain('reservations_by_lane_time (lane_id=? AND status=? AND reserved_time>? AND reserved_time<?)');
    expect(
      planOf(
        db,
        `SELECT * FROM games WHERE lane_id = ? AND tournament_id IS NULL AND started_at >= ? ORDER BY started_at DESC, rowid DESC LIMIT 1`,
        1,
        'a',
      ),
    ).toContain('games_by_lane_start (lane_id=? AND started_at>?)');
    expect(
      planOf(
        db,
        `SELECT id FROM tournaments WHERE status NOT IN ('completed', 'cancelled') AND scheduled_date IS NOT NULL AND scheduled_date < ?`,
        'a',
      ),
    ).toContain('tournaments_live');
    expect(
      planOf(
        db,
        `SELECT rowid FROM reservations WHERE anonymised_at IS NULL AND reserved_time < ? LIMIT 500`,
        'a',
      ),
    ).toContain('reservations_with_contact (reserved_time<?)');
  });
});
