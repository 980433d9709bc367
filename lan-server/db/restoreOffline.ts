import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { adoptJournalBeside, noteRestore } from './erasureJournal';
import { DATABASE_FILE, openDatabase } from './open';
import {
  asideName,
  databaseInUse,
  putBackupInPlace,
  RestoreRefused,
  stageBackup,
  takeBackupOut,
} from './restore';

/**
 * `npm run restore -- <file>`: the same checks and swap as the Settings button, for a server that is not
 * running — a new PC after the old disk died (no current database at all), or a box that will not start.
 * Refuses while a server has the database open: swapping the file under it would lose what it writes next.
 * After the swap the backup is opened once, which brings an older backup's schema up to date; if that
 * fails the previous database goes back. The restore is noted in the erasure journal, so the next start
 * applies the journal again before its doors open. Returns the name the previous database is kept under,
 * or null when there was none.
 */
export function restoreOffline(dataDir: string, backupFile: string, now: Date): string | null {
  const newFolder = !existsSync(dataDir);
  if (databaseInUse(dataDir))
    throw new RestoreRefused(
      'Doubletop is running on this data folder. Stop it first, or use Settings → Backups → Restore in the app.',
    );
  const hadDatabase = existsSync(join(dataDir, DATABASE_FILE));
  mkdirSync(dataDir, { recursive: true });
  let staged: string;
  try {
    staged = stageBackup(backupFile, dataDir);
  } catch (err) {
    // A refused restore onto a new PC leaves no empty data folder behind either.
    if (newFolder) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const aside = asideName(now);
  // The next start applies the erasure journal and runs retention before its doors open. A new PC has no
  // journal yet: the copy beside a backup on the second folder stands in for the lost one.
  adoptJournalBeside(backupFile, dataDir);
  noteRestore(dataDir, now);
  putBackupInPlace(dataDir, staged, aside);
  try {
    openDatabase(dataDir).close();
  } catch (err) {
    if (hadDatabase) takeBackupOut(dataDir, aside);
    throw new RestoreRefused(
      `The backup could not be opened (${err instanceof Error ? err.message : String(err)}); the previous database is back in place.`,
    );
  }
  return hadDatabase ? aside : null;
}
