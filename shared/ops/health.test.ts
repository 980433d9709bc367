import { describe, expect, it } from 'vitest';
import { countText, failuresReportedSince, healthVerdict, type HealthFacts } from './health';

const GB = 1024 * 1024 * 1024;
const healthy: HealthFacts = {
  databaseWritable: true,
  databaseError: null,
  disk: { freeBytes: 50 * GB, totalBytes: 100 * GB },
  backupAgeHours: 1,
  backupIntervalHours: 6,
  upHours: 100,
  copyConfigured: false,
  copyError: null,
  outbox: null,
};

describe('healthVerdict', () => {
  const cases: [string, Partial<HealthFacts>, string, RegExp | null][] = [
    ['all well is ok with no problems', {}, 'ok', null],
    [
      'a database that cannot be written is failing',
      { databaseWritable: false, databaseError: 'disk I/O error' },
      'failing',
      /cannot be written: disk I\/O error/,
    ],
    [
      'under 200 MB free is failing',
      { disk: { freeBytes: 100 * 1024 * 1024, totalBytes: GB } },
      'failing',
      /Only 100 MB/,
    ],
    [
      'under 1 GB free is a warning',
      { disk: { freeBytes: 0.5 * GB, totalBytes: GB } },
      'warning',
      /running low: 512 MB/,
    ],
    ['an unknown disk is not judged', { disk: null }, 'ok', null],
    [
      'a backup older than two intervals is a warning',
      { backupAgeHours: 13 },
      'warning',
      /last backup is 13 hours old/,
    ],
    ['a backup within two intervals is fine', { backupAgeHours: 11.9 }, 'ok', null],
    ['no backup on a fresh install is fine', { backupAgeHours: null, upHours: 2 }, 'ok', null],
    [
      'no backup after two intervals up is a warning',
      { backupAgeHours: null, upHours: 13 },
      'warning',
      /No backup/,
    ],
    ['backups turned off are not judged', { backupAgeHours: null, backupIntervalHours: 0 }, 'ok', null],
    [
      'a failed copy to the second folder is a warning',
      { copyConfigured: true, copyError: 'folder missing' },
      'warning',
      /second folder: folder missing/,
    ],
    ['an old copy error without a folder configured is ignored', { copyError: 'folder missing' }, 'ok', null],
    [
      'failed e-mails are a warning',
      { outbox: { failed: 2, oldestQueuedHours: null } },
      'warning',
      /2 e-mails could not be sent/,
    ],
    [
      'one failed e-mail says where to look',
      { outbox: { failed: 1, oldestQueuedHours: null } },
      'warning',
      /^1 e-mail could not be sent \(see Settings → E-mail\)\.$/,
    ],
    [
      'a count at the cap says "or more"',
      { outbox: { failed: 1000, oldestQueuedHours: null } },
      'warning',
      /^1000 or more e-mails could not be sent/,
    ],
    [
      'an e-mail queued over an hour is a warning',
      { outbox: { failed: 0, oldestQueuedHours: 3 } },
      'warning',
      /waiting 3 hours/,
    ],
    ['a fresh queue is fine', { outbox: { failed: 0, oldestQueuedHours: 0.2 } }, 'ok', null],
    [
      'failing wins over warnings',
      { databaseWritable: false, backupAgeHours: 30 },
      'failing',
      /cannot be written/,
    ],
  ];
  it.each(cases)('%s', (_name, patch, status, problem) => {
    const verdict = healthVerdict({ ...healthy, ...patch });
    expect(verdict.status).toBe(status);
    if (problem) expect(verdict.problems.join(' ')).toMatch(problem);
    else expect(verdict.problems).toEqual([]);
  });
});

describe('failuresReportedSince: unseen and recent', () => {
  const now = new Date('2026-06-10T12:00:00.000Z');
  it.each([
    ['never marked as seen: the last 7 days', null, '2026-06-03T12:00:00.000Z'],
    ['marked as seen yesterday: only since then', '2026-06-09T18:30:00.000Z', '2026-06-09T18:30:00.000Z'],
    [
      'marked as seen a month ago: still only the last 7 days',
      '2026-05-10T09:00:00.000Z',
      '2026-06-03T12:00:00.000Z',
    ],
    ['marked as seen just now: nothing before now', '2026-06-10T12:00:00.000Z', '2026-06-10T12:00:00.000Z'],
  ])('%s', (_rule, seenAt, since) => {
    expect(failuresReportedSince(now, seenAt).toISOString()).toBe(since);
  });
});

describe('countText', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000 or more'],
  ])('%d → %s', (n, text) => expect(countText(n)).toBe(text));
});
