import { statfsSync } from 'node:fs';
import type { HealthReport } from '../../shared/api/ops';
import { healthVerdict } from '../../shared/ops/health';
import type { AppContext } from '../context';
import { listBackups } from '../db/backup';
import { queuedOutbox } from '../db/outboxHealth';
import { stmt } from '../db/sql';
import { mailFailures } from './mailFailures';

const HOUR_MS = 3_600_000;

/**
 * A real write: the settings row's updated_at rewritten to itself, committed (with synchronous=FULL, so
 * through to the disk) — a rolled-back write would never reach the file and could not see a read-only
 * disk or a full one. Changes no value anyone reads.
 */
function databaseWritable(ctx: AppContext): { writable: boolean; error: string | null } {
  try {
    ctx.db.transaction(() => stmt(ctx.db, 'UPDATE settings SET updated_at = updated_at').run()).immediate();
    return { writable: true, error: null };
  } catch (err) {
    return { writable: false, error: err instanceof Error ? err.message : String(err) };
  }
}

function diskSpace(dataDir: string): HealthReport['disk'] {
  try {
    const s = statfsSync(dataDir);
    return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
  } catch {
    return null;
  }
}

/**
 * The e-mail outbox, reported only once its table exists in this database: what waits, and the confirmations
 * that failed since staff last marked failures as seen, within the last week. Both are index ranges with a
 * cap (db/outboxHealth.ts), whatever the venue's age.
 */
function outboxState(ctx: AppContext): HealthReport['outbox'] {
  const exists = stmt(ctx.db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get();
  if (!exists) return null;
  const { unseen } = mailFailures(ctx);
  return { ...queuedOutbox(ctx.db), failed: unseen };
}

/** GET /healthz: whether the box can keep the venue running (shared/ops/health.ts judges). */
export function healthReport(ctx: AppContext): HealthReport {
  const { ops } = ctx;
  const now = ctx.now();
  const hoursSince = (iso: string) => (now.getTime() - Date.parse(iso)) / HOUR_MS;
  const db = databaseWritable(ctx);
  const disk = diskSpace(ops.dataDir);
  const backups = listBackups(ops.dataDir);
  const last = backups[0]?.takenAt ?? null;
  const copy = ops.backups.copyState(ctx.db);
  const outbox = outboxState(ctx);
  const verdict = healthVerdict({
    databaseWritable: db.writable,
    databaseError: db.error,
    disk,
    backupAgeHours: last ? (now.getTime() - last.getTime()) / HOUR_MS : null,
    backupIntervalHours: ops.backupIntervalMs / HOUR_MS,
    upHours: (now.getTime() - ops.startedAt.getTime()) / HOUR_MS,
    copyConfigured: copy.configured,
    copyError: copy.lastError,
    outbox: outbox && {
      failed: outbox.failed,
      oldestQueuedHours: outbox.oldestQueuedAt ? hoursSince(outbox.oldestQueuedAt) : null,
    },
  });
  return {
    ...verdict,
    checkedAt: now.toISOString(),
    database: {
      writable: db.writable,
      schemaVersion: ctx.db.pragma('user_version', { simple: true }) as number,
    },
    disk,
    backups: {
      count: backups.length,
      lastAt: last?.toISOString() ?? null,
      ageHours: last ? Math.round(((now.getTime() - last.getTime()) / HOUR_MS) * 10) / 10 : null,
      copy,
    },
    outbox,
  };
}
