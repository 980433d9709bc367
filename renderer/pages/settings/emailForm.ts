import type {
  MailFailures,
  MailSettingsUpdateInput,
  MailSettingsView,
  OutboxEntry,
} from '../../../shared/api/mail';
import { formatShortDay, formatTime } from '../../../shared/i18n/format';
import { HEALTH_COUNT_CAP, FAILURE_REPORT_DAYS } from '../../../shared/ops/health';
import { MAIL_FAILURE_SENTENCES } from '../../../shared/mail/failureText';
import { venueDay } from '../../../shared/time/display';
import type { Words } from '../../i18n/words';

/** The E-mail form's fields: the stored settings, with the password field empty (empty keeps it). */
export type EmailForm = Required<Omit<MailSettingsUpdateInput, 'clearPassword'>>;

export function emailFormFrom(view: MailSettingsView): EmailForm {
  return {
    smtpHost: view.smtpHost,
    smtpPort: view.smtpPort,
    smtpSecure: view.smtpSecure,
    smtpUser: view.smtpUser,
    smtpPassword: '',
    fromAddress: view.fromAddress,
    publicUrl: view.publicUrl,
    cancelCutoffMinutes: view.cancelCutoffMinutes,
  };
}

/** The usual port for each way of securing the connection, filled in when staff switch between them. */
export const PORT_FOR_SECURITY = { starttls: 587, tls: 465 } as const;

/**
 * An instant as the outbox shows it: the venue's day, short, and its time ('27 Nov 2026, 18:30',
 * '27. Nov. 2026, 18:30'), in the reader's language.
 */
export function shownInstant(iso: string, zone: string, language: Words['language']): string {
  return `${formatShortDay(venueDay(iso, zone), language)}, ${formatTime(iso, zone)}`;
}

/** One outbox line's "when": sent at, or the next try for a queued message. */
export function outboxWhen(entry: OutboxEntry, zone: string, language: Words['language']): string {
  const when =
    entry.status === 'sent' ? entry.sentAt : entry.status === 'queued' ? entry.nextAttemptAt : null;
  return when ? shownInstant(when, zone, language) : '';
}

/**
 * The line above the outbox about failed confirmations: how many the health check warns about and since when,
 * or — once they are marked as seen — who did that and when; null when there is nothing to say. `when` shows
 * an instant the way the page shows times.
 */
export function failuresText(
  { t }: Pick<Words, 't'>,
  f: MailFailures,
  when: (iso: string) => string,
): string | null {
  if (f.unseen > 0) {
    const capped = f.unseen >= HEALTH_COUNT_CAP;
    return t('staff.mail.failures', {
      capped: capped ? 'yes' : 'no',
      count: capped ? HEALTH_COUNT_CAP : f.unseen,
      since: f.seenAt !== null && f.since === f.seenAt ? 'seen' : 'week',
      days: FAILURE_REPORT_DAYS,
    });
  }
  return f.seenAt !== null && f.seenBy !== null
    ? t('staff.mail.seenBy', { name: f.seenBy, when: when(f.seenAt) })
    : null;
}

/** The sentences the outbox stores as they are (the courier's own refusals), by the kind that words them. */
const STORED_SENTENCES: Record<string, string> = {
  'The booking was cancelled before the confirmation was sent.': 'cancelled',
  'The booking had started before the confirmation could be sent.': 'started',
  'The team no longer has fixtures in this season.': 'noFixtures',
  'The team has no fixtures left to play this season.': 'noFixturesLeft',
};

const KIND_OF_SENTENCE = new Map<string, string>(
  Object.entries(MAIL_FAILURE_SENTENCES).map(([kind, sentence]) => [sentence, kind]),
);

/**
 * A failure's sentence (mailFailureText's, shared/mail/failureText.ts) in the reader's language: each of its
 * sentences, and the courier's own refusals, has a catalogue line; a sentence from elsewhere is shown as it is.
 */
export function failureSentence({ t }: Pick<Words, 't'>, sentence: string): string {
  const kind = KIND_OF_SENTENCE.get(sentence) ?? STORED_SENTENCES[sentence];
  return kind ? t('staff.mail.failure', { kind }) : sentence;
}
