import { z } from 'zod';
import { endpoint } from './endpoint';

/** One backup file in DATA_DIR/backups, newest first in a listing. */
export const BackupEntry = z.object({
  /** The file name, e.g. doubletop-2026-06-10T12-00-00-000Z.sqlite; the only way a restore names it. */
  name: z.string(),
  /** When the backup was taken (the file's modification time), ISO instant. */
  takenAt: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type BackupEntry = z.infer<typeof BackupEntry>;

/** The outcome of the last copy of a backup to the owner's second folder. */
export const BackupCopyState = z.object({
  /** Whether a second folder is configured at all (the path itself is shown only in Settings). */
  configured: z.boolean(),
  lastCopiedAt: z.string().nullable(),
  /** Why the last copy failed (folder missing, stick unplugged), or null when it worked. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type BackupCopyState = z.infer<typeof BackupCopyState>;

/** GET /api/backups (staff): the backups a restore can use and the second-folder copy state. */
export const BackupList = z.object({ backups: z.array(BackupEntry), copy: BackupCopyState });
export type BackupList = z.infer<typeof BackupList>;

/** POST /api/backups/restore (staff): which backup, by name from the list. */
export const RestoreBody = z.object({
  name: z.string().regex(/^doubletop-[0-9TZ-]+\.sqlite$/, 'must be the name of a backup from the list'),
});
export type RestoreBody = z.infer<typeof RestoreBody>;

export const RestoreAnswer = z.object({ message: z.string(), keptAs: z.string() });
export type RestoreAnswer = z.infer<typeof RestoreAnswer>;

export const HEALTH_STATES = ['ok', 'warning', 'failing'] as const;
export const HealthState = z.enum(HEALTH_STATES);
export type HealthState = z.infer<typeof HealthState>;

/**
 * GET /healthz on the LAN door: nothing personal, only whether the box can keep the venue running.
 * Answered 200 when ok or warning, 503 when failing, with this body either way.
 */
export const HealthReport = z.object({
  status: HealthState,
  /** Sentences for people, one per problem found (empty when all is well). */
  problems: z.array(z.string()),
  checkedAt: z.string(),
  database: z.object({ writable: z.boolean(), schemaVersion: z.number().int() }),
  disk: z.object({ freeBytes: z.number(), totalBytes: z.number() }).nullable(),
  backups: z.object({
    count: z.number().int(),
    lastAt: z.string().nullable(),
    ageHours: z.number().nullable(),
    copy: BackupCopyState,
  }),
  /**
   * Present only once the outbox table exists (the confirmation e-mails' outbox). `failed` counts the
   * confirmations that failed since staff last marked them as seen, within the last week; both
   * counts stop at HEALTH_COUNT_CAP (shared/ops/health.ts).
   */
  outbox: z
    .object({ queued: z.number().int(), failed: z.number().int(), oldestQueuedAt: z.string().nullable() })
    .nullable(),
});
export type HealthReport = z.infer<typeof HealthReport>;

/** The ops area of the endpoint table (shared/api/table.ts). */
export const opsEndpoints = {
  health: endpoint({
    method: 'get',
    path: '/healthz',
    door: 'lan',
    access: 'anonymous',
    response: HealthReport,
    answersOnFailure: [503],
  }),
  backups: endpoint({
    method: 'get',
    path: '/api/backups',
    door: 'lan',
    access: 'staff',
    response: BackupList,
  }),
  backUp: endpoint({
    method: 'post',
    path: '/api/backups',
    door: 'lan',
    access: 'staff',
    response: BackupList,
    status: 201,
  }),
  /** Replaces every booking, game and setting with an older copy: the owner's decision. */
  restore: endpoint({
    method: 'post',
    path: '/api/backups/restore',
    door: 'lan',
    access: 'admin',
    refusal: 'Only an admin can restore a backup.',
    body: RestoreBody,
    response: RestoreAnswer,
    status: 202,
  }),
};
