import { z } from 'zod';
import { endpoint } from './endpoint';
import { CreateReservationBody, OVERRIDE_REASON_MISSING, REASON_MAX, Reservation } from './reservations';

/** POST /api/reservations/override: the same body plus isStaffOverride and a required reason. */
export const OverrideReservationBody = z.object({
  ...CreateReservationBody.shape,
  isStaffOverride: z.literal(true).default(true),
  overrideReason: z
    .string({ error: OVERRIDE_REASON_MISSING })
    .trim()
    .min(1, OVERRIDE_REASON_MISSING)
    .max(REASON_MAX),
});
export type OverrideReservationBody = z.infer<typeof OverrideReservationBody>;

/**
 * PUT /api/reservations/{id}: the edit. Editing could be DELETE then POST; done as two calls
 * a failed POST would lose the original booking, so the modal edits through this one call, which checks
 * the new details and rewrites the row in a single transaction — a refusal leaves the original untouched.
 * With isStaffOverride the override rules and its required reason apply, as for the override endpoint.
 */
export const ReplaceReservationBody = z
  .object({
    ...CreateReservationBody.shape,
    isStaffOverride: z.boolean().default(false),
    overrideReason: z.string().trim().max(REASON_MAX).nullish(),
  })
  .refine((b) => !b.isStaffOverride || (b.overrideReason ?? '').length > 0, {
    message: OVERRIDE_REASON_MISSING,
    path: ['overrideReason'],
  });
export type ReplaceReservationBody = z.infer<typeof ReplaceReservationBody>;

/**
 * A reservation on the staff's list: `arrived` while its session is playing on the lane — the
 * front desk activated it — so it leaves the list of bookings still to activate. Ending the session
 * completes it.
 */
export const StaffReservation = z.object({ ...Reservation.shape, arrived: z.boolean() });
export type StaffReservation = z.infer<typeof StaffReservation>;

/**
 * How many venue days GET /api/reservations answers: a week from today unless asked, at most a month (the
 * calendar asks for the month it shows).
 */
export const RESERVATION_DAYS = { default: 7, most: 31 } as const;

/**
 * GET /api/reservations?from=YYYY-MM-DD&days=N: the active bookings of `days` venue days from `from`
 * (default: today and the six days after it), and always the most recent completed ones. The page steps
 * forward and back by changing `from`; a diary months long, or five years of history, is never sent at
 * once. Query strings arrive as text, so `days` is coerced; a bad value is a 400 naming it.
 */
export const ReservationsQuery = z.object({
  from: z.iso.date({ error: 'from must be a day as YYYY-MM-DD, e.g. 2026-11-27' }).optional(),
  days: z.coerce
    .number({ error: `days must be a number from 1 to ${RESERVATION_DAYS.most}` })
    .int(`days must be a whole number from 1 to ${RESERVATION_DAYS.most}`)
    .min(1, 'days must be at least 1')
    .max(RESERVATION_DAYS.most, `days must be at most ${RESERVATION_DAYS.most}`)
    .optional(),
});
export type ReservationsQuery = z.infer<typeof ReservationsQuery>;

/** The staff's reservation endpoints (the customer's booking is in publicBooking.ts). */
export const reservationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/reservations',
    door: 'lan',
    access: 'staff',
    query: ReservationsQuery,
    response: z.array(StaffReservation),
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
