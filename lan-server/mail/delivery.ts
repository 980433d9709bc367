import { randomUUID } from 'node:crypto';
import type { OutboxEntry } from '../../shared/api/mail';
import { cancelDeadline } from '../../shared/mail/cancelWindow';
import { retryDelayMs } from '../../shared/mail/retry';
import type { AppContext } from '../context';
import { insertCancelToken } from '../db/cancelTokens';
import { claimAttempt, findOutbox, markFailed, markSent, noteRetry } from '../db/outbox';
import { findReservation, reservationLanguage } from '../db/reservations';
import { groupCancelPageOf } from '../group/bookingStore';
import { readSettings } from '../db/settings';
import { bookingFacts } from '../services/bookingFacts';
import { hashToken, newCancelToken } from '../../server-kit/tokens';
import { composeConfirmation, composeTestMessage, type ComposedMessage } from './compose';
import type { EffectiveMail, SmtpServer } from './mailConfig';
import { sendOverSmtp } from './transport';

/** The public door's cancel page; the token rides in the fragment, which browsers never send to a server. */
export const CANCEL_PAGE_PATH = '/cancel-booking';

export interface DeliveryOptions {
  timeoutMs: number;
  /** Settings' test message: a transient failure is reported as failed at once rather than retried. */
  noRetry?: boolean;
}

type Prepared = { message: ComposedMessage; toName: string } | { refuse: string } | { taken: true };

/**
 * Makes one attempt at one outbox message and records what became of it.
 *
 * Order matters for a crash: the attempt is first counted and its retry time set (with the cancel token
 * the message will carry) in one transaction; then the message goes over SMTP; then it is marked sent with
 * the Message-ID. So each message is sent at most once per SMTP acceptance — except that a crash (or a
 * lost connection) between the server's acceptance and our marking leaves it queued, and it is sent once
 * more after the backoff. The resend carries the same Message-ID, so mail programs can show it as one, and
 * every token it carried still cancels the booking (all of that booking's tokens are spent together).
 */
export async function attemptDelivery(
  ctx: AppContext,
  mail: EffectiveMail & { smtp: SmtpServer },
  entry: OutboxEntry,
  options: DeliveryOptions,
): Promise<OutboxEntry | undefined> {
  const now = ctx.now();
  const retryAt = new Date(now.getTime() + retryDelayMs(entry.attempts + 1)).toISOString();
  const prepared = ctx.db
    .transaction((): Prepared => {
      if (!claimAttempt(ctx.db, entry, retryAt)) return { taken: true };
      const p = prepare(ctx, mail, entry, now);
      if ('refuse' in p) markFailed(ctx.db, entry.id, p.refuse, null);
      return p;
    })
    .immediate();
  if (!('message' in prepared)) return findOutbox(ctx.db, entry.id);

  const outcome = await sendOverSmtp(
    mail.smtp,
    {
      to: { name: prepared.toName, address: entry.recipient },
      fromName: readSettings(ctx.db).businessName,
      messageId: `<${entry.id}@${mail.smtp.from.split('@')[1] ?? 'doubletop.local'}>`,
    },
    prepared.message,
    options.timeoutMs,
  );
  // The server may have closed while we waited on the network: the row stays claimed and is retried.
  if (!ctx.db.open) return undefined;
  if (outcome.kind === 'sent') markSent(ctx.db, entry.id, ctx.now().toISOString(), outcome.messageId);
  else if (outcome.kind === 'failed' || options.noRetry)
    markFailed(ctx.db, entry.id, outcome.reason, ctx.now().toISOString());
  else noteRetry(ctx.db, entry.id, outcome.reason, retryAt);
  return findOutbox(ctx.db, entry.id);
}

/** The message for this row as things stand now, or why it must not be sent at all. */
function prepare(ctx: AppContext, mail: EffectiveMail, entry: OutboxEntry, now: Date): Prepared {
  const settings = readSettings(ctx.db);
  if (entry.kind === 'test') {
    return { message: composeTestMessage(settings.businessName, now, settings.timezone), toName: '' };
  }
  const r = entry.reservationId ? findReservation(ctx.db, entry.reservationId) : undefined;
  if (!r || r.status === 'cancelled')
    return { refuse: 'The booking was cancelled before the confirmation was sent' };
  if (r.status !== 'active' || now.getTime() >= new Date(r.reservedTime).getTime())
    return { refuse: 'The booking had started before the confirmation could be sent' };
  const cancelBefore = cancelDeadline(r.reservedTime, mail.cancelCutoffMinutes);
  let cancelUrl: string | null = null;
  // A booking made through the group page is cancelled there (docs/group-booking.md).
  const cancelPage =
    groupCancelPageOf(ctx.db, r.id) ?? (mail.publicUrl && `${mail.publicUrl}${CANCEL_PAGE_PATH}`);
  if (cancelPage) {
    const token = newCancelToken();
    insertCancelToken(ctx.db, {
      hash: hashToken(token),
      reservationId: r.id,
      createdAt: now.toISOString(),
      expiresAt: r.reservedTime,
    });
    cancelUrl = `${cancelPage}#token=${token}`;
  }
  const message = composeConfirmation({
    ...bookingFacts(ctx, r),
    reservationId: r.id,
    customerName: r.customerName,
    cancelUrl,
    cancelBefore,
    now,
    language: reservationLanguage(ctx.db, r.id),
  });
  return { message, toName: r.customerName };
}

/** A new outbox id (also the left half of the message's Message-ID). */
export function newOutboxId(): string {
  return randomUUID();
}
