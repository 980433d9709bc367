import { describe, expect, it } from 'vitest';
import { wordsOf, type Params } from '../../../shared/i18n/catalogue';
import type { MessageKey } from '../../../shared/i18n/keys';
import type { Language } from '../../../shared/i18n/languages';
import { healthVerdict, type HealthFacts } from '../../../shared/ops/health';
import de from '../../../shared/i18n/catalogues/staff/de?messages';
import en from '../../../shared/i18n/catalogues/staff/en?messages';
import nl from '../../../shared/i18n/catalogues/staff/nl?messages';
import type { Words } from '../../i18n/words';
import { healthProblemText } from './healthWords';

const CATALOGUES = { en, de, nl };
const wordsIn = (language: Language): Words => ({
  t: (key: MessageKey, params?: Params) => wordsOf(CATALOGUES[language], key, params),
  language,
});

const healthy: HealthFacts = {
  databaseWritable: true,
  databaseError: null,
  disk: { freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
  backupAgeHours: 1,
  backupIntervalHours: 6,
  upHours: 100,
  copyConfigured: false,
  copyError: null,
  outbox: { failed: 0, oldestQueuedHours: null },
};

/** Every problem the health check words, each by the facts that raise it. */
const PROBLEMS: [string, Partial<HealthFacts>][] = [
  ['the database read-only', { databaseWritable: false }],
  ['the database read-only, with its reason', { databaseWritable: false, databaseError: 'SQLITE_READONLY' }],
  ['almost no disk', { disk: { freeBytes: 100 * 1024 ** 2, totalBytes: 1024 ** 3 } }],
  ['the disk running low', { disk: { freeBytes: 500 * 1024 ** 2, totalBytes: 1024 ** 3 } }],
  ['no backup yet', { backupAgeHours: null }],
  ['an old backup', { backupAgeHours: 30 }],
  ['the copy failing', { copyConfigured: true, copyError: 'EACCES: permission denied' }],
  ['one e-mail failed', { outbox: { failed: 1, oldestQueuedHours: null } }],
  ['many e-mails failed', { outbox: { failed: 5000, oldestQueuedHours: null } }],
  ['e-mails waiting', { outbox: { failed: 0, oldestQueuedHours: 5 } }],
];

describe('healthProblemText: the health check’s problems in the staff app’s language', () => {
  it.each(PROBLEMS)('%s: English as the check words it, German and Dutch of their own', (_case, facts) => {
    const problems = healthVerdict({ ...healthy, ...facts }).problems;
    expect(problems).toHaveLength(1);
    const english = problems[0] ?? '';
    expect(healthProblemText(wordsIn('en'), english)).toBe(english);
    for (const language of ['de', 'nl'] as const) {
      const worded = healthProblemText(wordsIn(language), english);
      expect(worded).not.toBe(english);
      expect(worded).not.toMatch(/\b(the|could not|has been|have been|running low|hours old|disk space)\b/i);
    }
  });

  it('keeps the figures and the system’s own reason', () => {
    const [copy] = healthVerdict({
      ...healthy,
      copyConfigured: true,
      copyError: 'EACCES: permission denied',
    }).problems;
    expect(healthProblemText(wordsIn('de'), copy ?? '')).toBe(
      'Die letzte Sicherung konnte nicht in den zweiten Ordner kopiert werden: EACCES: permission denied',
    );
    expect(healthProblemText(wordsIn('nl'), 'Only 99 MB of disk space is left.')).toBe(
      'Er is nog maar 99 MB schijfruimte over.',
    );
  });

  it('shows a sentence it does not know as it came', () => {
    expect(healthProblemText(wordsIn('de'), 'Something new.')).toBe('Something new.');
  });
});
