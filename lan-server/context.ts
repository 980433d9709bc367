import type { BackupCopyState, BackupList } from '../shared/api/ops';
import type { Db } from './db/open';
import type { DomainEvents } from './events';
import type { Logger } from './logger';
import type { MailEnvironment } from './mailEnvironment';
import type { OutboxPort } from './outbox/port';

/** Takes backups and copies them to the owner's second folder, remembering how the last copy went. */
export interface BackupKeeper {
  /** A backup now (the timer's and the "Back up now" button's), then the copy; the copy never fails it. */
  backUp(db: Db): Promise<string>;
  list(db: Db): BackupList;
  copyState(db: Db): BackupCopyState;
}

/** What the operations endpoints (backups, restore, /healthz) need of the running server. */
export interface ServerOps {
  dataDir: string;
  startedAt: Date;
  /** 0 when automatic backups are off. */
  backupIntervalMs: number;
  backups: BackupKeeper;
  /**
   * Closes both doors and the database, puts the staged (already checked) backup in place with the current
   * database kept as `aside`, and opens again on the same ports — once `answered` settles, so the staff
   * member's request gets its answer before the doors close. Marks a restore as under way at once.
   */
  restartOn(staged: string, aside: string, answered: Promise<unknown>): Promise<void>;
  /** Whether a restore is under way (a second one is refused until the doors reopen). */
  restoring(): boolean;
}

/** What every service and route receives: the database, the clock, the event bus, the log and the outbox. */
export interface AppContext {
  db: Db;
  now: () => Date;
  events: DomainEvents;
  log: Logger;
  /** Mail set by the environment (SMTP_URL, MAIL_FROM, PUBLIC_URL; {} when none); Settings may override it. */
  mail: MailEnvironment;
  /** The running server's operations: backups, restore, its data folder. */
  ops: ServerOps;
  /** Everything that must leave the box is recorded here (outbox/port.ts), never sent by a service itself. */
  outbox: OutboxPort;
}

/**
 * Operations for a context that runs outside a server (a measurement on a copy of the database): the same
 * data folder and backups, and no restore, which needs a server to restart.
 */
export function offlineOps(dataDir: string, backups: BackupKeeper, now: Date): ServerOps {
  return {
    dataDir,
    startedAt: now,
    backupIntervalMs: 0,
    backups,
    restartOn: () => Promise.reject(new Error('No server to restart: this context runs offline')),
    restoring: () => false,
  };
}
