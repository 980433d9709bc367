import { offlineOps, type AppContext } from '../../lan-server/context';
import { createBackupKeeper } from '../../lan-server/services/backups';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../lan-server/db/open';
import { migrate } from '../../lan-server/db/migrate';
import { DomainEvents } from '../../lan-server/events';
import { runRetention } from '../../lan-server/services/privacy';
import { createOutbox } from '../../lan-server/outbox/outbox';
import { OUTBOX_CHANNELS } from '../../lan-server/server';

/** The version migration 008 (history indexes and privacy) upgrades from; 009 (lane games by start) follows. */
const BEFORE_VERSION = 7;

/**
 * Puts the seeded five-year venue back as it was before migrations 008 to 014 — their indexes, tables
 * and columns dropped, user_version set back (the migration drops and recreates the overlap triggers itself) — so upgrading a venue with
 * years of history can be timed on exactly the data the scale figures then use. A later migration adds
 * its undoing here (the figure errors with "already exists" otherwise).
 */
function rollBackToBefore008(db: Database.Database): void {
  db.exec(`
    DROP INDEX reservations_held_by_start;
    DROP TABLE group_holds;
    ALTER TABLE settings DROP COLUMN town;
    DROP TABLE group_bookings;
    DROP INDEX outbox_sent_by_time;
    DROP TABLE group_outbox;
    DROP TABLE group_link;
    DROP INDEX tournaments_finished_by_completion;
    DROP INDEX tournament_games_completed_by_completion;
    DROP INDEX games_in_play;
    DROP INDEX outbox_confirmation_failures;
    DROP INDEX outbox_queued_by_age;
    DROP INDEX outbox_tests_with_address;
    ALTER TABLE outbox DROP COLUMN failed_at;
    ALTER TABLE mail_settings DROP COLUMN failures_seen_at;
    ALTER TABLE mail_settings DROP COLUMN failures_seen_by;
    DROP INDEX lane_games_by_start;
    DROP INDEX reservations_live_by_start;
    DROP INDEX reservations_completed_by_time;
    DROP INDEX games_by_lane_start;
    DROP INDEX tournaments_live;
    DROP INDEX reservations_with_contact;
    DROP INDEX reservations_by_email;
    DROP INDEX reservations_by_phone;
    DROP TABLE audit_log;
    ALTER TABLE reservations DROP COLUMN anonymised_at;
    ALTER TABLE settings DROP COLUMN contact_retention_months;
  `);
  db.pragma(`user_version = ${BEFORE_VERSION}`);
}

export interface UpgradeTimes {
  migrationMs: number;
  /** The first retention run after the upgrade: every booking past 24 months had no `anonymised_at` yet. */
  firstRetentionMs: number;
  firstRetentionRows: number;
}

/**
 * Times the upgrade a venue with five years of history meets: the migrations from version 7 to this
 * program's latest, then the retention job's first run (which marks the bookings past the setting),
 * both in process on the scale data dir, as the server does them at start-up.
 */
export async function timeUpgrade(dataDir: string, now: Date): Promise<UpgradeTimes> {
  const db = new Database(join(dataDir, DATABASE_FILE));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    rollBackToBefore008(db);
    const began = performance.now();
    migrate(db);
    const migrationMs = performance.now() - began;
    const log = () => undefined;
    const backups = createBackupKeeper({
      dataDir,
      keep: 1,
      copyKeep: 1,
      envCopyFolder: undefined,
      now: () => now,
      log,
    });
    const events = new DomainEvents();
    const ctx: AppContext = {
      db,
      now: () => now,
      events,
      log,
      mail: {},
      ops: offlineOps(dataDir, backups, now),
      outbox: createOutbox({ db, now: () => now, events }, OUTBOX_CHANNELS),
    };
    const retentionBegan = performance.now();
    const run = await runRetention(ctx);
    return {
      migrationMs,
      firstRetentionMs: performance.now() - retentionBegan,
      firstRetentionRows: run.anonymised,
    };
  } finally {
    db.close();
  }
}
