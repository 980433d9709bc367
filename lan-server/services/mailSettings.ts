import type { MailSettingsUpdate, MailSettingsView, OutboxEntry, TestMailBody } from '../../shared/api/mail';
import { OUTBOX_LIST_LIMIT } from '../../shared/api/mail';
import type { AppContext } from '../context';
import { readMailSettings, writeMailSettings } from '../db/mailSettings';
import { findOutbox, listOutbox } from '../db/outbox';
import { refusal } from './domainError';
import { effectiveMail } from './mailConfig';

/** GET /api/mail/settings: the stored settings for the form, never the password itself. */
export function mailSettingsView(ctx: AppContext): MailSettingsView {
  const s = readMailSettings(ctx.db);
  return {
    smtpHost: s.smtpHost,
    smtpPort: s.smtpPort,
    smtpSecure: s.smtpSecure,
    smtpUser: s.smtpUser,
    passwordSet: s.smtpPassword !== '',
    fromAddress: s.fromAddress,
    publicUrl: s.publicUrl,
    cancelCutoffMinutes: s.cancelCutoffMinutes,
    source: effectiveMail(ctx).source,
  };
}

/** PUT /api/mail/settings: an empty password field keeps the stored one; `clearPassword` removes it. */
export function updateMailSettings(ctx: AppContext, body: MailSettingsUpdate): MailSettingsView {
  ctx.db
    .transaction(() => {
      const current = readMailSettings(ctx.db);
      const smtpPassword = body.clearPassword ? '' : body.smtpPassword || current.smtpPassword;
      writeMailSettings(
        ctx.db,
        {
          smtpHost: body.smtpHost,
          smtpPort: body.smtpPort,
          smtpSecure: body.smtpSecure,
          smtpUser: body.smtpUser,
          smtpPassword,
          fromAddress: body.fromAddress,
          publicUrl: body.publicUrl.replace(/\/+$/, ''),
          cancelCutoffMinutes: body.cancelCutoffMinutes,
        },
        ctx.now().toISOString(),
      );
    })
    .immediate();
  return mailSettingsView(ctx);
}

/** GET /api/mail/outbox: the newest 50 messages, queued, sent and failed. */
export function recentOutbox(ctx: AppContext): OutboxEntry[] {
  return listOutbox(ctx.db, OUTBOX_LIST_LIMIT);
}

/**
 * POST /api/mail/test: sends a test message now and answers with what became of it (sent, or failed with
 * the server's words), so staff learn at once whether the mailbox settings work. It is not retried: a
 * test that fails should be fixed and sent again, not arrive by surprise half an hour later.
 */
export async function sendTestMail(ctx: AppContext, body: TestMailBody): Promise<OutboxEntry> {
  const mail = effectiveMail(ctx);
  if (!mail.smtp) throw refusal(409, 'MAIL_NOT_CONFIGURED', 'refusals.mail.mailNotSetUp');
  const id = ctx.outbox.record('mail', { kind: 'test', reservationId: null, recipient: body.to });
  if (id) await ctx.outbox.deliverNow('mail', id);
  const entry = id ? findOutbox(ctx.db, id) : undefined;
  if (!entry) throw new Error('the test message was not recorded');
  return entry;
}
