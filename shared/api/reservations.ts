import * as z from 'zod/mini';
import { sentence } from './errors';
import { MoneyText } from './settings';

/*
 * Written with zod/mini: the booking page's slim build sends a booking with these and reads its answer
 * (docs/architecture.md). The staff-only edits (override, replace) are in reservationEdits.ts.
 */

/**
 * Reservation statuses: active and completed (docs/behaviour.md#arrivals); a cancellation keeps the row as
 * 'cancelled' (rather than deleting it) so a cancelled booking stays on record and can never silently vanish.
 */
export const RESERVATION_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const Reservation = z.object({
  id: z.string(),
  laneId: z.int(),
  customerName: z.string(),
  playerCount: z.int(),
  reservedTime: z.string(),
  duration: z.int(),
  prepaidAmount: z.string(),
  contactInfo: z.nullable(z.string()),
  emailAddress: z.nullable(z.string()),
  status: z.enum(RESERVATION_STATUSES),
  tournamentId: z.nullable(z.string()),
  isStaffOverride: z.boolean(),
  overrideReason: z.nullable(z.string()),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;

export {
  DEFAULT_RESERVATION_DURATION,
  DEFAULT_RESERVATION_PLAYERS,
  MAX_RESERVATION_PLAYERS,
  MIN_RESERVATION_PLAYERS,
  RESERVATION_DURATIONS,
  isReservationDuration,
  type ReservationDuration,
} from './reservationLimits';

/** The reservation form: an override needs a reason. */
export const OVERRIDE_REASON_MISSING = sentence('Please provide a reason for the booking override');
/** The reservation form: a date and time are required; also the answer to a time that is not one. */
export const RESERVATION_TIME_MISSING = sentence('Please select reservation date and time');

/** Upper bounds on free text, so a hostile body cannot store megabytes in a name. */
const NAME_MAX = 100;
const PHONE_MAX = 40;
const EMAIL_MAX = 254;
export const REASON_MAX = 500;

/** Blank or missing is null; otherwise trimmed and at most `max` long. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

/**
 * POST /api/reservations body. Only types and sizes are checked here: the booking rules (players
 * 1–4, the booking lengths, required contact details for customers, hours, overlaps) are the booking engine's
 * (shared/booking/bookingRules.ts), so the page and the server refuse with the same words. Unknown keys —
 * id, status, createdAt, isStaffOverride sent to the customer endpoint — are dropped.
 */
export const CreateReservationBody = z.object({
  laneId: z.int().check(z.positive()),
  customerName: z._default(z.string().check(z.trim(), z.maxLength(NAME_MAX)), ''),
  playerCount: z.int(),
  reservedTime: z.iso.datetime({ offset: true, error: RESERVATION_TIME_MISSING }),
  duration: z._default(z.int(), 60),
  /**
   * The booking page sends '0.00'. Only staff may record a prepaid amount; the server zeroes it for
   * customers.
   */
  prepaidAmount: z._default(MoneyText, '0.00'),
  contactInfo: optionalText(PHONE_MAX),
  emailAddress: optionalText(EMAIL_MAX),
});
export type CreateReservationBody = z.infer<typeof CreateReservationBody>;

/**
 * What a booking made without a staff session answers: enough to show 'Booking Confirmed!', and nothing a
 * stranger could not already know — the public door never returns names, phones or emails.
 */
export const BookingConfirmation = z.object({
  id: z.string(),
  laneId: z.int(),
  reservedTime: z.string(),
  duration: z.int(),
  playerCount: z.int(),
  price: MoneyText,
});
export type BookingConfirmation = z.infer<typeof BookingConfirmation>;
