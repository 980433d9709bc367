import type { BackupKeeper } from '../context';
import type { Logger } from '../logger';
import { backupDatabase, copyBackupTo, listBackups } from '../db/backup';
import { copyJournalTo } from '../db/erasureJournal';
import type { Db } from '../db/open';
import { readSettings } from '../db/settings';

export interface BackupKeeperOptions {
  dataDir: string;
  /** Backups kept in dataDir/backups. */
  keep: number;
  /** Copies kept in the second folder. */
  copyKeep: number;
  /** BACKUP_COPY_DIR: the second folder when Settings names none. */
  envCopyFolder: string | undefined;
  now: () => Date;
  log: Logger;
}

/**
 * Lives as long as the process, not one database: a restore reopens the database, and the last copy's
 * failure must stay on show until a copy works again. The second folder is the Settings one, else
 * BACKUP_COPY_DIR, read at each backup so a changed setting applies to the next one.
 */
export function createBackupKeeper(options: BackupKeeperOptions): BackupKeeper {
  let lastCopiedAt: string | null = null;
  let lastError: string | null = null;
  let lastErrorAt: string | null = null;
  const folderOf = (db: Db) => readSettings(db).backupCopyFolder || options.envCopyFolder || '';

  function copyToSecondFolder(db: Db, file: string, name: string): void {
    const folder = folderOf(db);
    if (!folder) return;
    const at = options.now().toISOString();
    try {
      copyBackupTo(file, name, folder, options.copyKeep);
      // The erasure journal goes along, so a restore onto a new PC keeps erased customers erased.
      copyJournalTo(options.dataDir, folder);
      lastCopiedAt = at;
      lastError = null;
      lastErrorAt = null;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
      lastErrorAt = at;
      options.log(`Backup copy to the second folder failed: ${lastError}`);
    }
  }

  const keeper: BackupKeeper = {
    async backUp(db) {
      const file = await backupDatabase(db, options.dataDir, options.now(), options.keep);
      copyToSecondFolder(db, file, file.slice(file.lastIndexOf('doubletop-')));
      return file;
    },
    list(db) {
      return {
        backups: listBackups(options.dataDir).map((b) => ({
          name: b.name,
          takenAt: b.takenAt.toISOString(),
          sizeBytes: b.sizeBytes,
        })),
        copy: keeper.copyState(db),
      };
    },
    copyState(db) {
      return { configured: folderOf(db) !== '', lastCopiedAt, lastError, lastErrorAt };
    },
  };
  return keeper;
}
