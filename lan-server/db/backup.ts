import type Database from 'better-sqlite3';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const BACKUP_DIR = 'backups';

/**
 * An online backup (SQLite's backup API: consistent while writes continue) into dataDir/backups, keeping
 * the newest `keep` files. Names sort by time, so the oldest are the first listed.
 */
export async function backupDatabase(
  db: Database.Database,
  dataDir: string,
  now: Date,
  keep: number,
): Promise<string> {
  const dir = join(dataDir, BACKUP_DIR);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `doubletop-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`);
  await db.backup(file);
  const existing = readdirSync(dir)
    .filter((f) => f.startsWith('doubletop-') && f.endsWith('.sqlite'))
    .sort();
  for (const old of existing.slice(0, Math.max(0, existing.length - keep)))
    rmSync(join(dir, old), { force: true });
  return file;
}
