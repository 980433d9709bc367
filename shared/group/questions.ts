import * as z from 'zod/mini';
import { endpoint } from '../api/endpoint';
import { publicBookingEndpoints } from '../api/publicBooking';
import { BookingConfirmation, CreateReservationBody } from '../api/reservations';
import { BookingDecision } from './booking';
import { LeagueFeedBatch, LeagueFeedReply } from './groupLeague';

/**
 * The venue's NATS door (docs/group-booking.md): every question head office asks a venue, each an entry of
 * the endpoint table. The hub asks on `booking.<venueId>.<question>`; the venue answers through the very
 * route that answers the entry over HTTP (lan-server/http/groupDoor.ts), with the same parsing, refusals and
 * answer. Most questions are the public door's own entries — what the group's page asks is what the venue's
 * own booking page asks — and two belong to the group's booking protocol alone ('Confirmed only when shown'):
 * a booking held under the hub's request id, and the hub's word on it.
 */

/** What a venue says of a request after the hub's word: as decided, or never held here ('unknown'). */
export const SettledHold = z.object({ state: z.enum(['confirmed', 'withdrawn', 'unknown']) });
export type SettledHold = z.infer<typeof SettledHold>;

/** The questions only head office asks (door `group`), each answered by the venue on its subject. */
export const groupDoorEndpoints = {
  /**
   * A customer's booking through the group's page, held under the hub's request id (the `Doubletop-Request`
   * header) until the hub's word: checked and written like the public door's booking, sending nothing yet.
   */
  hold: endpoint({
    method: 'post',
    path: 'booking.*.book',
    door: 'group',
    access: 'hub',
    body: CreateReservationBody,
    response: BookingConfirmation,
    status: 201,
  }),
  /** The hub's word on a held booking: the customer was shown it as confirmed, or never will be. */
  decide: endpoint({
    method: 'post',
    path: 'booking.*.decide',
    door: 'group',
    access: 'hub',
    body: BookingDecision,
    response: SettledHold,
  }),
  /**
   * The next entries of the venue's league feed (a league across the group, shared/group/groupLeague.ts):
   * applied in order, each once; the answer is the feed number the venue has applied through.
   */
  league: endpoint({
    method: 'post',
    path: 'booking.*.league',
    door: 'group',
    access: 'hub',
    body: LeagueFeedBatch,
    response: LeagueFeedReply,
  }),
};

/**
 * Every question on the NATS door, by the last part of its subject. A question the table does not name is
 * answered 404; what the venue's NATS user may subscribe to is `booking.<venueId>.>` and nothing else.
 */
export const venueQuestions = {
  profile: publicBookingEndpoints.settings,
  availability: publicBookingEndpoints.availability,
  book: groupDoorEndpoints.hold,
  decide: groupDoorEndpoints.decide,
  cancel_lookup: publicBookingEndpoints.cancellationLookup,
  cancel: publicBookingEndpoints.cancel,
  league: groupDoorEndpoints.league,
} as const;

export type BookingOp = keyof typeof venueQuestions;
export const BOOKING_OPS = Object.keys(venueQuestions) as BookingOp[];

/** The question a subject asks (`booking.<venueId>.<question>`), or null for one the table does not name. */
export function questionOf(subject: string): BookingOp | null {
  const name = subject.slice(subject.lastIndexOf('.') + 1);
  return BOOKING_OPS.find((op) => op === name) ?? null;
}

/** The subject the hub asks a venue one question on. */
export function bookingSubject(venueId: string, op: BookingOp): string {
  return `booking.${venueId}.${op}`;
}
