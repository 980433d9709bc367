import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../db/open';

/**
 * A venue database as SQL text and back: the stored-tournaments fixture keeps the database an older
 * version wrote as a readable, diffable file, and the test builds a data folder from it for the server of
 * today to open (its migrations run forward as they would at a venue).
 */

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Buffer.isBuffer(value)) return `X'${value.toString('hex')}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Every table's schema and rows, the indexes and triggers, and the schema version, as SQL. */
export function dumpDatabase(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    const objects = db
      .prepare(
        `SELECT type, name, sql FROM sqlite_master
         WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'
         ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 ELSE 2 END, name`,
      )
      .all() as { type: string; name: string; sql: string }[];
    const lines = [`PRAGMA user_version = ${version};`];
    for (const o of objects) {
      lines.push(`${o.sql};`);
      if (o.type !== 'table') continue;
      // Rows keep their rowid: some lists break ties by it (a round's games in the order they were drawn).
      const query = /WITHOUT ROWID/i.test(o.sql)
        ? `SELECT * FROM "${o.name}"`
        : `SELECT rowid AS "rowid", * FROM "${o.name}" ORDER BY rowid`;
      const rows = db.prepare(query).all() as Record<string, unknown>[];
      for (const row of rows) {
        const columns = Object.keys(row);
        lines.push(
          `INSERT INTO "${o.name}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns
            .map((c) => literal(row[c]))
            .join(', ')});`,
        );
      }
    }
    return lines.join('\n') + '\n';
  } finally {
    db.close();
  }
}

/** A data folder whose database is the dump's (tables first, then indexes and triggers, as dumped). */
export function restoreDump(sql: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  try {
    db.pragma('foreign_keys = OFF');
    db.exec(sql);
  } finally {
    db.close();
  }
}
