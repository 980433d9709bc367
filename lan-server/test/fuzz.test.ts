import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../http/route';
import { allRoutes } from '../http/routes';
import {
  anyValue,
  bodyArb,
  fillPath,
  paramArb,
  paramCount,
  queryArb,
  type FuzzBody,
} from './fuzz/arbitraries';
import { changedTables, snapshotDb } from './fuzz/dbSnapshot';
import { EXAMPLE_BODIES, EXAMPLE_QUERIES, mutations } from './fuzz/examples';
import { startTestServer, type TestServer } from './harness';
import { REBIND_HOST, requestAs } from './hostFixtures';

/**
 * The endpoint fuzzer (docs/performance.md#the-endpoint-fuzzer): random and malformed bodies, path params and
 * query strings to every route of allRoutes() — so a route added tomorrow is fuzzed without touching this
 * file — on both doors, as nobody, staff or admin, now and then from a foreign Origin or under a foreign
 * Host. For every answer: no 5xx; every 4xx carries a `message`; a refused request wrote nothing (every table
 * compared before and after); a foreign Host gets 421 from the LAN door; and the public door answers a
 * non-public route only with 404 and never lets a customer's name, phone or email out. Broken
 * percent-escapes: fuzzUrls.test.ts.
 */

/** Runs per route; FUZZ_RUNS raises it for a longer local hunt. Each route also stops after its time limit. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const ROUTE_TIME_LIMIT_MS = Number(process.env.FUZZ_ROUTE_MS ?? 1500);

/** A booking whose personal details must never leave through the public door. */
const SECRETS = {
  name: 'Sentinel Quinlan-Zyx',
  phone: '07700 900777',
  email: 'sentinel.zyx@private.example',
};

/**
 * Sign-in is fuzzed last: random failed sign-ins lock the address out (by design), after which the fuzzer
 * could not sign in again. Sign-out is fuzzed just before it, re-signing in after each success.
 */
function fuzzOrder(routes: Route[]): Route[] {
  const rank = (r: Route) => (r.path === '/api/auth/login' ? 2 : r.path === '/api/auth/logout' ? 1 : 0);
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

interface FuzzCase {
  door: 'lan' | 'public';
  /** Who is signed in: nobody, `staff`, or `admin` (who alone passes the admin routes). */
  signedIn: 'staff' | 'admin' | null;
  /** A page on another site sending the request (CSRF): a write must then be refused. */
  foreignOrigin: boolean;
  /** The request names a host that is not the LAN door's (DNS rebinding): the LAN door answers 421. */
  foreignHost: boolean;
  params: string[];
  query: Record<string, string>;
  body: FuzzBody;
}

/** Ids that exist in the fuzzed venue (tournaments, games, reservations), so routes get past "not found". */
const knownIds: string[] = [];

function bodyFor(route: Route): fc.Arbitrary<FuzzBody> {
  if (route.method === 'get') return fc.constant<FuzzBody>({});
  const example = EXAMPLE_BODIES[`${route.method} ${route.path}`];
  if (!example) return bodyArb;
  const mutated = mutations(example, anyValue).map((b) => ({
    text: JSON.stringify(b),
    contentType: 'application/json',
  }));
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: bodyArb });
}

function queryFor(route: Route): fc.Arbitrary<Record<string, string>> {
  const example = EXAMPLE_QUERIES[`${route.method} ${route.path}`];
  if (!example) return queryArb;
  const mutated = mutations(example, fc.string({ maxLength: 12 })).map((q) =>
    Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
  );
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: queryArb });
}

function caseFor(route: Route): fc.Arbitrary<FuzzCase> {
  const param = knownIds.length ? fc.oneof(paramArb, fc.constantFrom(...knownIds)) : paramArb;
  return fc.record({
    door: fc.constantFrom('lan' as const, 'public' as const),
    signedIn: fc.constantFrom(null, 'staff' as const, 'admin' as const),
    foreignOrigin: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
    foreignHost: fc.integer({ min: 0, max: 9 }).map((n) => n < 1),
    params: fc.array(param, { minLength: paramCount(route.path), maxLength: paramCount(route.path) }),
    query: queryFor(route),
    body: bodyFor(route),
  });
}

function codeOf(text: string): unknown {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(text: string): unknown {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  } catch {
    return undefined;
  }
}

