import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startTestServer, TestClock } from '../harness';
import { dumpDatabase } from './dump';
import { DATABASE_FILE } from '../../db/open';
import { continueEach, nameNewGames, readEverything } from './reads';
import { STORED_CLOCK, storeTournaments } from './scenarios';
import { FIXTURE, openStoredVenue } from './venue';

/**
 * Writes the stored-tournaments fixture: a venue of every tournament format at many stages, made by the
 * server of the commit this runs at, dumped as SQL, and what that server answers when it opens the dump
 * and reads it, then takes each tournament one step further. Run only to record a new fixture, on the
 * commit whose storage it should keep:
 *
 *   npx vitest run --config lan-server/test/storedTournaments/record.config.ts
 *
 * lan-server/test/storedTournaments.test.ts checks every later server against it.
 */
/** JSON with one line per request: small, and a re-recording's diff names the reads that changed. */
const oneLinePerRead = (reads: Record<string, unknown>) =>
  '{\n' +
  Object.entries(reads)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(',\n') +
  '\n}\n';

it('records the stored-tournaments fixture', async () => {
  const made = await startTestServer({ clock: new TestClock(STORED_CLOCK) });
  await storeTournaments({ t: made, cookie: await made.signIn() });
  await made.stop();
  writeFileSync(FIXTURE.venue, dumpDatabase(join(made.dataDir, DATABASE_FILE)));
  await made.close();

  const { t, gameIds } = await openStoredVenue();
  const door = { t, cookie: await t.signIn() };
  const reads = await readEverything(door);
  writeFileSync(FIXTURE.reads, oneLinePerRead(reads));
  const continued = nameNewGames(await continueEach(door), gameIds);
  writeFileSync(FIXTURE.continued, oneLinePerRead(continued));
  await t.close();
  expect(Object.keys(reads).length).toBeGreaterThan(50);
}, 300_000);
