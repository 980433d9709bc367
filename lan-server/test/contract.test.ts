import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { entryName, type Endpoint } from '../../shared/api/endpoint';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { bookingSubject, venueQuestions, type BookingOp } from '../../shared/group/questions';
import { allVenueEntries } from '../../shared/venueDoors';
import { groupBooking, type GroupBookingCore } from '../../hub/booking/routes';
import { headOfficeRoutes } from '../../hub/headOfficeRoutes';
import { hubSignIn } from '../../hub/signIn';
import { allRoutes } from '../http/routes';

/**
 * The endpoint table and the servers' routes are one thing, for every door: the venue's LAN and public doors
 * and its NATS door to the group (lan-server/http/routes), and head office's door (hub/): every entry has
 * exactly one route that implements it, and every route implements an entry. (That every answer the tests
 * receive parses against its entry is checked as they run: the test servers are started with checkAnswers.)
 */
const venueRoutes = allRoutes();
const venueEntries = allVenueEntries();

/** Head office's routes, built as the hub builds them (nothing here connects: no request is made). */
function hubRoutes() {
  const pool = {} as Pool;
  const core: GroupBookingCore = {
    nc: {
      status: () => (async function* () {})(),
      isClosed: () => true,
    } as unknown as GroupBookingCore['nc'],
    pool,
    onStored: () => () => undefined,
  };
  const booking = groupBooking(core, { pageUrl: 'https://book.example.com/book', sweepEveryMs: 3_600_000 });
  booking.stop();
  return [...headOfficeRoutes(pool, hubSignIn(pool)), ...booking.routes];
}
const hubEntries: Endpoint[] = Object.values(hubEndpoints).flatMap((area): Endpoint[] => Object.values(area));

function coverage(entries: readonly Endpoint[], routes: readonly { entry: Endpoint }[]) {
  const count = (entry: Endpoint) => routes.filter((route) => route.entry === entry).length;
  return {
    unlisted: routes.filter((route) => !entries.includes(route.entry)).map((route) => entryName(route.entry)),
    notOnce: entries.filter((entry) => count(entry) !== 1).map(entryName),
  };
}

describe('the endpoint table', () => {
  it("every venue route implements an entry of the venue's table, and every entry has exactly one route", () => {
    expect(coverage(venueEntries, venueRoutes)).toEqual({ unlisted: [], notOnce: [] });
  });

  it('every head office route implements an entry of hubEndpoints, and every entry has exactly one route', () => {
    const routes = hubRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(coverage(hubEntries, routes)).toEqual({ unlisted: [], notOnce: [] });
  });

  it("every question of the NATS door is an entry the venue implements, public or the group's own", () => {
    for (const [op, entry] of Object.entries(venueQuestions) as [BookingOp, Endpoint][]) {
      expect(venueEntries, op).toContain(entry);
      expect(['public', 'group'], op).toContain(entry.door);
      expect(typeof entry.response, `${op} is answered with JSON`).toBe('object');
      if (entry.door === 'group') expect(entry.path, op).toBe(bookingSubject('*', op));
    }
    // And every entry of the NATS door's own is a question.
    const questions: Endpoint[] = Object.values(venueQuestions);
    expect(venueEntries.filter((e) => e.door === 'group' && !questions.includes(e)).map(entryName)).toEqual(
      [],
    );
  });

  it('each door has its own entries: the venue serves no head office entry, head office none of the venue', () => {
    expect(venueEntries.filter((e) => e.door === 'head office').map(entryName)).toEqual([]);
    expect(hubEntries.filter((e) => e.door !== 'head office').map(entryName)).toEqual([]);
  });

  it('no two entries of one server share a method and path', () => {
    for (const entries of [venueEntries, hubEntries]) {
      const names = entries.map(entryName);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
  });

  it('an admin entry names the sentence a staff member is told', () => {
    for (const entry of venueEntries.filter((e) => e.access === 'admin')) {
      expect(entry.refusal, entryName(entry)).toMatch(/^[A-Z].*\.$/);
    }
  });
});
