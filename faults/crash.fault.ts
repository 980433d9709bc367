import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../bench/support/http';
import { STAFF_PASSWORD, startServerProcess } from '../bench/support/serverProcess';
import { randomSource } from './random';
import { bookingStream, laneStream, scoreStream, type Stream } from './streams';

/**
 * At least 20 kills (docs/performance.md#npm-run-testfaults--nothing-acknowledged-is-ever-lost); FAULT_KILLS
 * raises it for a longer hunt.
 */
const KILLS = Math.max(20, Number(process.env.FAULT_KILLS ?? 20));
const random = randomSource('crash');

/** Spawns the server and SIGKILLs it `afterMs` later, whether or not its doors are up by then. */
async function killWhileStarting(dataDir: string, afterMs: number): Promise<void> {
  let child: ChildProcess | null = null;
  const starting = startServerProcess({ dataDir, onSpawn: (c) => (child = c) }).catch(() => null);
  await new Promise((r) => setTimeout(r, afterMs));
  (child as ChildProcess | null)?.kill('SIGKILL');
  const server = await starting;
  await server?.kill();
}

/**
 * Opens the file after a kill, as the next start does (recovering the WAL), and checks it: SQLite's own
 * integrity check, then every stream's acknowledged writes.
 */
function checkDatabase(dataDir: string, when: string, streams: Stream[], problems: string[]): void {
  const file = join(dataDir, 'doubletop.sqlite');
  if (!existsSync(file)) return; // killed before the database file was even created
  const db = new Database(file);
  try {
    expect(db.pragma('integrity_check', { simple: true }), `after ${when}`).toBe('ok');
    for (const s of streams) problems.push(...s.verify(db).map((p) => `${when}, ${s.name}: ${p}`));
  } finally {
    db.close();
  }
}

/**
 * The appliance's promise under a pulled plug: the built server is SIGKILLed at a random moment while a
 * client streams bookings, lane sessions and scores at it; after every kill the database must pass SQLite's
 * integrity check and hold every write the server acknowledged.
 */
describe(`crash: ${KILLS} SIGKILLs while clients write`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the database intact and every acknowledged booking, session and score', async () => {
    const streams: Stream[] = [bookingStream(), laneStream(), scoreStream()];
    const problems: string[] = [];
    for (let kill = 1; kill <= KILLS; kill++) {
      // Before every fifth kill (the first one included, on an empty data dir) an extra one lands while the
      // server starts: creating the schema, seeding the venue, creating the staff users.
      if (kill % 5 === 1) {
        await killWhileStarting(dataDir, random.between(0, 400));
        checkDatabase(dataDir, `kill ${kill} (extra, while starting)`, streams, problems);
      }
      const server = await startServerProcess({ dataDir });
      const target = { lanUrl: server.lanUrl, cookie: await signIn(server.lanUrl, 'staff', STAFF_PASSWORD) };
      const running = streams.map((s) => s.run(target));
      await new Promise((r) => setTimeout(r, random.between(100, 700)));
      await server.kill();
      await Promise.all(running);

      checkDatabase(dataDir, `kill ${kill}`, streams, problems);
    }
    console.log(
      `after ${KILLS} kills, acknowledged: ${streams.map((s) => `${s.name} ${s.acked()}`).join(', ')}`,
    );
    expect(problems).toEqual([]);
    // Each stream must have had writes acknowledged, or the kills proved nothing about it.
    for (const s of streams) expect(s.acked(), `${s.name} acknowledged`).toBeGreaterThanOrEqual(KILLS);

    // And the venue comes back: the server starts on the crashed data and serves what was kept.
    const server = await startServerProcess({ dataDir });
    try {
      const answer = await fetch(`${server.lanUrl}/api/public/settings`);
      expect(answer.status).toBe(200);
      // The venue seeded on the first, interrupted start is whole: ten lanes and both staff users.
      expect(await signIn(server.lanUrl, 'staff', STAFF_PASSWORD)).toMatch(/=/);
      const lanes = await fetch(`${server.lanUrl}/api/public/availability?date=2030-01-07&duration=60`);
      expect(((await lanes.json()) as { lanes: unknown[] }).lanes).toHaveLength(10);
    } finally {
      await server.stop();
    }
  });
});
