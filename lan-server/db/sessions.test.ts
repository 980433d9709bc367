import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findSession,
  insertSession,
  REMEMBERED_SESSIONS_MAX,
} from './sessions';
import { insertUser } from './users';

function venueDb(): Database.Database {
  const db = new Database(':memory:');
  migrate(db);
  insertUser(db, {
    id: 'u1',
    username: 'sam',
    password_hash: 'x',
    role: 'staff',
    created_at: '2026-11-25T10:00:00.000Z',
  });
  return db;
}

function openSession(db: Database.Database, hash: string, expiresAt = '2026-11-25T22:00:00.000Z'): void {
  insertSession(db, {
    token_hash: hash,
    user_id: 'u1',
    created_at: '2026-11-25T10:00:00.000Z',
    expires_at: expiresAt,
  });
}

describe('remembered sessions', () => {
  it('a session is found, and found again without reading the table', () => {
    const db = venueDb();
    openSession(db, 'h1');
    expect(findSession(db, 'h1')).toMatchObject({ username: 'sam', role: 'staff' });
    // Behind this file's back: the remembered copy answers (this is what the memory saves).
    db.prepare('DELETE FROM sessions').run();
    expect(findSession(db, 'h1')).toMatchObject({ username: 'sam' });
  });

  it('an unknown token is not remembered: a session opened later is found', () => {
    const db = venueDb();
    expect(findSession(db, 'later')).toBeUndefined();
    openSession(db, 'later');
    expect(findSession(db, 'later')).toMatchObject({ username: 'sam' });
  });

  const endings: { how: string; end: (db: Database.Database) => void }[] = [
    { how: 'signing out', end: (db) => deleteSession(db, 'h1') },
    { how: 'expiry clean-up', end: (db) => deleteExpiredSessions(db, '2026-11-25T23:00:00.000Z') },
    { how: "ending a user's other sessions", end: (db) => deleteSessionsOfUser(db, 'u1', 'kept') },
    { how: "ending all of a user's sessions", end: (db) => deleteSessionsOfUser(db, 'u1', null) },
  ];
  it.each(endings)('a session ended by $how is refused on the very next lookup', ({ end }) => {
    const db = venueDb();
    openSession(db, 'h1');
    openSession(db, 'kept', '2026-11-26T23:30:00.000Z');
    expect(findSession(db, 'h1')).toBeDefined();
    end(db);
    expect(findSession(db, 'h1')).toBeUndefined();
  });

  it('stays bounded: past the limit it starts again and still answers from the table', () => {
    const db = venueDb();
    for (let i = 0; i <= REMEMBERED_SESSIONS_MAX + 5; i += 1) openSession(db, `t${i}`);
    for (let i = 0; i <= REMEMBERED_SESSIONS_MAX + 5; i += 1) expect(findSession(db, `t${i}`)).toBeDefined();
    expect(findSession(db, 't0')).toMatchObject({ username: 'sam' });
  });

  it('each database connection remembers its own (a restore opens a new one)', () => {
    const before = venueDb();
    openSession(before, 'h1');
    expect(findSession(before, 'h1')).toBeDefined();
    const restored = venueDb();
    expect(findSession(restored, 'h1')).toBeUndefined();
  });
});
