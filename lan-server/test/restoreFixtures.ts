import Database from 'better-sqlite3';
import { copyFileSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { BACKUP_DIR } from '../db/backup';
import type { TestServer } from './harness';

/** A booking a customer makes through the public door, `hour` hours after the harness clock's noon. */
export function bookingAt(hour: number, name: string) {
  return {
    laneId: 1 + (hour % 10),
    playerCount: 2,
    reservedTime: `2026-06-1${1 + Math.floor(hour / 10)}T${String(10 + (hour % 10)).padStart(2, '0')}:00:00.000Z`,
    duration: 60,
    prepaidAmount: '0.00',
    customerName: name,
    contactInfo: '07700 900123',
    emailAddress: 'guest@example.org',
  };
}

export async function book(t: TestServer, hour: number, name: string): Promise<void> {
  const res = await t.pub('/api/reservations', { method: 'POST', json: bookingAt(hour, name) });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Every row of every table, in a stable order: "keeps every row" compares these whole. */
export function allRows(db: Database.Database): Record<string, unknown[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()]),
  );
}

export function rowsOfFile(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    return allRows(db);
  } finally {
    db.close();
  }
}

export const backupPath = (dataDir: string, name: string) => join(dataDir, BACKUP_DIR, name);

/** A backup cut short, as a copy interrupted or a stick pulled mid-write leaves it. */
export function truncatedCopy(from: string, to: string): void {
  copyFileSync(from, to);
  truncateSync(to, Math.floor(readFileSync(to).length / 2));
}

/** A healthy SQLite file of some other program. */
export function foreignDatabase(to: string): void {
  const db = new Database(to);
  db.exec(
    "CREATE TABLE photos (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO photos (title) VALUES ('x')",
  );
  db.pragma('user_version = 3');
  db.close();
}

/** A backup made by a newer Doubletop (a higher schema version than this program knows). */
export function newerCopy(from: string, to: string): void {
  copyFileSync(from, to);
  const db = new Database(to);
  db.pragma('user_version = 999');
  db.close();
}

export function notSqlite(to: string): void {
  writeFileSync(to, 'name,phone\nZebedee,07700 900000\n'.repeat(200));
}

/** Waits until a restore the server accepted has closed and reopened both doors. */
export async function restoreFinished(t: TestServer): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (t.server.ctx.ops.restoring()) {
    if (Date.now() > deadline) throw new Error('the restore did not finish');
    await new Promise((r) => setTimeout(r, 20));
  }
  // fetch keeps idle connections to both doors, which the restart closed; it notices only when it next
  // uses one (a browser retries such a request itself). One request per door clears them out.
  await t.pub('/api/public/settings').catch(() => undefined);
  await t.lan('/api/public/settings').catch(() => undefined);
}
