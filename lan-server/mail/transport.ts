import type { ComposedMessage } from './compose';
import { oneLine } from './compose';
import type { SmtpServer } from '../mailEnvironment';

export interface Envelope {
  to: { name: string; address: string };
  fromName: string;
  /** Our own Message-ID: the same on a resend, so the customer's mail program can tell it is one message. */
  messageId: string;
}

/**
 * What became of one SMTP conversation:
 * - sent: the server accepted the message (its 250), with the Message-ID we gave it;
 * - retry: it may work later — no network, refused connection, timeout, a 4xx "try again", or the
 *   mailbox's login refused (a setting staff will fix, not a verdict on this message);
 * - failed: the server refused this message for good (5xx), with its reason.
 */
export type SendOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'failed'; reason: string };

interface SmtpErrorLike {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The words staff see in the outbox for a failure: the server's own answer when there is one. */
function reasonOf(err: SmtpErrorLike): string {
  const said = err.response ?? err.message ?? 'unknown error';
  return oneLine(err.code && !said.includes(err.code) ? `${said} (${err.code})` : said, 300);
}

export function classify(err: unknown): SendOutcome {
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as SmtpErrorLike;
  const permanent =
    typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.code !== 'EAUTH';
  return permanent ? { kind: 'failed', reason: reasonOf(e) } : { kind: 'retry', reason: reasonOf(e) };
}

/**
 * Sends one message over SMTP with nodemailer. Every wait is bounded — connecting, the greeting, each
 * reply — by `timeoutMs`, and the whole conversation by a few times that, so a server that accepts the
 * connection and then says nothing costs a timer, never a blocked event loop or a stuck sender. The
 * recipient is given as an address object, never as text to parse, so a name can add no recipient.
 */
export async function sendOverSmtp(
  smtp: SmtpServer,
  envelope: Envelope,
  message: ComposedMessage,
  timeoutMs: number,
): Promise<SendOutcome> {
  // Loaded at the first send: a venue without a mail server never loads it.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  let guard: NodeJS.Timeout | undefined;
  try {
    const sending = transport.sendMail({
      from: { name: oneLine(envelope.fromName), address: smtp.from },
      to: { name: oneLine(envelope.to.name), address: envelope.to.address },
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: envelope.messageId,
      attachments: message.ics
        ? [
            {
              filename: message.icsName ?? 'booking.ics',
              content: message.ics,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : [],
    });
    const overall = new Promise<never>((_, reject) => {
      guard = setTimeout(
        () =>
          reject(Object.assign(new Error('The mail server took too long to answer'), { code: 'ETIMEDOUT' })),
        timeoutMs * 4,
      );
    });
    const info = await Promise.race([sending, overall]);
    return { kind: 'sent', messageId: info.messageId || envelope.messageId };
  } catch (err) {
    return classify(err);
  } finally {
    clearTimeout(guard);
    transport.close();
  }
}
