import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS } from '../../shared/api/settings';
import type { Endpoint } from '../../shared/api/endpoint';
import { offlineSentence } from '../../shared/group/booking';
import { HUB_LIVE_PATH, hubEndpoints } from '../../shared/group/headOfficeApi';
import { MALFORMED_URL } from '../../server-kit/requestErrors';
import {
  anyValue,
  bodyArb,
  fillPath,
  malformedEscapeArb,
  paramArb,
  paramCount,
  pathWithBrokenEscape,
  queryArb,
  type FuzzBody,
} from '../../lan-server/test/fuzz/arbitraries';
import { mutations } from '../../lan-server/test/fuzz/examples';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { startCheckedHubWeb } from './checkedHubWeb';
import { cookieOf, login, messageOf, send } from './doorFixtures';
import { startEngines, startHub, type Engines } from './groupFixtures';

/**
 * The endpoint fuzzer over head office's door, with the venue's fuzzer's arbitraries: random and malformed
 * bodies, path parameters and query strings to every endpoint of head office and of the group's booking
 * page, signed in or not, now and then from a foreign Origin; and broken percent-escapes in every endpoint's
 * and page's path. For every answer: no 5xx (but the designed answer for a venue that is offline), every 4xx
 * carries a sentence, a cross-site write is refused, and a refused request opened no session.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** A sign-in with a well-formed body runs a password check (a tenth of a second or more): a time limit each. */
const ROUTE_TIME_LIMIT_MS = Number(process.env.FUZZ_ROUTE_MS ?? 4_000);

interface HubRoute {
  method: 'get' | 'post';
  path: string;
  /** A valid body, which the fuzzer mutates (one field replaced, dropped or added). */
  example?: Record<string, unknown>;
}

/** A venue of the group that has told the hub its profile but is not connected: the booking API's deepest path. */
const VENUE = 'fuzz-venue';
const PROFILE = {
  businessName: 'Fuzz Darts',
  town: 'Leeds',
  contactPhone: '0113 496 0000',
  currency: 'GBP',
  timezone: 'Europe/London',
  operatingHours: DEFAULT_OPERATING_HOURS,
  confirmationsByEmail: false,
};
const OFFLINE = offlineSentence(PROFILE.businessName, PROFILE.contactPhone);

const booking = {
  reservedTime: '2026-06-11T14:00:00.000Z',
  duration: 60,
  playerCount: 2,
  customerName: 'Fuzz Customer',
  contactInfo: '07700 900001',
  emailAddress: 'fuzz@example.com',
};

/** A valid body for each head office entry that takes one, which the fuzzer mutates. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  [hubEndpoints.headOffice.login.path]: { username: 'admin', password: 'not-the-password' },
  [hubEndpoints.groupPage.create.path]: booking,
  [hubEndpoints.groupPage.cancellationLookup.path]: { token: 'x'.repeat(22) },
  [hubEndpoints.groupPage.cancel.path]: { token: 'x'.repeat(22) },
};

/**
 * Every entry of head office's door (hubEndpoints), so an endpoint added tomorrow is fuzzed without touching
 * this file, and the live socket's path; sign-out and then sign-in last (a sign-out signs the fuzzer in again,
 * and random sign-ins would lock its address out).
 */
const rank = (path: string) =>
  path === hubEndpoints.headOffice.login.path ? 2 : path === hubEndpoints.headOffice.logout.path ? 1 : 0;
const ROUTES: HubRoute[] = [
  { method: 'get' as const, path: HUB_LIVE_PATH },
  ...Object.values(hubEndpoints)
    .flatMap((area): Endpoint[] => Object.values(area))
    .map((e): HubRoute => ({
      method: e.method === 'post' ? 'post' : 'get',
      path: e.path,
      ...(EXAMPLES[e.path] ? { example: EXAMPLES[e.path] } : {}),
    })),
].sort((a, b) => rank(a.path) - rank(b.path));

const PAGES = [
  '/',
  '/index.html',
  '/assets',
  '/book',
  `/book/${VENUE}`,
  `/book/${VENUE}/cancel-booking`,
  '/api',
];

let engines: Engines;
let core: HubCore;
let web: HubWeb;
let cookie = '';
const ADMIN = 'head-office-fuzz-password';

beforeAll(async () => {
  engines = await startEngines([]);
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
  await core.pool.query('INSERT INTO venue_profiles (venue_id, profile) VALUES ($1, $2)', [
    VENUE,
    JSON.stringify(PROFILE),
  ]);
  // Every answer is checked against its entry, and against head office's OpenAPI document at the end.
  web = await startCheckedHubWeb(core, {
    port: 0,
    // The fuzzer's own sign-ins and guesses must not lock it out (the throttle has its own tests).
    signIn: { limits: { perUsername: 1_000_000, perAddress: 1_000_000, windowMs: 60_000 } },
    booking: {
      pageUrl: 'http://127.0.0.1/book',
      timeoutMs: 200,
      limits: { requestsPerMinute: 1_000_000, bookingsPer10Minutes: 1_000_000 },
    },
  });
  cookie = await signIn();
}, 60_000);

