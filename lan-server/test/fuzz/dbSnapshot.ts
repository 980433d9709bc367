import { createHash } from 'node:crypto';
import type { Db } from '../../db/open';

/** Per table: its row count and a hash of every row, so any insert, update or delete shows. */
export type DbSnapshot = Record<string, { rows: number; hash: string }>;

/**
 * Snapshots every table of the venue database (whatever migrations have added), reading through the
 * server's own connection so nothing written and committed can be missed.
 */
export function snapshotDb(db: Db): DbSnapshot {
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all() as { name: string }[];
  const snapshot: DbSnapshot = {};
  for (const { name } of tables) {
    // Rows are sorted as text, so the hash does not depend on storage order (or on the table having a rowid).
    const rows = (
      db
        .prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`)
        .raw()
        .all() as unknown[]
    )
      .map((row) => JSON.stringify(row))
      .sort();
    snapshot[name] = { rows: rows.length, hash: createHash('sha256').update(rows.join('\n')).digest('hex') };
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots (empty when nothing was written). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n]?.hash !== after[n]?.hash || before[n]?.rows !== after[n]?.rows);
}
