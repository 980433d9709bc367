import type { AppContext } from '../context';

/**
 * Queues a new booking's confirmation e-mail in the outbox. Called inside the booking's own transaction, so
 * there is never a booking without its message nor a message without its booking. Every customer booking
 * has an address (the rules require one); a staff booking gets a message only when staff typed one.
 * The row is queued even while no mail server is set up: it goes out once one is, if the booking is still
 * ahead. An edit of the booking sends nothing new (the venue tells the customer itself). The mail worker is
 * woken once the booking commits.
 */
export function queueConfirmation(
  ctx: AppContext,
  booking: { id: string; emailAddress: string | null },
): void {
  const recipient = booking.emailAddress?.trim();
  if (!recipient) return;
  ctx.outbox.record('mail', { kind: 'booking_confirmation', reservationId: booking.id, recipient });
}
