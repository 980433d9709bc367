import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrate';

export type Db = Database.Database;

export const DATABASE_FILE = 'doubletop.sqlite';

/**
 * Opens the venue database with its durability settings (docs/privacy.md#data-and-durability): WAL for
 * concurrent readers, synchronous=FULL so an acknowledged booking survives the plug being pulled, foreign
 * keys on, and a busy timeout so a backup or a second connection never makes a request fail with SQLITE_BUSY.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
