import type { Endpoint } from '../../shared/api/endpoint';
import type { Answer } from '../../server-kit/entryAnswer';
import type { ErrorCode } from '../../shared/api/errors';
import { groupBookingEndpoints as page, type VenueProfile } from '../../shared/group/booking';
import type { BookingOp, venueQuestions } from '../../shared/group/questions';
import { DomainError, refusal } from '../../server-kit/domainError';
import { requestLanguageOf } from '../../server-kit/requestLanguage';
import { implementHub, type HubRoute } from '../implement';
import type { QuestionOf, VenueAsker } from './ask';
import { bookAtVenue, type BookingDeps } from './book';
import type { VenueProfiles } from './venues';

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
    if (!venue) throw refusal(404, 'NOT_FOUND', 'refusals.group.noSuchVenue');
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
    return implementHub(entry, async ({ params, query, body, req }) => {
      const venueId = (params as Record<string, string>).venueId ?? '';
      const venue = await venueOf(venueId);
      // The page parsed the question with the venue's own schema: it goes on as parsed.
      const question = (entry.method === 'get' ? query : body) as QuestionOf<Op>;
      const asked = await deps.asker.ask(venueId, op, question, { headers: inTheirLanguage(req) });
      // The venue's answer was parsed by the very schema the page's entry answers with.
      return passedOn(venue, asked) as Answer<E>;
    });
  }

  return [
    implementHub(page.venues, () => deps.profiles.list()),
    forward(page.availability, 'availability'),
    implementHub(page.create, async ({ params, body, req }) =>
      passedOn(
        await venueOf(params.venueId),
        await bookAtVenue(deps.booking, params.venueId, body, inTheirLanguage(req)),
      ),
    ),
    forward(page.cancellationLookup, 'cancel_lookup'),
    forward(page.cancel, 'cancel'),
  ];
}

/**
 * The customer's language, asked of the venue in turn: it words its refusals in it, and a booking's e-mail is
 * in the language it was made in.
 */
function inTheirLanguage(req: { headers: Record<string, string | string[] | undefined> }) {
  return { 'accept-language': requestLanguageOf(req) };
}

/**
 * The venue's answer; its refusal as the same refusal (already in the customer's language); anything else
 * the offline sentence (shared/group/booking.ts's offlineSentence in English), worded for the customer.
 */
function passedOn<T>(venue: VenueProfile, outcome: Outcome<T>): T {
  if (outcome.kind === 'answer') return outcome.body;
  if (outcome.kind === 'refusal')
    throw new DomainError(outcome.status, outcome.body.code, outcome.body.message);
  const phone = venue.contactPhone.trim();
  throw phone
    ? refusal(503, 'VENUE_OFFLINE', 'refusals.group.offline', { name: venue.businessName, phone })
    : refusal(503, 'VENUE_OFFLINE', 'refusals.group.offlineNoPhone', { name: venue.businessName });
}
