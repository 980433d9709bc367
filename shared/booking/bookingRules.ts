import {
  MAX_RESERVATION_PLAYERS,
  MIN_RESERVATION_PLAYERS,
  RESERVATION_DURATIONS,
  RESERVATION_TIME_MISSING,
  isReservationDuration,
} from '../api/reservations';
import { addMinutes, clockTimeOf } from '../time/venueTime';
import { isEmailAddress } from '../mail/emailAddress';
import { openingAt, weekdayLabel, type BookingSettings } from './hours';
import type { LaneBlock, LaneBlockKind } from './laneBlock';
import { blockingBlock, isPastStart } from './slots';
import type { Params } from '../i18n/catalogue';
import type { RefusalKey } from '../i18n/keys';

import type { RefusalWords } from '../api/refusalWords';

export type { RefusalWords } from '../api/refusalWords';

/**
 * The server's booking rule check (docs/behaviour.md#the-booking-rules), written once so the booking page
 * greys a slot with the very rules the server refuses with. Messages are shown to customers as they are
 * ('Booking Failed' toast).
 */
export const BOOKING_MESSAGES = {
  nameMissing: 'Please enter customer name',
  phoneMissing: 'Please enter a phone number',
  emailMissing: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  players: `Number of players must be between ${MIN_RESERVATION_PLAYERS} and ${MAX_RESERVATION_PLAYERS}`,
  duration: `Duration must be ${RESERVATION_DURATIONS.slice(0, -1).join(', ')} or ${RESERVATION_DURATIONS.at(-1)} minutes`,
  past: 'Cannot book a time in the past',
  timeInvalid: RESERVATION_TIME_MISSING,
  maintenance: (lane: number) => `Lane ${lane} is under maintenance and cannot be booked`,
  closed: (weekday: string) => `The venue is closed on ${weekday}`,
  noHours: (weekday: string) => `The venue has no opening hours on ${weekday}`,
  outsideHours: (weekday: string, start: string, end: string) =>
    `Bookings on ${weekday} must start at ${start} or later and finish by ${end}`,
  overlap: {
    reservation: (lane: number) => `Lane ${lane} is already reserved at that time`,
    tournament: (lane: number) => `Lane ${lane} is booked for a tournament at that time`,
    league: (lane: number) => `Lane ${lane} is booked for a league night at that time`,
    session: (lane: number) => `Lane ${lane} is in use at that time`,
  } satisfies Record<LaneBlockKind, (lane: number) => string>,
} as const;

const PLAYERS_WORDS = worded('refusals.players', {
  min: MIN_RESERVATION_PLAYERS,
  max: MAX_RESERVATION_PLAYERS,
});
const DURATION_WORDS = worded('refusals.duration', {
  durations: RESERVATION_DURATIONS.slice(0, -1).join(', '),
  last: RESERVATION_DURATIONS.at(-1) ?? 0,
});

/** Who is booking: a customer (no staff session, either door), or signed-in staff. */
export type Booker = 'customer' | 'staff';

export interface BookingAttempt {
  laneId: number;
  customerName: string;
  playerCount: number;
  /** ISO instant. */
  reservedTime: string;
  /** Minutes. */
  duration: number;
  contactInfo?: string | null;
  emailAddress?: string | null;
}

export interface BookingContext {
  lane: { id: number; number: number; status: string };
  settings: BookingSettings;
  /** Live blocks for (at least) this lane: active reservations, live tournaments, current sessions. */
  blocks: readonly LaneBlock[];
  now: Date | string;
  booker: Booker;
  /** Staff 'Override booking restrictions': see {@link bookingRefusal} for what it lifts. */
  override?: boolean;
  /** The reservation being edited, which must not collide with itself. */
  replacingReservationId?: string;
}

export type BookingRefusalCode = 'VALIDATION' | 'LANE_NOT_AVAILABLE' | 'RESERVATION_CONFLICT';

export interface BookingRefusal {
  code: BookingRefusalCode;
  status: 400 | 409;
  /** The English sentence, as the booking rules' docs word it. */
  message: string;
  /** The same sentence as a catalogue key and its values, for a reader of another language (docs/i18n.md). */
  words: RefusalWords;
}

const invalid = (message: string, words: RefusalWords): BookingRefusal => ({
  code: 'VALIDATION',
  status: 400,
  message,
  words,
});
function worded(key: RefusalKey, params?: Params): RefusalWords {
  return params ? { key, params } : { key };
}
const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/**
 * Why this booking must be refused, or null when it may be taken. Checked in this order, so a customer fixes
 * the form before being told about the diary: name, then (customers only) phone and email; players 1–4; one
 * of the booking lengths; the lane not in maintenance; the venue open that day, and the booking inside its
 * hours; a start not in the past; no overlap with a reservation, tournament or session.
 *
 * Staff may leave phone and email out (contact details are optional on the staff form). A staff override
 * ('Override booking restrictions', with its reason) lifts the venue's diary rules — maintenance, closed day,
 * hours, past start, tournament and session overlaps — for cases staff can see and the rules cannot (a
 * walk-in already playing, a lane fixed this afternoon). It never lifts the data rules (name, players,
 * duration) nor a clash with another reservation: two parties are never promised the same lane at the same
 * time.
 */
