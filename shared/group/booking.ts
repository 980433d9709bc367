import * as z from 'zod/mini';
import { endpoint } from '../api/endpoint';
import {
  AvailabilityQuery,
  CancelTokenBody,
  CancelView,
  PublicAvailability,
  PublicSettings,
} from '../api/publicBooking';
import { BookingConfirmation, CreateReservationBody } from '../api/reservations';

/**
 * The group's booking page (docs/group-booking.md). The hub decides nothing about lanes: each question is
 * asked of the venue over NATS request/reply on the venue's own subjects, `booking.<venueId>.<op>`, and
 * answered by the venue's appliance through the same services as its public door. The bodies are the public
 * door's own schemas (shared/api/publicBooking.ts), so a rule changed for one page is changed for both.
 * Written with zod/mini: the group page's slim build parses every answer with these.
 */

/** Every question for one venue: what the venue's NATS user may subscribe to, and nothing else of the kind. */
export function bookingSubjects(venueId: string): string {
  return `booking.${venueId}.>`;
}

/**
 * NATS headers on a question. A booking question carries the hub's id for it: the venue holds the slot under
 * that id, and the hub's decision about it (`decide`) names it. The cancel page is where the confirmation's
 * cancel link points (a booking made through the group page is cancelled through the group page).
 */
export const REQUEST_HEADER = 'Doubletop-Request';
export const CANCEL_PAGE_HEADER = 'Doubletop-Cancel-Page';

/**
 * The hub's word on a booking the venue holds (docs/group-booking.md, 'Confirmed only when shown'): the
 * customer was shown it as confirmed, or was not and never will be. The hub decides each request once, in
 * its own database, and repeats its word until the venue answers; the venue applies it whenever it arrives,
 * as often as it arrives.
 */
export const HOLD_OUTCOMES = ['confirmed', 'withdrawn'] as const;
export type HoldOutcome = (typeof HOLD_OUTCOMES)[number];
/** The hub's id for one booking question (its `Doubletop-Request` header), a UUID. */
export const RequestId = z.uuid();
export const BookingDecision = z.object({ requestId: RequestId, outcome: z.enum(HOLD_OUTCOMES) });
export type BookingDecision = z.infer<typeof BookingDecision>;

/**
 * The venue's answer to one question: the status its public door would have given and, on success, the
 * public door's answer; on a refusal, the public door's sentence.
 */
export const VenueReply = z.object({
  status: z.int(),
  body: z.optional(z.unknown()),
  message: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type VenueReply = z.infer<typeof VenueReply>;

/**
 * A venue's public settings as the hub keeps them (its answer to `profile`). A venue whose appliance predates
 * the town setting, and a profile the hub stored before it, has no town: read as '' (not shown), never
 * refused, so the venue stays on the group page.
 */
export const VenueProfile = z.extend(PublicSettings, { town: z._default(z.string(), '') });
export type VenueProfile = z.infer<typeof VenueProfile>;

/** What the group page shows of a venue it may book: what the venue told the hub, and whether it is up. */
export const GroupVenue = z.object({
  venueId: z.string(),
  businessName: z.string(),
  /** '' when the venue has not set its town: the list leaves the line out. */
  town: z.string(),
  contactPhone: z.string(),
  currency: PublicSettings.shape.currency,
  timezone: z.string(),
  operatingHours: PublicSettings.shape.operatingHours,
  confirmationsByEmail: z.boolean(),
  /** The venue's last heartbeat reached the hub within the last 90 s. */
  online: z.boolean(),
});
export type GroupVenue = z.infer<typeof GroupVenue>;

/** The sentence the group page shows when a venue cannot answer (offline, or too slow). */
export function offlineSentence(businessName: string, contactPhone: string): string {
  const call = contactPhone.trim() ? `Please call ${contactPhone.trim()}.` : 'Please call the venue.';
  return `${businessName} can't take online bookings right now. ${call}`;
}

/** The group page's endpoints, on head office's door (part of `hubEndpoints`, shared/group/headOfficeApi.ts). */
export const groupBookingEndpoints = {
  venues: endpoint({
    method: 'get',
    path: '/api/group/venues',
    door: 'head office',
    access: 'anonymous',
    response: z.array(GroupVenue),
  }),
  availability: endpoint({
    method: 'get',
    path: '/api/group/venues/:venueId/availability',
    door: 'head office',
    access: 'anonymous',
    query: AvailabilityQuery,
    response: PublicAvailability,
  }),
  create: endpoint({
    method: 'post',
    path: '/api/group/venues/:venueId/reservations',
    door: 'head office',
    access: 'anonymous',
    body: CreateReservationBody,
    response: BookingConfirmation,
    status: 201,
  }),
  cancellationLookup: endpoint({
    method: 'post',
    path: '/api/group/venues/:venueId/cancellation/lookup',
    door: 'head office',
    access: 'anonymous',
    body: CancelTokenBody,
    response: CancelView,
  }),
  cancel: endpoint({
    method: 'post',
    path: '/api/group/venues/:venueId/cancellation',
    door: 'head office',
    access: 'anonymous',
    body: CancelTokenBody,
    response: CancelView,
  }),
};

/** Where the group page lives on the hub, and a venue's cancel page under it (the confirmation's link). */
export const GROUP_PAGE_PATH = '/book';
export function groupCancelPage(pageUrl: string, venueId: string): string {
  return `${pageUrl.replace(/\/+$/, '')}/${venueId}/cancel-booking`;
}