describe('endpoint fuzzer: every route in allRoutes(), both doors, signed in and not', () => {
  let t: TestServer;
  let cookie = '';
  let adminCookie = '';

  beforeAll(async () => {
    t = await startTestServer({ publicRequestsPerMinute: 1_000_000, publicBookingsPer10Minutes: 1_000_000 });
    // Written straight into the database: the fuzzer must not depend on the booking endpoint to seed it.
    t.server.db
      .prepare(
        `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
           contact_info, email_address, status, created_at)
         VALUES ('fuzz-sentinel', 1, ?, 2, '2026-06-10T18:00:00.000Z', '2026-06-10T19:00:00.000Z', 60, ?, ?,
           'active', '2026-06-01T10:00:00.000Z')`,
      )
      .run(SECRETS.name, SECRETS.phone, SECRETS.email);
    cookie = await t.signIn();
    adminCookie = await t.signIn('admin');
    await createVenueObjects();
  });

  /** A tournament with games and a customer booking made through the API, whose ids the fuzzer then uses. */
  async function createVenueObjects(): Promise<void> {
    const made = [
      await t.lan('/api/tournaments/group-knockout', {
        method: 'POST',
        cookie,
        json: EXAMPLE_BODIES['post /api/tournaments/group-knockout'],
      }),
      await t.lan('/api/tournaments', {
        method: 'POST',
        cookie,
        json: EXAMPLE_BODIES['post /api/tournaments'],
      }),
      await t.lan('/api/reservations', { method: 'POST', json: EXAMPLE_BODIES['post /api/reservations'] }),
      await t.lan('/api/games', { cookie }),
    ];
    const text = (await Promise.all(made.map((r) => r.text()))).join(' ');
    // Every id-shaped value in the answers: uuids of tournaments, games and reservations.
    knownIds.push(
      'fuzz-sentinel',
      ...new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)),
    );
  }
  afterAll(() => t.close());

  async function send(
    route: Route,
    c: FuzzCase,
    path = fillPath(route.path, c.params),
  ): Promise<{ status: number; text: string; what: string }> {
    const base = c.door === 'lan' ? t.server.lanUrl : t.server.publicUrl;
    const query = new URLSearchParams(c.query).toString();
    const url = `${base}${path}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = {};
    if (c.signedIn) headers.cookie = c.signedIn === 'admin' ? adminCookie : cookie;
    if (c.foreignOrigin) headers.origin = 'http://evil.example';
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
    const what = `${route.method.toUpperCase()} ${url} (${c.door} door, ${c.signedIn ? `signed in as ${c.signedIn}` : 'anonymous'}${c.foreignOrigin ? ', foreign Origin' : ''}${c.foreignHost ? `, Host ${REBIND_HOST}` : ''}) body ${String(c.body.text).slice(0, 200)}`;
    if (c.foreignHost) {
      // fetch cannot set Host: a plain request names the rebinding host.
      const raw = await requestAs(base, url.slice(base.length), REBIND_HOST, {
        method: route.method.toUpperCase(),
        headers,
        ...(c.body.text !== undefined ? { body: c.body.text } : {}),
      });
      return { status: raw.status, text: raw.body, what };
    }
    const res = await fetch(url, { method: route.method.toUpperCase(), headers, body: c.body.text });
    return { status: res.status, text: await res.text(), what };
  }

  it('covers a route table that the capability areas have filled in', () => {
    // A fuzzer over an empty table proves nothing: sign-in alone is three routes.
    expect(allRoutes().length).toBeGreaterThanOrEqual(3);
  });

  /**
   * The case still running. fast-check's time limit stops waiting for a case, not the case itself: a
   * sign-out case cut short would otherwise finish (and sign in again) during the next route's first case,
   * which then saw `sessions` change under it.
   */
  let inFlight: Promise<unknown> = Promise.resolve();
  const track = (run: () => Promise<void>): Promise<void> => {
    const running = run();
    inFlight = running.catch(() => undefined);
    return running;
  };

  // Head office's questions are asked over NATS only: fuzzGroupDoor.test.ts fuzzes that door.
  for (const route of fuzzOrder(allRoutes().filter((r) => r.access !== 'group'))) {
    it(`${route.method.toUpperCase()} ${route.path} [${route.access}]`, async () => {
      await inFlight;
      let requests = 0;
      await fc.assert(
        fc.asyncProperty(caseFor(route), (c) =>
          track(async () => {
            const before = snapshotDb(t.server.db);
            const { status, text, what } = await send(route, c);
            requests++;
            expect(status, `5xx from ${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
            if (c.foreignOrigin && route.method !== 'get')
              expect(status, `cross-site write accepted: ${what}`).toBeGreaterThanOrEqual(400);
            if (c.foreignHost && c.door === 'lan') expect(status, `foreign Host answered: ${what}`).toBe(421);
            if (status >= 400) {
              const message = messageOf(text);
              expect(
                typeof message === 'string' && message.length > 0,
                `no message: ${what} → ${status} ${text.slice(0, 200)}`,
              ).toBe(true);
              expect(
                changedTables(before, snapshotDb(t.server.db)),
                `refused ${status} but wrote: ${what}`,
              ).toEqual([]);
            }
            if (c.door === 'public') {
              if (route.access !== 'public') {
                // The same request to a path that exists nowhere: a staff route must be indistinguishable from
                // it (404, or the same body-level refusal any path gets), so the door serves nothing of it.
                const nowhere = await send(route, c, '/api/no-such-endpoint-fuzz');
                expect(status, `public door served a ${route.access} route: ${what}`).toBeGreaterThanOrEqual(
                  400,
                );
                expect(
                  [status, codeOf(text)],
                  `public door told a ${route.access} route apart: ${what}`,
                ).toEqual([nowhere.status, codeOf(nowhere.text)]);
              }
              for (const secret of Object.values(SECRETS))
                expect(text, `public door leaked: ${what}`).not.toContain(secret);
            }
            if (route.path === '/api/auth/logout' && c.signedIn && status < 300) {
              if (c.signedIn === 'admin') adminCookie = await t.signIn('admin');
              else cookie = await t.signIn();
            }
          }),
        ),
        { numRuns: RUNS, interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS, markInterruptAsFailure: false },
      );
      // The time limit may cut a slow route short, but never to nothing.
      expect(requests).toBeGreaterThan(0);
    });
  }
});
