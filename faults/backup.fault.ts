import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase } from '../lan-server/db/backup';
import { openDatabase, type Db } from '../lan-server/db/open';
import { seedVenue } from '../lan-server/db/seed';

/** Enough data that SQLite's backup takes many steps, with the event loop (and writes) running between them. */
const PREFILL = 20_000;

function insertBooking(db: Db, n: number): string {
  const id = randomUUID();
  const start = new Date(Date.UTC(2020, 0, 1) + n * 3_600_000);
  db.prepare(
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
       contact_info, email_address, status, created_at)
     VALUES (?, ?, ?, 2, ?, ?, 60, '07700 900000', 'backup@example.com', 'completed', ?)`,
  ).run(
    id,
    1 + (n % 10),
    `Backup Customer ${n} ${'x'.repeat(200)}`,
    start.toISOString(),
    new Date(start.getTime() + 3_600_000).toISOString(),
    new Date().toISOString(),
  );
  return id;
}

/**
 * The server's periodic backup (lan-server/db/backup.ts, SQLite's online backup API) taken while bookings keep
 * being written on the same connection, as they are in the running server: the backup must open as a
 * valid database holding everything committed before it began.
 */
describe('backup while writes continue', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-backup-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens as a valid database with every booking committed before the backup began', async () => {
    const db = openDatabase(dataDir);
    seedVenue(db, new Date().toISOString());
    const committed: string[] = [];
    db.transaction(() => {
      for (let n = 0; n < PREFILL; n++) committed.push(insertBooking(db, n));
    })();

    // A writer that commits one booking per turn of the event loop for as long as the backup runs.
    let writing = true;
    let during = 0;
    const writer = (async () => {
      while (writing) {
        insertBooking(db, PREFILL + during++);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const committedBefore = [...committed];
    const file = await backupDatabase(db, dataDir, new Date(), 8);
    writing = false;
    await writer;
    db.close();
    // The backup ran with writes interleaved, or this test proved nothing about "while writes continue".
    expect(during).toBeGreaterThan(0);

    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(1);
      const has = copy.prepare('SELECT 1 FROM reservations WHERE id = ?');
      const missing = committedBefore.filter((id) => !has.get(id));
      expect(missing).toEqual([]);
      const lanes = copy.prepare('SELECT COUNT(*) AS n FROM lanes').get() as { n: number };
      expect(lanes.n).toBe(10);
    } finally {
      copy.close();
    }
  });
});
