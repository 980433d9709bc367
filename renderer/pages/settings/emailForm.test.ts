import { describe, expect, it } from 'vitest';
import type { MailFailures } from '../../../shared/api/mail';
import { failuresText } from './emailForm';

const when = (iso: string) => `<${iso}>`;
const never: MailFailures = { unseen: 0, since: '2026-06-03T12:00:00.000Z', seenAt: null, seenBy: null };

describe('failuresText: the line above the outbox', () => {
  it.each<[string, Partial<MailFailures>, string | null]>([
    ['nothing failed, never marked: nothing to say', {}, null],
    ['one failure this week', { unseen: 1 }, '1 e-mail could not be sent in the last 7 days.'],
    ['at the cap', { unseen: 1000 }, '1000 or more e-mails could not be sent in the last 7 days.'],
    [
      'failures since staff last marked them as seen',
      { unseen: 2, since: '2026-06-09T18:00:00.000Z', seenAt: '2026-06-09T18:00:00.000Z', seenBy: 'staff' },
      '2 e-mails could not be sent since failures were last marked as seen.',
    ],
    [
      'marked as seen weeks ago: the week is what counts',
      { unseen: 2, seenAt: '2026-05-01T18:00:00.000Z', seenBy: 'admin' },
      '2 e-mails could not be sent in the last 7 days.',
    ],
    [
      'all seen: who and when',
      { since: '2026-06-09T18:00:00.000Z', seenAt: '2026-06-09T18:00:00.000Z', seenBy: 'admin' },
      'Failures last marked as seen by admin, <2026-06-09T18:00:00.000Z>.',
    ],
  ])('%s', (_rule, patch, text) => {
    expect(failuresText({ ...never, ...patch }, when)).toBe(text);
  });
});