afterAll(async () => {
  await web?.close();
  await core?.stop();
  await engines?.close();
});

async function signIn(): Promise<string> {
  const answer = await login(web.url, { username: 'admin', password: ADMIN });
  expect(answer.status).toBe(200);
  return cookieOf(answer);
}

async function sessions(): Promise<number> {
  const res = await core.pool.query<{ n: string }>('SELECT count(*) AS n FROM hub_sessions');
  return Number(res.rows[0]?.n ?? 0);
}

interface FuzzCase {
  signedIn: boolean;
  foreignOrigin: boolean;
  params: string[];
  query: Record<string, string>;
  body: FuzzBody;
}

function caseFor(route: HubRoute): fc.Arbitrary<FuzzCase> {
  const json = (b: unknown): FuzzBody => ({ text: JSON.stringify(b), contentType: 'application/json' });
  const body =
    route.method === 'get'
      ? fc.constant<FuzzBody>({})
      : route.example
        ? fc.oneof(
            { weight: 3, arbitrary: mutations(route.example, anyValue).map(json) },
            { weight: 1, arbitrary: bodyArb },
          )
        : bodyArb;
  const n = paramCount(route.path);
  return fc.record({
    signedIn: fc.boolean(),
    foreignOrigin: fc.integer({ min: 0, max: 9 }).map((i) => i < 3),
    params: fc.array(fc.oneof(paramArb, fc.constant(VENUE)), { minLength: n, maxLength: n }),
    query: queryArb,
    body,
  });
}

/**
 * The iteration fast-check last started. Its time limit ends a route's run without waiting for the iteration
 * under way, so a route's last request (the logout case's fresh sign-in among them) could still be writing
 * a session while the next route's first case counts them; each route waits for it first.
 */
let lastIteration: Promise<unknown> = Promise.resolve();

describe("endpoint fuzzer: head office's door", () => {
  for (const route of ROUTES) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      await lastIteration.catch(() => undefined);
      let requests = 0;
      const iteration = async (c: FuzzCase) => {
        const query = new URLSearchParams(c.query).toString();
        const url = `${web.url}${fillPath(route.path, c.params)}${query ? `?${query}` : ''}`;
        const headers: Record<string, string> = {};
        if (c.signedIn) headers.cookie = cookie;
        if (c.foreignOrigin) headers.origin = 'https://evil.example';
        if (c.body.contentType) headers['content-type'] = c.body.contentType;
        const before = await sessions();
        const answer = await send(url, {
          method: route.method.toUpperCase(),
          headers,
          ...(c.body.text === undefined ? {} : { body: c.body.text }),
        });
        requests += 1;
        const what = `${route.method.toUpperCase()} ${url}${c.signedIn ? ' signed in' : ''}${c.foreignOrigin ? ' from a foreign Origin' : ''} body ${String(c.body.text).slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 200)}`;
        if (answer.status >= 500) {
          // The one designed 5xx: a venue of the group that cannot answer, with its phone number.
          expect(JSON.parse(answer.text), what).toEqual({ message: OFFLINE, code: 'VENUE_OFFLINE' });
        }
        if (c.foreignOrigin && route.method === 'post') expect(answer.status, what).toBe(403);
        if (answer.status >= 400) {
          expect(messageOf(answer), what).toEqual(expect.stringMatching(/\S/));
          expect(await sessions(), `refused but opened a session: ${what}`).toBeLessThanOrEqual(before);
        }
        if (route.path === hubEndpoints.headOffice.logout.path && c.signedIn && answer.status < 300)
          cookie = await signIn();
      };
      await fc.assert(
        fc.asyncProperty(caseFor(route), (c) => {
          const running = iteration(c);
          lastIteration = running;
          return running;
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS, markInterruptAsFailure: false },
      );
      expect(requests).toBeGreaterThan(0);
    });
  }

  it('broken percent-escapes in every endpoint’s and page’s path: 400 with the sentence', async () => {
    const paths = [
      ...ROUTES.map((r) => ({ method: r.method, path: r.path })),
      ...PAGES.map((path) => ({ method: 'get' as const, path })),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        malformedEscapeArb,
        fc.constantFrom('param' as const, 'suffix' as const),
        fc.boolean(),
        async ({ method, path }, escape, where, signedIn) => {
          const broken = pathWithBrokenEscape(path, escape, where);
          const answer = await send(web.url + broken, {
            method: method.toUpperCase(),
            headers: {
              ...(signedIn ? { cookie } : {}),
              ...(method === 'post' ? { 'content-type': 'application/json' } : {}),
            },
            ...(method === 'post' ? { body: '{}' } : {}),
          });
          const what = `${method.toUpperCase()} ${broken} → ${answer.status} ${answer.text.slice(0, 200)}`;
          expect(answer.status, what).toBe(400);
          expect(JSON.parse(answer.text), what).toEqual({ message: MALFORMED_URL, code: 'BAD_URL' });
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});
