import type { Migration } from './migration';

/**
 * Lane-tablet pairing. Both secrets are stored only as SHA-256 hashes, like staff sessions: a copy of the
 * database (a backup on a USB stick) must not let anyone pose as a lane tablet.
 * - pairing_codes: one-time, short-lived; `redeemed_at` is set in the same transaction that creates the
 *   device, so a code cannot be redeemed twice even by two tablets at once.
 * - devices: kept after revocation (revoked_at set) so the history of who paired what stays readable.
 */
export const devicesSchema: Migration = {
  version: 3,
  name: 'devices',
  up(db) {
    db.exec(`
      CREATE TABLE pairing_codes (
        code_hash TEXT PRIMARY KEY,
        lane_id INTEGER NOT NULL REFERENCES lanes(id) ON DELETE CASCADE,
        created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        redeemed_at TEXT
      ) STRICT;

      CREATE TABLE devices (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        lane_id INTEGER NOT NULL REFERENCES lanes(id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        paired_at TEXT NOT NULL,
        paired_by TEXT REFERENCES users(id) ON DELETE SET NULL,
        last_seen_at TEXT,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX devices_active ON devices (revoked_at, lane_id);
    `);
  },
};
