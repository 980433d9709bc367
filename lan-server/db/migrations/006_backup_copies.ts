import type { Migration } from './migration';

/**
 * The owner's second backup folder (a USB stick or a network share), kept with the other settings so it
 * survives restarts and travels with a restored backup. Empty means "no second copy" (or BACKUP_COPY_DIR
 * when the environment sets one).
 */
export const backupCopies: Migration = {
  version: 6,
  name: 'backup copy folder setting',
  up(db) {
    db.exec("ALTER TABLE settings ADD COLUMN backup_copy_folder TEXT NOT NULL DEFAULT ''");
  },
};
