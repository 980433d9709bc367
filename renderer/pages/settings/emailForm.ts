import type { MailSettingsUpdateInput, MailSettingsView, OutboxEntry } from '../../../shared/api/mail';

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

export const SOURCE_TEXT: Record<MailSettingsView['source'], string> = {
  settings: 'Confirmations are sent with the settings below.',
  environment: 'Confirmations are sent with the server’s SMTP_URL (settings below are empty).',
  none: 'E-mail is not set up: bookings are taken, and their confirmations wait until it is.',
};

/** One outbox line's "when": sent at, or the next try for a queued message. */
export function outboxWhen(entry: OutboxEntry): string {
  const when =
    entry.status === 'sent' ? entry.sentAt : entry.status === 'queued' ? entry.nextAttemptAt : null;
  return when ? new Date(when).toLocaleString('en-GB') : '';
}

export const EMAIL_TOASTS = {
  saved: 'E-mail Settings Updated',
  failedTitle: 'Update Failed',
  failed: 'Failed to update e-mail settings. Please try again.',
  testSent: 'Test e-mail sent',
  testFailed: 'Test e-mail failed',
} as const;
