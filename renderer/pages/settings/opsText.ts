import type { HealthReport, HealthState } from '../../../shared/api/ops';
import { countText } from '../../../shared/ops/health';

/** '1.2 GB', '340 MB', '12 KB': the owner reads sizes, not byte counts. */
export function sizeText(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/** '40 minutes ago', '5 hours ago', '3 days ago', or 'never'. */
export function ageText(hours: number | null): string {
  if (hours === null) return 'never';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} minutes ago`;
  if (hours < 48) return `${Math.floor(hours)} hour${Math.floor(hours) === 1 ? '' : 's'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export const HEALTH_LABELS: Record<HealthState, string> = {
  ok: 'All good',
  warning: 'Needs attention',
  failing: 'Failing',
};

/**
 * The outbox line, or null before the e-mail outbox exists. 'failed' is what the health check counts: the
 * failures not yet marked as seen, from the last week (shared/ops/health.ts).
 */
export function outboxText(outbox: HealthReport['outbox']): string | null {
  if (!outbox) return null;
  return `${countText(outbox.queued)} waiting, ${countText(outbox.failed)} failed`;
}

/**
 * The backup a restore would use, named the way staff say it: the instant the file name holds, shown in
 * the venue's time by the page (`when`).
 */
export function backupLabel(takenAt: string, when: (iso: string) => string, sizeBytes: number): string {
  return `${when(takenAt)} (${sizeText(sizeBytes)})`;
}
