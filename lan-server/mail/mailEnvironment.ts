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
