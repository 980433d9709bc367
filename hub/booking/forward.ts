import type { Endpoint } from '../../shared/api/endpoint';
import type { Answer } from '../../server-kit/entryAnswer';
import type { ErrorCode } from '../../shared/api/errors';
import {
  groupBookingEndpoints as page,
  offlineSentence,
  type VenueProfile,
} from '../../shared/group/booking';
import type { BookingOp, venueQuestions } from '../../shared/group/questions';
import { DomainError, notFound } from '../../server-kit/domainError';
import { implementHub, type HubRoute } from '../implement';
import type { QuestionOf, VenueAsker } from './ask';
import { bookAtVenue, type BookingDeps } from './book';
import type { VenueProfiles } from './venues';

const NO_SUCH_VENUE = 'There is no such venue in this group.';

/** What became of a question: the venue's answer or refusal as checked, or anything else (offline). */
type Outcome<T> =
  | { kind: 'answer'; body: T }
  | { kind: 'refusal'; status: number; body: { message: string; code: ErrorCode } }
  | { kind: 'broken' | 'nobody' | 'silent' | 'offline' };

/**
 * The group page's endpoints on head office's door (docs/group-booking.md): the list of venues, then for
 * one venue its own answers. The hub decides nothing about lanes: each question is the venue's entry asked
 * over NATS (`venueQuestions`), and its checked answer or refusal passed on; a venue that does not answer in
 * time, or answers something broken, gets the customer the offline sentence with its phone number (503).
 * A booking follows the hold/confirm protocol (book.ts).
 */
export function groupPageRoutes(deps: {
  asker: VenueAsker;
  profiles: VenueProfiles;
  booking: BookingDeps;
}): HubRoute[] {
  const venueOf = async (venueId: string): Promise<VenueProfile> => {
    const venue = await deps.profiles.named(venueId);
    if (!venue) throw notFound(NO_SUCH_VENUE);
    return venue;
  };

  /**
   * The one forwarder: the page's entry asks the venue's question of the same schema — the page's query for
   * a `get`, else its body — and passes on what came back.
   */
  function forward<const E extends Endpoint, Op extends BookingOp>(
    entry: E,
    op: E['response'] extends (typeof venueQuestions)[Op]['response'] ? Op : never,
  ): HubRoute {
    return implementHub(entry, async ({ params, query, body }) => {
      const venueId = (params as Record<string, string>).venueId ?? '';
      const venue = await venueOf(venueId);
      // The page parsed the question with the venue's own schema: it goes on as parsed.
      const question = (entry.method === 'get' ? query : body) as QuestionOf<Op>;
      const asked = await deps.asker.ask(venueId, op, question);
      // The venue's answer was parsed by the very schema the page's entry answers with.
      return passedOn(venue, asked) as Answer<E>;
    });
  }

  return [
    implementHub(page.venues, () => deps.profiles.list()),
    forward(page.availability, 'availability'),
    implementHub(page.create, async ({ params, body }) =>
      passedOn(await venueOf(params.venueId), await bookAtVenue(deps.booking, params.venueId, body)),
    ),
    forward(page.cancellationLookup, 'cancel_lookup'),
    forward(page.cancel, 'cancel'),
  ];
}

/** The venue's answer; its refusal as the same refusal; anything else the offline sentence. */
function passedOn<T>(venue: VenueProfile, outcome: Outcome<T>): T {
  if (outcome.kind === 'answer') return outcome.body;
  if (outcome.kind === 'refusal')
    throw new DomainError(outcome.status, outcome.body.code, outcome.body.message);
  throw new DomainError(503, 'VENUE_OFFLINE', offlineSentence(venue.businessName, venue.contactPhone));
}
