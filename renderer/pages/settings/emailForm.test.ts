import { describe, expect, it } from 'vitest';
import type { MailFailures, OutboxEntry } from '../../../shared/api/mail';
import { wordsOf, type Params } from '../../../shared/i18n/catalogue';
import type { MessageKey } from '../../../shared/i18n/keys';
import type { Language } from '../../../shared/i18n/languages';
import { MAIL_FAILURE_SENTENCES, mailFailureText } from '../../../shared/mail/failureText';
import de from '../../../shared/i18n/catalogues/staff/de?messages';
import en from '../../../shared/i18n/catalogues/staff/en?messages';
import nl from '../../../shared/i18n/catalogues/staff/nl?messages';
import type { Words } from '../../i18n/words';
import { failureSentence, failuresText, outboxWhen } from './emailForm';

const CATALOGUES = { en, de, nl };
const wordsIn = (language: Language): Words => ({
  t: (key: MessageKey, params?: Params) => wordsOf(CATALOGUES[language], key, params),
  language,
});

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
    expect(failuresText(wordsIn('en'), { ...never, ...patch }, when)).toBe(text);
  });

  it.each<[Language, Partial<MailFailures>, string]>([
    ['de', { unseen: 1 }, '1 E-Mail konnte in den letzten 7 Tagen nicht gesendet werden.'],
    ['de', { unseen: 1000 }, '1000 oder mehr E-Mails konnten in den letzten 7 Tagen nicht gesendet werden.'],
    ['nl', { unseen: 3 }, '3 e-mails konden in de afgelopen 7 dagen niet worden verstuurd.'],
    [
      'de',
      { since: '2026-06-09T18:00:00.000Z', seenAt: '2026-06-09T18:00:00.000Z', seenBy: 'admin' },
      'Fehler zuletzt als gesehen markiert von admin, <2026-06-09T18:00:00.000Z>.',
    ],
  ])('in %s: %j', (language, patch, text) => {
    expect(failuresText(wordsIn(language), { ...never, ...patch }, when)).toBe(text);
  });
});

describe('failureSentence: why an e-mail failed, in the reader’s language', () => {
  const stored = [
    'The booking was cancelled before the confirmation was sent',
    'The booking had started before the confirmation could be sent',
    'The team no longer has fixtures in this season',
    'The team has no fixtures left to play this season',
  ];
  const sentences = [
    ...Object.values(MAIL_FAILURE_SENTENCES),
    ...stored.map((s) => mailFailureText(s).sentence),
  ];

  it.each(sentences)('%s reads in English as it always did, and has German and Dutch words', (sentence) => {
    expect(failureSentence(wordsIn('en'), sentence)).toBe(sentence);
    for (const language of ['de', 'nl'] as const) {
      const worded = failureSentence(wordsIn(language), sentence);
      expect(worded).not.toBe(sentence);
      expect(worded).not.toMatch(/\bthe\b|\bcould not\b/i);
    }
  });

  it('shows a sentence it does not know as it is', () => {
    expect(failureSentence(wordsIn('de'), 'The mailbox is on holiday.')).toBe('The mailbox is on holiday.');
  });
});

describe('outboxWhen: the sent or next-try time at the venue, as the reader writes dates', () => {
  const sent = {
    status: 'sent',
    sentAt: '2026-11-27T18:30:00.000Z',
    nextAttemptAt: null,
  } as unknown as OutboxEntry;
  it.each<[Language, string]>([
    ['en', '27 Nov 2026, 19:30'],
    ['de', '27. Nov. 2026, 19:30'],
    ['nl', '27 nov 2026, 19:30'],
  ])('%s', (language, text) => {
    expect(outboxWhen(sent, 'Europe/Berlin', language)).toBe(text);
  });

  it('a failed e-mail has no time to show', () => {
    expect(outboxWhen({ ...sent, status: 'failed' }, 'Europe/Berlin', 'en')).toBe('');
  });
});
