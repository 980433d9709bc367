import type { MailSource } from '../../shared/api/mail';
import { isEmailAddress } from '../../shared/booking/bookingRules';
import type { AppContext } from '../context';
import type { MailEnvironment } from './mailEnvironment';

export type { MailEnvironment };
import { readMailSettings } from '../db/mailSettings';

/** What nodemailer needs to reach the venue's mail server. */
export interface SmtpServer {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: plain, upgraded by STARTTLS when offered (587). */
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

export interface EffectiveMail {
  smtp: SmtpServer | null;
  source: MailSource;
  /** The public door as customers reach it, for cancel links ('' = no link; the message says to call). */
  publicUrl: string;
  cancelCutoffMinutes: number;
}

export const DEFAULT_SMTP_TIMEOUT_MS = 20_000;

/** Reads an SMTP_URL; throws a sentence naming the variable when it is not one. */
export function smtpFromUrl(text: string): Omit<SmtpServer, 'from'> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SMTP_URL must look like smtp://user:password@smtp.example.com:587, got '${text}'`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${url.protocol}'`);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/**
 * The environment's mail as the server starts (README 'Configuration'), or a sentence naming the variable
 * to fix. SMTP_URL must parse; MAIL_FROM, when set, must be an address; and with SMTP_URL there must be a
 * From address — MAIL_FROM, or the SMTP user when that is an address. Without one the sender would have
 * no From line and mail would be silently off (a relay that takes mail without a login has no user), so
 * the venue hears it now rather than from a customer who never got a confirmation.
 */
export function checkedMailEnvironment(env: MailEnvironment): MailEnvironment {
  const from = env.from?.trim();
  if (from && !isEmailAddress(from))
    throw new Error(`MAIL_FROM must be an e-mail address such as bookings@example.com, got '${from}'`);
  if (env.smtpUrl) {
    const { user } = smtpFromUrl(env.smtpUrl);
    if (!from && !isEmailAddress(user.trim()))
      throw new Error(
        `SMTP_URL has ${user ? `the user name '${user}', which is not an e-mail address` : 'no user name'}: set MAIL_FROM to the address confirmations are sent from, e.g. MAIL_FROM=bookings@example.com`,
      );
  }
  return { ...env, from: from || undefined };
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
