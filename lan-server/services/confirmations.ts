import type { AppContext } from '../context';
import { insertOutbox } from '../db/outbox';
import { readSettings } from '../db/settings';
import { confirmationSubject } from '../mail/compose';
import { newOutboxId } from '../mail/delivery';

/**
 * Queues a new booking's confirmation e-mail. Called inside the booking's own transaction, so there is never
 * a booking without its message nor a message without its booking. Every customer booking has an address (the
 * rules require one); a staff booking gets a message only when staff typed one. The row is queued even while
 * no mail server is set up: it goes out once one is, if the booking is still ahead. An edit of the booking
 * sends nothing new (the venue tells the customer itself). Returns the outbox id (null when there is no
 * address); after the commit, emit `mail_queued` with it.
 */
export function queueConfirmation(
  ctx: AppContext,
  booking: { id: string; emailAddress: string | null },
  createdAt: string,
): string | null {
  const recipient = booking.emailAddress?.trim();
  if (!recipient) return null;
  const id = newOutboxId();
  insertOutbox(ctx.db, {
    id,
    kind: 'booking_confirmation',
    reservationId: booking.id,
    recipient,
    subject: confirmationSubject(readSettings(ctx.db).businessName),
    createdAt,
  });
  return id;
}
