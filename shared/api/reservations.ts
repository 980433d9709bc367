import { z } from 'zod';
import { endpoint } from './endpoint';
import { sentence } from './errors';
import { MoneyText } from './settings';

export const Reservation = z.object({
  id: z.string(),
  laneId: z.number().int(),
  customerName: z.string(),
  playerCount: z.number().int(),
  reservedTime: z.string(),
  duration: z.number().int(),
  prepaidAmount: z.string(),
  contactInfo: z.string().nullable(),
  emailAddress: z.string().nullable(),
  status: z.string(),
  tournamentId: z.string().nullable(),
  isStaffOverride: z.boolean(),
  overrideReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;

/**
 * Reservation statuses. SPEC §4 names active and completed; a cancellation keeps the row as 'cancelled'
 * (rather than deleting it) so a cancelled booking stays on record and can never silently vanish.
 */
export const RESERVATION_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export {
  DEFAULT_RESERVATION_DURATION,
  DEFAULT_RESERVATION_PLAYERS,
  MAX_RESERVATION_PLAYERS,
  MIN_RESERVATION_PLAYERS,
  RESERVATION_DURATIONS,
  isReservationDuration,
  type ReservationDuration,
} from '../booking/reservationLimits';

/** SPEC §5 reservation form: an override needs a reason. */
export const OVERRIDE_REASON_MISSING = sentence('Please provide a reason for the booking override');
/** SPEC §5 reservation form: a date and time are required; also the answer to a time that is not one. */
export const RESERVATION_TIME_MISSING = sentence('Please select reservation date and time');

/** Upper bounds on free text, so a hostile body cannot store megabytes in a name. */
const NAME_MAX = 100;
const PHONE_MAX = 40;
const EMAIL_MAX = 254;
const REASON_MAX = 500;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * SPEC §7 POST /api/reservations body. Only types and sizes are checked here: the booking rules (players
 * 1–4, SPEC's durations, required contact details for customers, hours, overlaps) are the booking engine's
 * (shared/booking/bookingRules.ts), so the page and the server refuse with the same words. Unknown keys —
 * id, status, createdAt, isStaffOverride sent to the customer endpoint — are dropped (SPEC §5 insert rules).
 */
export const CreateReservationBody = z.object({
  laneId: z.number().int().positive(),
  customerName: z.string().trim().max(NAME_MAX).default(''),
  playerCount: z.number().int(),
  reservedTime: z.iso.datetime({ offset: true, error: RESERVATION_TIME_MISSING }),
  duration: z.number().int().default(60),
  /** SPEC sends '0.00'. Only staff may record a prepaid amount; the server zeroes it for customers. */
  prepaidAmount: MoneyText.default('0.00'),
  contactInfo: optionalText(PHONE_MAX),
  emailAddress: optionalText(EMAIL_MAX),
});
export type CreateReservationBody = z.infer<typeof CreateReservationBody>;

/** SPEC §7 POST /api/reservations/override: the same body plus isStaffOverride and a required reason. */
export const OverrideReservationBody = CreateReservationBody.extend({
  isStaffOverride: z.literal(true).default(true),
  overrideReason: z
    .string({ error: OVERRIDE_REASON_MISSING })
    .trim()
    .min(1, OVERRIDE_REASON_MISSING)
    .max(REASON_MAX),
});
export type OverrideReservationBody = z.infer<typeof OverrideReservationBody>;

/**
 * PUT /api/reservations/{id}: the edit. SPEC §7 describes editing as DELETE then POST; done as two calls
 * a failed POST would lose the original booking, so the modal edits through this one call, which checks
 * the new details and rewrites the row in a single transaction — a refusal leaves the original untouched.
 * With isStaffOverride the override rules and its required reason apply, as for the override endpoint.
 */
export const ReplaceReservationBody = CreateReservationBody.extend({
  isStaffOverride: z.boolean().default(false),
  overrideReason: z.string().trim().max(REASON_MAX).nullish(),
}).refine((b) => !b.isStaffOverride || (b.overrideReason ?? '').length > 0, {
  message: OVERRIDE_REASON_MISSING,
  path: ['overrideReason'],
});
export type ReplaceReservationBody = z.infer<typeof ReplaceReservationBody>;

/**
 * What a booking made without a staff session answers: enough to show 'Booking Confirmed!', and nothing a
 * stranger could not already know — the public door never returns names, phones or emails.
 */
export const BookingConfirmation = z.object({
  id: z.string(),
  laneId: z.number().int(),
  reservedTime: z.string(),
  duration: z.number().int(),
  playerCount: z.number().int(),
  price: MoneyText,
});
export type BookingConfirmation = z.infer<typeof BookingConfirmation>;

/** The reservations area of the endpoint table (shared/api/table.ts). */
export const reservationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/reservations',
    door: 'lan',
    access: 'staff',
    response: z.array(Reservation),
  }),
  create: endpoint({
    method: 'post',
    path: '/api/reservations',
    door: 'public',
    access: 'anonymous',
    body: CreateReservationBody,
    response: z.union([Reservation, BookingConfirmation]),
    status: 201,
  }),
  override: endpoint({
    method: 'post',
    path: '/api/reservations/override',
    door: 'lan',
    access: 'staff',
    body: OverrideReservationBody,
    response: Reservation,
    status: 201,
  }),
  replace: endpoint({
    method: 'put',
    path: '/api/reservations/:id',
    door: 'lan',
    access: 'staff',
    body: ReplaceReservationBody,
    response: Reservation,
  }),
  cancel: endpoint({
    method: 'delete',
    path: '/api/reservations/:id',
    door: 'lan',
    access: 'staff',
    response: Reservation,
  }),
};
