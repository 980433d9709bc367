import type { ServerConfig } from './config';
import type { ServerOps } from './context';
import { noteRestore } from './db/erasureJournal';
import { putBackupInPlace, takeBackupOut } from './db/restore';
import type { ServerLogging } from './logging';
import type { RunningServer } from './runningServer';

type OpsBase = Omit<ServerOps, 'restartOn' | 'restoring'>;

/**
 * Opens the server and keeps it answering for the process's life across restores. A restore, once the
 * staff member has their answer: close both doors and the database (which checkpoints the WAL), rename the
 * current file aside, rename the checked backup in, open again on the same ports. If the backup will not
 * open (a migration fails on it), the kept database goes back and the server reopens on that, so the venue
 * is never left without a running server.
 */
export async function reopenOnBackup(
  config: ServerConfig,
  logging: ServerLogging,
  open: (config: ServerConfig, ops: ServerOps) => Promise<RunningServer>,
  base: OpsBase,
): Promise<RunningServer> {
  const log = logging.log;
  let restoring: Promise<void> | null = null;
  // Reopen where the first opening listened, so tablets, the TV and port 0 in tests find it again.
  let again: ServerConfig = config;
  const reopen = () => open(again, ops);

  async function restore(staged: string, aside: string, answered: Promise<unknown>): Promise<void> {
    await answered.catch(() => undefined);
    await current.close();
    try {
      // Noted first, so the reopening applies the erasure journal to whatever database it finds.
      noteRestore(config.dataDir, (config.now ?? (() => new Date()))());
      putBackupInPlace(config.dataDir, staged, aside);
    } catch (err) {
      log(`Restore failed before anything changed: ${String(err)}`);
      current = await reopen();
      return;
    }
    try {
      current = await reopen();
      log(`Restored from a backup; the previous database is kept as ${aside}`);
    } catch (err) {
      log(`The backup did not open (${String(err)}); going back to the previous database`);
      takeBackupOut(config.dataDir, aside);
      current = await reopen();
    }
  }

  const ops: ServerOps = {
    ...base,
    restoring: () => restoring !== null,
    restartOn(staged, aside, answered) {
      if (restoring) return Promise.reject(new Error('A restore is already under way'));
      restoring = restore(staged, aside, answered)
        .catch((err: unknown) => log(`Doubletop could not reopen after the restore: ${String(err)}`))
        .finally(() => {
          restoring = null;
        });
      return restoring;
    },
  };

  let current: RunningServer;
  try {
    current = await open(config, ops);
  } catch (err) {
    await logging.close();
    throw err;
  }
  again = { ...config, port: current.lanPort, publicPort: current.publicPort };

  let closed: Promise<void> | null = null;
  const live = {
    close() {
      closed ??= (async () => {
        await restoring;
        await current.close();
        await logging.close();
      })();
      return closed;
    },
  } as RunningServer;
  // Every other field reads the current opening, so holders of this object follow a restore.
  for (const key of LIVE_FIELDS)
    Object.defineProperty(live, key, { get: () => current[key], enumerable: true });
  return live;
}

const LIVE_FIELDS = [
  'lanUrl',
  'publicUrl',
  'lanPort',
  'publicPort',
  'lanUrls',
  'db',
  'events',
  'ctx',
  'hub',
  'retentionRan',
] as const satisfies readonly Exclude<keyof RunningServer, 'close'>[];

/** Fails to compile when RunningServer gains a field LIVE_FIELDS forgets (it would go stale on restore). */
type Forgotten = Exclude<keyof RunningServer, 'close' | (typeof LIVE_FIELDS)[number]>;
const everyFieldLive: [Forgotten] extends [never] ? true : false = true;
void everyFieldLive;
