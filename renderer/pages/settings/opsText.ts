import type { HealthReport } from '../../../shared/api/ops';
import type { Params } from '../../../shared/i18n/catalogue';
import { formatNumber } from '../../../shared/i18n/format';
import { SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { countText } from '../../../shared/ops/health';

/**
 * '1.2 GB', '340 MB', '12 KB' ('1,2 GB' in German and Dutch): the owner reads sizes, not byte counts. The
 * units are the same in every language we speak.
 */
export function sizeText(bytes: number, language: Language = SOURCE_LANGUAGE): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = formatNumber(value, language, unit === 0 || value >= 10 ? 0 : 1);
  return `${shown} ${units[unit]}`;
}

/** What the health words need: the screen's t() (only the staff catalogue's health keys are asked). */
type HealthWords = (key: 'staff.health.age' | 'staff.health.outbox', params: Params) => string;

/** '40 minutes ago', '5 hours ago', '3 days ago', or 'never', in the screen's language. */
export function ageText(hours: number | null, t: HealthWords): string {
  if (hours === null) return t('staff.health.age', { unit: 'never', count: 0 });
  if (hours < 1)
    return t('staff.health.age', { unit: 'minutes', count: Math.max(1, Math.round(hours * 60)) });
  if (hours < 48) return t('staff.health.age', { unit: 'hours', count: Math.floor(hours) });
  return t('staff.health.age', { unit: 'days', count: Math.floor(hours / 24) });
}

/**
 * The outbox line, or null before the e-mail outbox exists. 'failed' is what the health check counts: the
 * failures not yet marked as seen, from the last week (shared/ops/health.ts).
 */
export function outboxText(outbox: HealthReport['outbox'], t: HealthWords): string | null {
  if (!outbox) return null;
  return t('staff.health.outbox', { queued: countText(outbox.queued), failed: countText(outbox.failed) });
}

/**
 * The backup a restore would use, named the way staff say it: the instant the file name holds, shown in
 * the venue's time by the page (`when`).
 */
export function backupLabel(
  takenAt: string,
  when: (iso: string) => string,
  sizeBytes: number,
  language: Language = SOURCE_LANGUAGE,
): string {
  return `${when(takenAt)} (${sizeText(sizeBytes, language)})`;
}
