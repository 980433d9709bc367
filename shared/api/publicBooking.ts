import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { Currency, MoneyText, OperatingHours } from './settings';
import {
  BookingConfirmation,
  CreateReservationBody,
  RESERVATION_DURATIONS,
  Reservation,
  isReservationDuration,
} from './reservations';

/**
 * The public door's contract (docs/architecture.md#one-server-two-doors-four-apps): what the customer booking
 * page may read and send. Nothing here names a customer — a slot says only that it is taken and why, never by
 * whom. Written with zod/mini: the booking page's slim build parses every answer with these (its script
 * budget is in docs/performance.md).
 */

/**
 * The booking page's cell states (docs/behaviour.md#booking-slots-and-durations), as the booking engine
 * computes them.
 */
export const SLOT_STATES = ['available', 'reserved', 'tournament', 'league', 'in_use', 'past'] as const;
export const SlotState = z.enum(SLOT_STATES);
export type SlotState = z.infer<typeof SlotState>;

const DURATION_MESSAGE = `duration must be one of ${RESERVATION_DURATIONS.join(', ')} minutes`;

/** GET /api/public/availability?date=YYYY-MM-DD&duration=MIN (query strings arrive as text). */
export const AvailabilityQuery = z.object({
  date: z.iso.date({ error: 'date must be a day as YYYY-MM-DD' }),
  duration: z.coerce
    .number({ error: DURATION_MESSAGE })
    .check(z.int(DURATION_MESSAGE), z.refine(isReservationDuration, DURATION_MESSAGE)),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

export const PublicSlot = z.object({
  /** UTC ISO instant of the slot's start. */
  start: z.string(),
  state: SlotState,
  /** The price of this lane for the asked duration, in the venue's currency, e.g. '15.00'. */
  price: MoneyText,
});
export type PublicSlot = z.infer<typeof PublicSlot>;

export const PublicLaneAvailability = z.object({
  laneId: z.int(),
  number: z.int(),
  /** The lane's display name with the fallback 'Lane {n}' already applied. */
  name: z.string(),
  slots: z.array(PublicSlot),
});
export type PublicLaneAvailability = z.infer<typeof PublicLaneAvailability>;

/** Why a day has no slots at all: open, closed that weekday, or no hours configured for it. */
export const DayOpeningKind = z.enum(['open', 'closed', 'no_hours']);
export type DayOpeningKind = z.infer<typeof DayOpeningKind>;

export const PublicAvailability = z.object({
  date: z.string(),
  duration: z.int(),
  currency: Currency,
  timezone: z.string(),
  opening: DayOpeningKind,
  /** Bookable lanes only: lanes in maintenance are hidden. */
  lanes: z.array(PublicLaneAvailability),
});
export type PublicAvailability = z.infer<typeof PublicAvailability>;

/** GET /api/public/settings: the subset of settings a customer may see. */
export const PublicSettings = z.object({
  businessName: z.string(),
  /** Where the venue is ('' = not set): shown beside its name, and in the group's list of venues. */
  town: z.string(),
  contactPhone: z.string(),
  currency: Currency,
  timezone: z.string(),
  operatingHours: OperatingHours,
  /**
   * Whether the venue e-mails booking confirmations: true only while a mail server is set up,
   * so the success screen never promises an e-mail that cannot come.
   */
  confirmationsByEmail: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

/** The cancel link's token: sent in the body, so it never appears in a URL or a log. */
export const CancelTokenBody = z.object({ token: z.string().check(z.maxLength(200)) });
export type CancelTokenBody = z.infer<typeof CancelTokenBody>;

/**
 * What the cancel page shows about the booking behind a good token: when, which lane, how long, how many,
 * the price — and no name, phone or e-mail (the link may be forwarded).
 */
export const CancelView = z.object({
  businessName: z.string(),
  contactPhone: z.string(),
  laneName: z.string(),
  /** The lane's number: a lane without its own name ('Lane 3') is worded from it in the reader's language. */
  laneNumber: z.int(),
  reservedTime: z.string(),
  duration: z.int(),
  playerCount: z.int(),
  price: MoneyText,
  currency: Currency,
  timezone: z.string(),
  /** The last instant at which the booking may still be cancelled online. */
  cancelBefore: z.string(),
  status: z.enum(['active', 'cancelled']),
});
export type CancelView = z.infer<typeof CancelView>;

/** The public door's endpoints, served on both doors (shared/api/table.ts). */
export const publicBookingEndpoints = {
  /** A booking: a customer's gets a BookingConfirmation (no personal details), staff's the Reservation. */
  create: endpoint({
    method: 'post',
    path: '/api/reservations',
    door: 'public',
    access: 'anonymous',
    body: CreateReservationBody,
    response: z.union([Reservation, BookingConfirmation]),
    status: 201,
  }),

  availability: endpoint({
    method: 'get',
    path: '/api/public/availability',
    door: 'public',
    access: 'anonymous',
    query: AvailabilityQuery,
    response: PublicAvailability,
  }),
  settings: endpoint({
    method: 'get',
    path: '/api/public/settings',
    door: 'public',
    access: 'anonymous',
    response: PublicSettings,
  }),
  cancellationLookup: endpoint({
    method: 'post',
    path: '/api/public/cancellation/lookup',
    door: 'public',
    access: 'anonymous',
    body: CancelTokenBody,
    response: CancelView,
  }),
  cancel: endpoint({
    method: 'post',
    path: '/api/public/cancellation',
    door: 'public',
    access: 'anonymous',
    body: CancelTokenBody,
    response: CancelView,
  }),
};
