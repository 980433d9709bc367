import fc from 'fast-check';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../http/routes';
import { MALFORMED_URL } from '../../server-kit/requestErrors';
import { malformedEscapeArb, PAGE_PATHS, pathWithBrokenEscape } from './fuzz/arbitraries';
import { changedTables, snapshotDb } from './fuzz/dbSnapshot';
import { startTestServer, type TestServer } from './harness';

/**
 * A path with a broken percent-escape (`/api/lanes/%`, `/api/tournaments/%zz`, `/tv/scoreboard/%`) once
 * answered 500 — or, for a page, the app itself. Every route of allRoutes() and every kind of page path, on
 * both doors, signed in or not, with random broken escapes: always 400 with the sentence and code BAD_URL,
 * and nothing written.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const BUILT_RENDERER = resolve(import.meta.dirname, '../../dist/renderer');

let t: TestServer;
let cookie = '';
beforeAll(async () => {
  // The built screens, when there are any, so page paths go through the real file server and fallback.
  t = await startTestServer({
    staticDir: BUILT_RENDERER,
    publicRequestsPerMinute: 1_000_000,
    publicBookingsPer10Minutes: 1_000_000,
  });
  cookie = await t.signIn('admin');
});
afterAll(() => t.close());

async function expectBadUrl(method: string, door: 'lan' | 'public', path: string, signedIn: boolean) {
  const before = snapshotDb(t.server.db);
  const base = door === 'lan' ? t.server.lanUrl : t.server.publicUrl;
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(signedIn ? { cookie } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
  const text = await res.text();
  const what = `${method} ${path} on the ${door} door${signedIn ? ', signed in' : ''}`;
  expect({ what, status: res.status }).toEqual({ what, status: 400 });
  expect(JSON.parse(text), what).toEqual({ message: MALFORMED_URL, code: 'BAD_URL' });
  expect(changedTables(before, snapshotDb(t.server.db)), what).toEqual([]);
}

describe('malformed percent-encoding is a 400 with a message, never a 500', () => {
  it.each([
    ['GET', '/api/lanes/%'],
    ['GET', '/api/tournaments/%zz'],
    ['GET', '/tv/scoreboard/%'],
    ['GET', '/%'],
    ['POST', '/api/lanes/%C3%28/start'],
  ])('the probe’s own cases: %s %s on both doors', async (method, path) => {
    await expectBadUrl(method, 'lan', path, true);
    await expectBadUrl(method, 'public', path, false);
  });

  // Head office's questions come over NATS only: they have no URL to break (fuzzGroupDoor.test.ts).
  for (const route of allRoutes().filter((r) => r.access !== 'group')) {
    it(`${route.method.toUpperCase()} ${route.path} [${route.access}]`, async () => {
      await fc.assert(
        fc.asyncProperty(
          malformedEscapeArb,
          fc.constantFrom('param' as const, 'suffix' as const),
          fc.constantFrom('lan' as const, 'public' as const),
          fc.boolean(),
          async (escape, where, door, signedIn) => {
            const path = pathWithBrokenEscape(route.path, escape, where);
            await expectBadUrl(route.method.toUpperCase(), door, path, signedIn);
          },
        ),
        { numRuns: Math.max(5, Math.round(RUNS / 3)) },
      );
    });
  }

  it('page paths of both doors: the app, the TV, the booking page, assets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGE_PATHS),
        malformedEscapeArb,
        fc.constantFrom('lan' as const, 'public' as const),
        fc.constantFrom('suffix' as const, 'glued' as const),
        async (page, escape, door, how) => {
          const path = how === 'glued' ? `${page}${escape}` : pathWithBrokenEscape(page, escape, 'suffix');
          await expectBadUrl('GET', door, path, false);
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});
