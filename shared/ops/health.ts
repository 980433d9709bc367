import type { HealthState } from '../api/ops';

/** Below this much free disk the box is about to stop taking bookings: SQLite cannot grow its file. */
export const DISK_FAILING_BYTES = 200 * 1024 * 1024;
/** Below this, warn while there is still time to clear old logs or fit a bigger disk. */
export const DISK_WARNING_BYTES = 1024 * 1024 * 1024;
/** An e-mail queued longer than this means the mail server has been unreachable for a while. */
export const OUTBOX_STUCK_HOURS = 1;

export interface HealthFacts {
  databaseWritable: boolean;
  databaseError: string | null;
  disk: { freeBytes: number; totalBytes: number } | null;
  /** Hours since the newest backup, or null when there is none. */
  backupAgeHours: number | null;
  /** How often backups are taken, in hours; 0 when automatic backups are off (tests, the bench). */
  backupIntervalHours: number;
  /** Hours the server has been up: a fresh install has no backup yet and that is fine. */
  upHours: number;
  copyConfigured: boolean;
  copyError: string | null;
  outbox: { failed: number; oldestQueuedHours: number | null } | null;
}

export interface HealthVerdict {
  status: HealthState;
  problems: string[];
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Whether the box can keep the venue running, in the owner's words. Failing means bookings are about to be
 * lost (the database cannot be written, the disk is full); warning means something needs looking at this
 * week (a late backup, a failed copy to the USB stick, e-mails not going out).
 */
export function healthVerdict(f: HealthFacts): HealthVerdict {
  const failing: string[] = [];
  const warnings: string[] = [];
  if (!f.databaseWritable)
    failing.push(`The database cannot be written${f.databaseError ? `: ${f.databaseError}` : ''}.`);
  if (f.disk && f.disk.freeBytes < DISK_FAILING_BYTES)
    failing.push(`Only ${megabytes(f.disk.freeBytes)} of disk space is left.`);
  else if (f.disk && f.disk.freeBytes < DISK_WARNING_BYTES)
    warnings.push(`Disk space is running low: ${megabytes(f.disk.freeBytes)} free.`);
  if (f.backupIntervalHours > 0) {
    const late = 2 * f.backupIntervalHours;
    if (f.backupAgeHours === null && f.upHours > late) warnings.push('No backup has been taken yet.');
    else if (f.backupAgeHours !== null && f.backupAgeHours > late)
      warnings.push(`The last backup is ${Math.floor(f.backupAgeHours)} hours old.`);
  }
  if (f.copyConfigured && f.copyError)
    warnings.push(`The last backup could not be copied to the second folder: ${f.copyError}`);
  if (f.outbox && f.outbox.failed > 0)
    warnings.push(`${f.outbox.failed} e-mail${f.outbox.failed === 1 ? '' : 's'} could not be sent.`);
  if (f.outbox && f.outbox.oldestQueuedHours !== null && f.outbox.oldestQueuedHours > OUTBOX_STUCK_HOURS)
    warnings.push(`E-mails have been waiting ${Math.floor(f.outbox.oldestQueuedHours)} hours to be sent.`);
  const status: HealthState = failing.length > 0 ? 'failing' : warnings.length > 0 ? 'warning' : 'ok';
  return { status, problems: [...failing, ...warnings] };
}
