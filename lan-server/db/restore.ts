import Database from 'better-sqlite3';
import {
  closeSync,
  copyFileSync,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations';
import { DATABASE_FILE } from './open';

/** A backup refused before anything changed: the message says why, in the owner's words. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** Tables every Doubletop database has had since its first version; a SQLite file without them is foreign. */
const DOUBLETOP_TABLES = ['settings', 'lanes', 'reservations', 'users', 'tournaments'];
const SQLITE_MAGIC = 'SQLite format 3\0';
/** SQLite files end with -wal / -shm companions in WAL mode; they belong to the file they sit beside. */
const COMPANIONS = ['-wal', '-shm'];

/**
 * What the file's 100-byte header says it should hold: the page size times the page count. A backup cut
 * short (a copy interrupted, a stick pulled) is shorter than that; SQLite itself might open such a file
 * and only fail on the missing pages later, so it is refused here before anything else.
 */
function checkHeader(file: string): void {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new RestoreRefused(`${file} is not a file.`);
    size = stat.size;
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(`The backup file ${file} cannot be read.`);
  }
  const header = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, header, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (read < 100 || header.toString('latin1', 0, 16) !== SQLITE_MAGIC)
    throw new RestoreRefused('This file is not a SQLite database, so it is not a Doubletop backup.');
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pageCount = header.readUInt32BE(28);
  // The page count is trusted only when its "valid for" counter matches the change counter (SQLite ≥ 3.7).
  const countValid = header.readUInt32BE(92) === header.readUInt32BE(24) && pageCount > 0;
  if (countValid && size < pageSize * pageCount)
    throw new RestoreRefused(
      `The backup is truncated: it should be ${pageSize * pageCount} bytes but is only ${size}. Nothing was changed.`,
    );
}

/**
 * Checks a candidate backup: a SQLite file (not a spreadsheet or a photo), whole (header size and
 * PRAGMA integrity_check), a Doubletop database (our tables, a schema version ≥ 1), and not made by a newer
 * Doubletop than this one (whose migrations this program could not undo). Returns its schema version.
 * Run it on the staged copy, so the bytes checked are the bytes that go live.
 */
export function checkBackupFile(file: string, appVersion = MIGRATIONS.length): number {
  checkHeader(file);
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new RestoreRefused(`The backup is damaged (SQLite integrity check: ${String(integrity)}).`);
    const version = db.pragma('user_version', { simple: true }) as number;
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    if (version < 1 || DOUBLETOP_TABLES.some((t) => !tables.has(t)))
      throw new RestoreRefused('This SQLite file is not a Doubletop database.');
    if (version > appVersion)
      throw new RestoreRefused(
        `This backup was made by a newer Doubletop (database version ${version}; this program knows ${appVersion}). Update Doubletop first.`,
      );
    return version;
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(
      `The backup is damaged or unreadable (${err instanceof Error ? err.message : String(err)}).`,
    );
  } finally {
    db?.close();
  }
}

const removeWithCompanions = (file: string) => {
  for (const suffix of ['', ...COMPANIONS]) rmSync(file + suffix, { force: true });
};

/**
 * Copies the backup beside the live database and checks the copy. A refused file leaves nothing behind
 * and the live database untouched. Returns the staged file, ready for putBackupInPlace.
 */
export function stageBackup(backup: string, dataDir: string): string {
  const staged = join(dataDir, `${DATABASE_FILE}.restoring`);
  removeWithCompanions(staged);
  checkHeader(backup);
  try {
    copyFileSync(backup, staged);
    checkBackupFile(staged);
  } catch (err) {
    removeWithCompanions(staged);
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(
      `The backup could not be copied (${err instanceof Error ? err.message : String(err)}). Nothing was changed.`,
    );
  }
  return staged;
}

/** The name the current database is kept under: doubletop-before-restore-<instant>.sqlite in the data dir. */
export function asideName(now: Date): string {
  return `doubletop-before-restore-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/**
 * With the database closed: renames the live file (and its -wal / -shm, which may hold committed
 * transactions after a crash) to `aside`, then the staged backup to the live name. Renames within one
 * folder are atomic; if the second fails the first is undone, so the venue is never left without a database.
 */
export function putBackupInPlace(dataDir: string, staged: string, aside: string): void {
  const live = join(dataDir, DATABASE_FILE);
  const kept = join(dataDir, aside);
  const moved: string[] = [];
  try {
    for (const suffix of ['', ...COMPANIONS]) {
      if (!existsSync(live + suffix)) continue;
      renameSync(live + suffix, kept + suffix);
      moved.push(suffix);
    }
    renameSync(staged, live);
  } catch (err) {
    for (const suffix of moved) renameSync(kept + suffix, live + suffix);
    throw err;
  }
  for (const suffix of COMPANIONS) rmSync(staged + suffix, { force: true });
}

/** Undoes putBackupInPlace: the kept database goes back to the live name (used when the backup fails to open). */
export function takeBackupOut(dataDir: string, aside: string): void {
  const live = join(dataDir, DATABASE_FILE);
  const kept = join(dataDir, aside);
  removeWithCompanions(live);
  for (const suffix of ['', ...COMPANIONS])
    if (existsSync(kept + suffix)) renameSync(kept + suffix, live + suffix);
}

/**
 * Whether another program (a running server) has the live database open: it holds a shared lock in WAL
 * mode, so an exclusive lock is refused at once. The command-line restore must not swap files under it.
 */
export function databaseInUse(dataDir: string): boolean {
  const live = join(dataDir, DATABASE_FILE);
  if (!existsSync(live)) return false;
  const db = new Database(live, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}
