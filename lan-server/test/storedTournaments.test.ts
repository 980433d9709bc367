import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { continueEach, nameNewGames, readEverything, type Answer } from './storedTournaments/reads';
import { FIXTURE, openStoredVenue } from './storedTournaments/venue';

/**
 * Tournaments stored by an older server read the same today. The fixture (storedTournaments/fixture) is a
 * venue database written by the server of an earlier commit — every format, from setup through groups, byes,
 * a match live on a lane, one taken off a lane, corrections and resets to champions — with every answer
 * that server gave when it opened the database: the TV's and staff's reads, the export files, the lanes and
 * the venue TV; then each tournament taken one step further and everything read again. A server of today
 * opens the same database and must answer the same, byte for byte as JSON.
 */
let t: TestServer;
afterEach(async () => t?.close());

const stored = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, Answer>;

describe('tournaments stored before read the same', () => {
  it('every read of every stored tournament answers as it did', async () => {
    const venue = await openStoredVenue();
    t = venue.t;
    const reads = await readEverything({ t, cookie: await t.signIn() });
    const expected = stored(FIXTURE.reads);
    expect(Object.keys(reads).sort()).toEqual(Object.keys(expected).sort());
    for (const key of Object.keys(expected)) expect(reads[key], key).toEqual(expected[key]);
  }, 60_000);

  it('the next step of each stored tournament answers and leaves them as it did', async () => {
    const venue = await openStoredVenue();
    t = venue.t;
    const continued = nameNewGames(await continueEach({ t, cookie: await t.signIn() }), venue.gameIds);
    const expected = stored(FIXTURE.continued);
    expect(Object.keys(continued).sort()).toEqual(Object.keys(expected).sort());
    for (const key of Object.keys(expected)) expect(continued[key], key).toEqual(expected[key]);
  }, 60_000);
});