export function bookingRefusal(attempt: BookingAttempt, ctx: BookingContext): BookingRefusal | null {
  return contactRefusal(attempt, ctx.booker) ?? sizeRefusal(attempt) ?? diaryRefusal(attempt, ctx);
}

function contactRefusal(attempt: BookingAttempt, booker: Booker): BookingRefusal | null {
  if (blank(attempt.customerName))
    return invalid(BOOKING_MESSAGES.nameMissing, worded('refusals.nameMissing'));
  if (booker === 'customer') {
    if (blank(attempt.contactInfo))
      return invalid(BOOKING_MESSAGES.phoneMissing, worded('refusals.phoneMissing'));
    if (blank(attempt.emailAddress))
      return invalid(BOOKING_MESSAGES.emailMissing, worded('refusals.emailMissing'));
  }
  const email = (attempt.emailAddress ?? '').trim();
  if (email !== '' && !isEmailAddress(email))
    return invalid(BOOKING_MESSAGES.emailInvalid, worded('refusals.emailInvalid'));
  return null;
}

function sizeRefusal(attempt: BookingAttempt): BookingRefusal | null {
  const players = attempt.playerCount;
  if (!Number.isInteger(players) || players < MIN_RESERVATION_PLAYERS || players > MAX_RESERVATION_PLAYERS) {
    return invalid(BOOKING_MESSAGES.players, PLAYERS_WORDS);
  }
  if (!isReservationDuration(attempt.duration)) return invalid(BOOKING_MESSAGES.duration, DURATION_WORDS);
  return null;
}

function diaryRefusal(attempt: BookingAttempt, ctx: BookingContext): BookingRefusal | null {
  const { lane } = ctx;
  const start = new Date(attempt.reservedTime);
  if (Number.isNaN(start.getTime()))
    return invalid(BOOKING_MESSAGES.timeInvalid, worded('refusals.timeInvalid'));
  if (!ctx.override) {
    const refusal =
      venueRefusal(attempt, ctx) ??
      (isPastStart(start, ctx.now) ? invalid(BOOKING_MESSAGES.past, worded('refusals.past')) : null);
    if (refusal) return refusal;
  }
  // Under override only another reservation still blocks (see bookingRefusal).
  const blocks = ctx.override ? ctx.blocks.filter((b) => b.kind === 'reservation') : ctx.blocks;
  const block = blockingBlock(lane.id, start, attempt.duration, blocks, ctx.replacingReservationId);
  if (block) {
    return {
      code: 'RESERVATION_CONFLICT',
      status: 409,
      message: BOOKING_MESSAGES.overlap[block.kind](lane.number),
      words: worded(`refusals.overlap.${block.kind}`, { lane: lane.number }),
    };
  }
  return null;
}

function venueRefusal(attempt: BookingAttempt, ctx: BookingContext): BookingRefusal | null {
  if (ctx.lane.status === 'maintenance') {
    return {
      code: 'LANE_NOT_AVAILABLE',
      status: 409,
      message: BOOKING_MESSAGES.maintenance(ctx.lane.number),
      words: worded('refusals.maintenance', { lane: ctx.lane.number }),
    };
  }
  const opening = openingAt(attempt.reservedTime, ctx.settings);
  const day = weekdayLabel(opening.weekday);
  if (opening.kind === 'closed')
    return invalid(BOOKING_MESSAGES.closed(day), worded('refusals.closed', { weekday: opening.weekday }));
  if (opening.kind === 'no_hours')
    return invalid(BOOKING_MESSAGES.noHours(day), worded('refusals.noHours', { weekday: opening.weekday }));
  const start = new Date(attempt.reservedTime).getTime();
  const end = addMinutes(attempt.reservedTime, attempt.duration).getTime();
  if (start < opening.opensAt.getTime() || end > opening.closesAt.getTime()) {
    const zone = ctx.settings.timezone;
    const opens = clockTimeOf(opening.opensAt, zone);
    const closes = clockTimeOf(opening.closesAt, zone);
    return invalid(
      BOOKING_MESSAGES.outsideHours(day, opens, closes),
      worded('refusals.outsideHours', { weekday: opening.weekday, start: opens, end: closes }),
    );
  }
  return null;
}
