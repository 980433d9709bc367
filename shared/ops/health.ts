import type { HealthState } from '../api/ops';

/** Below this much free disk the box is about to stop taking bookings: SQLite cannot grow its file. */
export const DISK_FAILING_BYTES = 200 * 1024 * 1024;
/** Below this, warn while there is still time to clear old logs or fit a bigger disk. */
export const DISK_WARNING_BYTES = 1024 * 1024 * 1024;
/** An e-mail queued longer than this means the mail server has been unreachable for a while. */
export const OUTBOX_STUCK_HOURS = 1;
/**
 * How long a failed confirmation keeps the box in 'warning' when nobody marks it as seen: a week is long
 * enough for the owner to notice on some evening, short enough that a venue's history does not warn for ever
 * (a five-year venue once warned about 654 old failures on every check).
 */
export const FAILURE_REPORT_DAYS = 7;
/**
 * The health check counts rows only up to this many (an index range with a LIMIT), so a venue whose mail
 * has been off for months still gets its answer at once; the owner is told "1000 or more".
 */
export const HEALTH_COUNT_CAP = 1000;

/**
 * Which failed confirmations the health check reports: those that failed after staff last pressed 'Mark as
 * seen' in Settings → E-mail, and within the last FAILURE_REPORT_DAYS days — whichever is later. Older or
 * acknowledged failures stay listed in the outbox but no longer warn. Returns the instant after which a
 * failure is reported.
 */
export function failuresReportedSince(now: Date, seenAt: string | null): Date {
  const windowStart = now.getTime() - FAILURE_REPORT_DAYS * 24 * 3_600_000;
  const seen = seenAt === null ? Number.NEGATIVE_INFINITY : Date.parse(seenAt);
  return new Date(Math.max(windowStart, seen));
}

/** A capped count in words: 3 → '3', HEALTH_COUNT_CAP → '1000 or more'. */
export function countText(n: number): string {
  return n >= HEALTH_COUNT_CAP ? `${HEALTH_COUNT_CAP} or more` : String(n);
}

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
  /**
   * `failed`: the confirmations that failed since failuresReportedSince (at most HEALTH_COUNT_CAP), not
   * every failure ever.
   */
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
    warnings.push(
      `${countText(f.outbox.failed)} e-mail${f.outbox.failed === 1 ? '' : 's'} could not be sent (see Settings → E-mail).`,
    );
  if (f.outbox && f.outbox.oldestQueuedHours !== null && f.outbox.oldestQueuedHours > OUTBOX_STUCK_HOURS)
    warnings.push(`E-mails have been waiting ${Math.floor(f.outbox.oldestQueuedHours)} hours to be sent.`);
  const status: HealthState = failing.length > 0 ? 'failing' : warnings.length > 0 ? 'warning' : 'ok';
  return { status, problems: [...failing, ...warnings] };
}
