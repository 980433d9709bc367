import type { MailSource } from '../../shared/api/mail';
import { isEmailAddress } from '../../shared/mail/emailAddress';
import type { AppContext } from '../context';
import { readMailSettings } from '../db/mailSettings';
import { smtpFromUrl, type SmtpServer } from '../mailEnvironment';

export interface EffectiveMail {
  smtp: SmtpServer | null;
  source: MailSource;
  /** The public door as customers reach it, for cancel links ('' = no link; the message says to call). */
  publicUrl: string;
  cancelCutoffMinutes: number;
}

/**
 * The mail the sender uses now. Settings saved by staff win over the environment (a venue that has set
 * its mailbox in the app expects that one); SMTP_URL serves installs that never open Settings. A From
 * address is required: Settings', else MAIL_FROM, else the login name when it is an address (an ordinary
 * mailbox logs in with its own address). Without a host or a From address, mail is off.
 */
export function effectiveMail(ctx: AppContext): EffectiveMail {
  const stored = readMailSettings(ctx.db);
  const env = ctx.mail;
  const publicUrl = (stored.publicUrl || env.publicUrl || '').replace(/\/+$/, '');
  const common = { publicUrl, cancelCutoffMinutes: stored.cancelCutoffMinutes };
  const fromFor = (user: string) =>
    [stored.fromAddress, env.from ?? '', user].map((a) => a.trim()).find((a) => isEmailAddress(a)) ?? '';
  if (stored.smtpHost) {
    const from = fromFor(stored.smtpUser);
    if (from) {
      const smtp = {
        host: stored.smtpHost,
        port: stored.smtpPort,
        secure: stored.smtpSecure,
        user: stored.smtpUser,
        password: stored.smtpPassword,
        from,
      };
      return { ...common, smtp, source: 'settings' };
    }
  }
  if (env.smtpUrl) {
    const server = smtpFromUrl(env.smtpUrl);
    const from = fromFor(server.user);
    if (from) return { ...common, smtp: { ...server, from }, source: 'environment' };
  }
  return { ...common, smtp: null, source: 'none' };
}
