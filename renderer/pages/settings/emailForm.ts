import type {
  MailFailures,
  MailSettingsUpdateInput,
  MailSettingsView,
  OutboxEntry,
} from '../../../shared/api/mail';
import { countText, FAILURE_REPORT_DAYS } from '../../../shared/ops/health';

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

/** One outbox line's "when": sent at, or the next try for a queued message. */
export function outboxWhen(entry: OutboxEntry): string {
  const when =
    entry.status === 'sent' ? entry.sentAt : entry.status === 'queued' ? entry.nextAttemptAt : null;
  return when ? new Date(when).toLocaleString('en-GB') : '';
}

/**
 * The line above the outbox about failed confirmations: how many the health check warns about and since when,
 * or — once they are marked as seen — who did that and when; null when there is nothing to say. `when` shows
 * an instant the way the page shows times.
 */
export function failuresText(f: MailFailures, when: (iso: string) => string): string | null {
  if (f.unseen > 0) {
    const count = `${countText(f.unseen)} e-mail${f.unseen === 1 ? '' : 's'} could not be sent`;
    return f.seenAt !== null && f.since === f.seenAt
      ? `${count} since failures were last marked as seen.`
      : `${count} in the last ${FAILURE_REPORT_DAYS} days.`;
  }
  return f.seenAt !== null && f.seenBy !== null
    ? `Failures last marked as seen by ${f.seenBy}, ${when(f.seenAt)}.`
    : null;
}
