import type { CreateReservationBody, Reservation } from '../../shared/api/reservations';
import type { BookingDecision } from '../../shared/group/booking';
import type { AppContext } from '../context';
import { findReservation, settleHeldReservation } from '../db/reservations';
import { findHold, recordHold, settleHold } from '../db/groupHolds';
import { DomainError } from './domainError';
import { publishLane } from './publishLane';
import { bookingMade, createReservation } from './reservations';

/**
 * The venue's half of 'confirmed only when shown' (docs/group-booking.md). A booking asked through the
 * group's page is *held*: checked and written like any customer's booking, in the same immediate
 * transaction, so it takes its slot and the database decides every race as before — but it is not a
 * booking. It sends no e-mail, tells head office nothing, and is not on the Reservations page; staff
 * screens show its slot taken by '<name> (not yet confirmed)'. It becomes a booking only when the hub's word
 * says the customer was shown it as confirmed, and goes when the word says they were not.
 *
 * The venue never settles a hold by its own clock: the hub may have shown the customer 'confirmed' while
 * its word is still on its way through a held line, so only that word settles it. The hub repeats its word
 * until the venue answers, and decides each request once (in its own database), so the word is applied
 * whenever and however often it comes. A withdrawal may overtake its own question (the question held in a
 * buffer): it is remembered, and the question refused when it arrives.
 */

const TOO_LATE = 'This booking request arrived too late. Please try again.';

/** The group page's booking question: the slot held under the hub's request id (asked twice: held once). */
export function holdGroupBooking(
  ctx: AppContext,
  requestId: string,
  body: CreateReservationBody,
  cancelPage: string | null,
): Reservation {
  const known = findHold(ctx.db, requestId);
  if (!known)
    return createReservation(
      ctx,
      { body, override: null, hold: { requestId, cancelPage } },
      { kind: 'customer' },
    );
  const held = known.reservationId ? findReservation(ctx.db, known.reservationId) : undefined;
  // Withdrawn before it arrived, or settled and long gone: nobody is waiting for this answer.
  if (known.state === 'withdrawn' || !held) throw new DomainError(503, 'VENUE_OFFLINE', TOO_LATE);
  return held;
}

/**
 * Applies the hub's word on one request. Returns what the request is now: 'confirmed' or 'withdrawn', or
 * 'unknown' for a confirmation of a request this venue never held (a database restored from before it).
 */
export function settleGroupHold(
  ctx: AppContext,
  decision: BookingDecision,
): 'confirmed' | 'withdrawn' | 'unknown' {
  const { requestId, outcome } = decision;
  let laneId: number | null = null;
  const state = ctx.db
    .transaction((): 'confirmed' | 'withdrawn' | 'unknown' => {
      const at = ctx.now().toISOString();
      const hold = findHold(ctx.db, requestId);
      if (!hold) {
        if (outcome === 'confirmed') return 'unknown';
        recordHold(ctx.db, { requestId, reservationId: null, cancelPage: null, state: 'withdrawn' }, at);
        return 'withdrawn';
      }
      // The hub decides once: a word that comes again finds the request as the first one left it.
      if (hold.state !== 'held') return hold.state;
      const held = hold.reservationId ? settleHeldReservation(ctx.db, hold.reservationId, outcome) : null;
      if (held) {
        laneId = held.laneId;
        if (outcome === 'confirmed')
          bookingMade(ctx, {
            id: held.id,
            emailAddress: held.emailAddress,
            groupCancelPage: hold.cancelPage,
          });
      }
      settleHold(ctx.db, requestId, outcome, at);
      return outcome;
    })
    .immediate();
  if (state === 'unknown') ctx.log(`Group booking: confirmed request ${requestId} was never held here`);
  if (laneId !== null) publishLane(ctx, laneId);
  return state;
}
