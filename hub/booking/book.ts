import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '../../shared/api/errors';
import type { BookingConfirmation, CreateReservationBody } from '../../shared/api/reservations';
import { CANCEL_PAGE_HEADER, groupCancelPage, REQUEST_HEADER } from '../../shared/group/booking';
import type { VenueAsker } from './ask';
import type { Decisions, RequestOutcome } from './decisions';

/** What the customer is shown: the booking, the venue's refusal, or the offline sentence. */
export type Booked =
  | { kind: 'answer'; body: BookingConfirmation }
  | { kind: 'refusal'; status: number; body: { message: string; code: ErrorCode } }
  | { kind: 'offline' };

export interface BookingDeps {
  asker: VenueAsker;
  decisions: Decisions;
  /** The group page as customers reach it: the booking's cancel link points under it. */
  pageUrl: string;
  /** How long the hub waits for a venue's answer. */
  askTimeoutMs: number;
  /** How long a confirmed booking's answer waits for the venue to take the hub's word. */
  confirmWaitMs: number;
}

/**
 * One booking through the group page (docs/group-booking.md, 'Confirmed only when shown'). The request is
 * noted, the venue asked to hold the slot, and the hub decides once: `confirmed` only when the hold came back
 * in time. The customer is shown exactly what was decided, and the venue told it, so that the venue ends up
 * with the booking if and only if the customer was shown it.
 */
export async function bookAtVenue(
  deps: BookingDeps,
  venueId: string,
  body: CreateReservationBody,
  /** The customer's language (Accept-Language), which the venue words its refusals and the e-mail in. */
  language: Record<string, string> = {},
): Promise<Booked> {
  const requestId = randomUUID();
  await deps.decisions.asking(requestId, venueId);
  const reply = await deps.asker.ask(venueId, 'book', body, {
    headers: {
      ...language,
      [REQUEST_HEADER]: requestId,
      [CANCEL_PAGE_HEADER]: groupCancelPage(deps.pageUrl, venueId),
    },
  });
  // A refusal, or nobody listening, held nothing. Silence or a broken answer may have: withdraw it.
  const wanted: RequestOutcome =
    reply.kind === 'answer'
      ? 'confirmed'
      : reply.kind === 'refusal' || reply.kind === 'nobody'
        ? 'refused'
        : 'withdrawn';
  const outcome = await deps.decisions.decide(requestId, wanted);
  if (outcome === 'confirmed' && reply.kind === 'answer') {
    // The venue makes the booking (and queues its e-mail) on this word. The answer waits a moment for it, so
    // the page, the e-mail and the venue's screens agree; the word stands either way, and is told again
    // until the venue answers.
    await deps.decisions.deliver(requestId, venueId, 'confirmed', deps.confirmWaitMs);
    return { kind: 'answer', body: reply.body };
  }
  if (outcome === 'withdrawn')
    void deps.decisions.deliver(requestId, venueId, 'withdrawn', deps.askTimeoutMs);
  if (outcome === 'refused' && reply.kind === 'refusal')
    return { kind: 'refusal', status: reply.status, body: reply.body };
  return { kind: 'offline' };
}
