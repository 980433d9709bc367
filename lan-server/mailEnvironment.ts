import { isEmailAddress } from '../shared/mail/emailAddress';

/**
 * Mail set by the environment, for headless installs (docs/email.md): `SMTP_URL`
 * (smtp://user:password@host:587 or smtps://user:password@host:465), `MAIL_FROM` and `PUBLIC_URL`.
 * Tests also set how long an SMTP server may keep us waiting.
 */
export interface MailEnvironment {
  smtpUrl?: string;
  from?: string;
  publicUrl?: string;
  /** Connection, greeting and socket timeouts for one SMTP conversation. Default 20 s. */
  timeoutMs?: number;
  /** How often the sender looks for due messages. Default 2 s. */
  pollMs?: number;
}

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
