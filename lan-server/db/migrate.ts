import type { Migration } from './migrations/migration';
import type Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

/**
 * Forward-only numbered migrations tracked in PRAGMA user_version (CONTRIBUTING.md#a-migration). Each runs in
 * its own transaction together with the version bump, so a crash mid-migration leaves the old version.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new Error(
        `Migrations must be numbered 1..N without gaps; found ${m.version} at position ${i + 1}`,
      );
    }
  });
  let current = db.pragma('user_version', { simple: true }) as number;
  if (current > sorted.length) {
    throw new Error(
      `The database is at version ${current}, newer than this program (${sorted.length}); refusing to run`,
    );
  }
  for (const m of sorted) {
    if (m.version <= current) continue;
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    }).immediate();
    current = m.version;
  }
  return current;
}

export type { Migration };
