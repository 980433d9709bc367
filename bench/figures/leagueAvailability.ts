import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { BenchContext } from '../context';
import { errorRow, pct, perSec, verdict, type Row } from '../report';
import { seedRealisticVenue, VENUE_ZONE } from '../seed';
import { call, jsonOf, median, signIn, type Answer } from '../support/http';
import { STAFF_PASSWORD, startServerProcess } from '../support/serverProcess';
import { loadRatios, pairedLoads, uncleanNote } from './throughput';

/**
 * "A season's lane blocks add nothing measurable to availability": the public availability grid of the
 * bench's venue against the same venue (seeded alike) with a 14-week league season on lanes 1–4 whose first
 * night is the busy day asked for, both servers up and loaded together in paired rounds
 * (bench/support/paired.ts). The verdict is the median ratio of their throughputs.
 */
export const LEAGUE_AVAILABILITY_MIN_RATIO = 0.9;

const FIGURE = 'League nights: GET /api/public/availability with a 14-week season on 4 lanes';
const BUDGET = `≥ ${pct(LEAGUE_AVAILABILITY_MIN_RATIO)} of the same venue without leagues (median of paired rounds)`;

async function ok(answer: Promise<Answer>, status: number): Promise<unknown> {
  const a = await answer;
  if (a.status !== status) throw new Error(`${a.status} ${a.text.slice(0, 200)}`);
  return jsonOf(a);
}

/** Eight singles players in one division, drawn home and away (14 weeks) from the busy day. */
async function addSeason(lanUrl: string, busyDate: string): Promise<void> {
  const cookie = await signIn(lanUrl, 'staff', STAFF_PASSWORD);
  const post = (path: string, json: unknown) => call(`${lanUrl}${path}`, { method: 'POST', json, cookie });
  const league = (await ok(
    post('/api/leagues', {
      name: 'Bench League',
      format: { kind: 'singles', bestOf: 3, mode: { kind: 'x01', start: 501, doubleOut: true } },
    }),
    201,
  )) as { id: string };
  const division = (await ok(post(`/api/leagues/${league.id}/divisions`, { name: 'Premier' }), 201)) as {
    id: string;
  };
  for (let i = 1; i <= 8; i++)
    await ok(
      post(`/api/league-divisions/${division.id}/teams`, { name: `Player ${i}`, players: [`Player ${i}`] }),
      201,
    );
  const weekday = DateTime.fromISO(busyDate, { zone: VENUE_ZONE }).toFormat('cccc').toLowerCase();
  const season = (await ok(
    post(`/api/leagues/${league.id}/seasons`, {
      name: 'Bench Season',
      startDate: busyDate,
      weekday,
      startTime: '19:00',
      durationMinutes: 180,
      lanes: [1, 2, 3, 4],
      roundRobin: 'double',
      overrideReason: 'The bench takes the lanes over its seeded bookings.',
    }),
    201,
  )) as { weeks: number };
  if (season.weeks !== 14) throw new Error(`the season has ${season.weeks} weeks, not 14`);
}

export async function leagueAvailabilityFigures(b: BenchContext): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-bench-league-'));
  try {
    seedRealisticVenue(dataDir, new Date());
    // A minute to start: on a shared machine a second server's start-up can take several times its usual.
    const withLeague = await startServerProcess({
      dataDir,
      env: { STATIC_DIR: b.staticDir },
      timeoutMs: 60_000,
    });
    try {
      await addSeason(withLeague.lanUrl, b.busyDate);
      const path = `/api/public/availability?date=${b.busyDate}&duration=60`;
      const runs = await pairedLoads(
        { url: `${b.server.publicUrl}${path}`, pid: b.server.pid },
        { url: `${withLeague.publicUrl}${path}`, pid: withLeague.pid },
        b.paired.rounds,
        b.paired.seconds,
      );
      const unclean = uncleanNote([...runs.base, ...runs.test]);
      const ratio = loadRatios(runs).throughput;
      return [
        {
          figure: FIGURE,
          measured: `${perSec(median(runs.test.map((l) => l.perSecond)))} (${pct(ratio.median)} of without; rounds ${pct(ratio.low)}–${pct(ratio.high)})`,
          baseline: perSec(median(runs.base.map((l) => l.perSecond))),
          budget: BUDGET,
          verdict: verdict(!unclean && ratio.median >= LEAGUE_AVAILABILITY_MIN_RATIO),
          note:
            unclean ?? 'both venues seeded alike; the league venue’s busy day is a league night on lanes 1–4',
        },
      ];
    } finally {
      await withLeague.stop();
    }
  } catch (err) {
    return [errorRow(FIGURE, BUDGET, err)];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
