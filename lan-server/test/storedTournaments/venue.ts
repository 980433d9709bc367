import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../../db/open';
import { startTestServer, TestClock, type TestServer } from '../harness';
import { restoreDump } from './dump';
import { STORED_CLOCK } from './scenarios';

/** The fixture's files: the database an older version stored, and what it answered then. */
export const FIXTURE_DIR = join(import.meta.dirname, 'fixture');
export const FIXTURE = {
  venue: join(FIXTURE_DIR, 'venue.sql'),
  reads: join(FIXTURE_DIR, 'reads.json'),
  continued: join(FIXTURE_DIR, 'continued.json'),
};

/** A server of today opening the stored venue (its migrations run forward), on the fixture's clock. */
export async function openStoredVenue(): Promise<{ t: TestServer; gameIds: Set<string> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-stored-'));
  restoreDump(readFileSync(FIXTURE.venue, 'utf8'), dataDir);
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  const gameIds = new Set((db.prepare('SELECT id FROM games').pluck().all() as string[]).map(String));
  db.close();
  const t = await startTestServer({ dataDir, clock: new TestClock(STORED_CLOCK) });
  t.clock.set('2026-06-11T09:00:00.000Z');
  return { t, gameIds };
}
