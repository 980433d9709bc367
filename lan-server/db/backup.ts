import type Database from 'better-sqlite3';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BACKUP_DIR = 'backups';

/** Every backup file is named doubletop-<instant>.sqlite, so names sort by time. */
const isBackupName = (name: string) => name.startsWith('doubletop-') && name.endsWith('.sqlite');

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
  pruneBackups(dir, keep);
  return file;
}

/** Keeps the newest `keep` backups in `dir` and deletes the rest (only files named like our backups). */
function pruneBackups(dir: string, keep: number): void {
  const existing = readdirSync(dir).filter(isBackupName).sort();
  for (const old of existing.slice(0, Math.max(0, existing.length - keep)))
    rmSync(join(dir, old), { force: true });
}

export interface BackupFile {
  name: string;
  path: string;
  takenAt: Date;
  sizeBytes: number;
}

/** The backups in dataDir/backups, newest first; none when the folder does not exist yet. */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = join(dataDir, BACKUP_DIR);
  let names: string[];
  try {
    names = readdirSync(dir).filter(isBackupName);
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .flatMap((name) => {
      const path = join(dir, name);
      try {
        const stat = statSync(path);
        const takenAt = instantInName(name) ?? stat.mtime;
        return stat.isFile() ? [{ name, path, takenAt, sizeBytes: stat.size }] : [];
      } catch {
        return [];
      }
    });
}

/**
 * The instant a backup was taken, from its name (written with the server's clock, which tests pin); a copy
 * keeps its name, whereas its modification time is when it was copied.
 */
function instantInName(name: string): Date | null {
  const m = /^doubletop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite$/.exec(name);
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Copies one backup into the owner's second folder (a USB stick, a network share), keeping the newest
 * `keep` copies there. The folder must already exist: creating it would quietly write the "copy" onto the
 * PC's own disk when the stick is unplugged (its mount point is then an empty folder or no folder at all).
 * The copy is written under a temporary name and renamed, so a stick pulled mid-copy never leaves a
 * half file that looks like a backup.
 */
export function copyBackupTo(file: string, name: string, folder: string, keep: number): string {
  let stat;
  try {
    stat = statSync(folder);
  } catch {
    throw new Error(`the folder ${folder} is not there (is the USB stick plugged in?)`);
  }
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder`);
  const target = join(folder, name);
  const partial = `${target}.partial`;
  try {
    copyFileSync(file, partial);
    renameSync(partial, target);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  pruneBackups(folder, keep);
  return target;
}
