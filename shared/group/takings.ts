import { assertNever } from '../assertNever';
import { feeDue } from '../lanes/laneCard';
import { toMinor } from '../money';
import type { GroupEvent } from './events';

/**
 * Head office's revenue is **money taken**: each pound counted once, on the day it changed hands, in the
 * venue's currency (docs/venue-group.md#revenue). One event moves at most one amount (a *taking*):
 *
 * - **a booking's prepayment when it is paid**: the booking made with it; an edit that changed it moves the
 *   difference (a bigger prepayment taken, a smaller one given back);
 * - **a cancelled booking's prepayment is given back when it is cancelled**: the venue keeps no cancellation
 *   fee and records none, so what head office had counted for the booking comes off on the day of the
 *   cancellation (a booking made and cancelled the same day nets to nothing);
 * - **a no-show keeps its prepayment**: nothing moves when its time runs out unclaimed;
 * - **a session's balance when it ends**: its fee less the prepayment of the booking it claimed, never below
 *   nothing — the 'Fee due' End Session asks the customer for (`feeDue`, shared/lanes/laneCard.ts). A walk-in
 *   has no prepayment, so its whole fee. Starting a session, claiming a booking or extending a session
 *   moves nothing until it ends.
 *
 * So a booking prepaid £5 and played as a £15 session is £15 in all: £5 when booked, £10 at the end.
 */
export interface Taking {
  /** When the money changed hands. */
  takenAt: string;
  /** Minor units, negative when money went back to the customer. */
  amountMinor: number;
  /** The booking whose prepayment this is, so a later edit or cancellation knows what was counted. */
  reservationId: string | null;
}

/** The booking whose prepayment the event changes, if any: head office looks up what it counted for it. */
export function prepaymentBookingOf(e: GroupEvent): string | null {
  return e.kind === 'booking_made' || e.kind === 'booking_edited' || e.kind === 'booking_cancelled'
    ? e.reservationId
    : null;
}

const minor = (text: string): number => toMinor(text) ?? 0;

function taking(takenAt: string, amountMinor: number, reservationId: string | null): Taking | null {
  return amountMinor === 0 ? null : { takenAt, amountMinor, reservationId };
}

/**
 * What the event moved, given `counted`: the sum of the takings head office already holds for the booking
 * `prepaymentBookingOf(e)` names (0 for a booking it has not heard of, and for any other event). Null when
 * no money moved.
 */
export function takingOf(e: GroupEvent, counted: number): Taking | null {
  switch (e.kind) {
    case 'booking_made':
    case 'booking_edited':
      return taking(e.occurredAt, minor(e.prepaidAmount) - counted, e.reservationId);
    case 'booking_cancelled':
      return taking(e.occurredAt, -counted, e.reservationId);
    case 'session_ended':
      return taking(
        e.endedAt,
        minor(feeDue({ currentFee: e.fee, prepaidAmount: e.prepaidAmount }).due),
        null,
      );
    case 'booking_claimed':
    case 'booking_no_show':
    case 'session_started':
    case 'session_extended':
    case 'lane_game_finished':
    case 'tournament_finished':
    case 'league_result':
    case 'league_result_corrected':
    case 'league_fixture_clash':
      return null;
    default:
      return assertNever(e, 'group event');
  }
}
