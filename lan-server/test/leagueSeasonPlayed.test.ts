import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LaneLeagueNight, NightFixture, SeasonPlayerTables } from '../../shared/api/leagueMatchNight';
import type { LeagueFixture, Season, SeasonTables } from '../../shared/api/leagues';
import type { PublicAvailability } from '../../shared/api/publicBooking';
import type { PublicLeague } from '../../shared/api/leaguePublic';
import { startTestServer, type TestServer } from './harness';
import { eightTeamLeague, json, TUESDAY_SEASON } from './leagueSetup';
import {
  enterLineup,
  mustOk,
  playLaneGame,
  startGame,
  usualLineup,
  type SideFigures,
  type SideIndex,
} from './leagueNightPlay';

/**
 * A whole season played on the lanes: eight teams, a double round robin of 14 weeks, the team night of 6
 * singles and 3 pairs best of 3 of 501 and one team leg of 801 — every result made by darts sent to the lanes
 * (the season's four lanes at once), a fixture postponed to the Thursday, one given as a walkover and one
 * corrected by staff. After each week the tables are checked against figures worked out here; each week
 * both booking pages show the league night's lanes taken on the Tuesday and free on the Wednesday; at the
 * end the player tables are checked against the darts this test threw.
 */

let t: TestServer;
let dataDir = '';
afterEach(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The season is some 8,000 writes, each committed with the venue's full sync. On a memory file system
 * (/dev/shm, where there is one) the same SQLite does the same work without waiting on the disk.
 */
function fastDataDir(): string {
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  return mkdtempSync(join(base, 'doubletop-season-'));
}

interface TeamFigures {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  gamesFor: number;
  gamesAgainst: number;
  legsFor: number;
  legsAgainst: number;
  points: number;
}

const zero = (): TeamFigures => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  gamesFor: 0,
  gamesAgainst: 0,
  legsFor: 0,
  legsAgainst: 0,
  points: 0,
});

/** The table this test expects, from each fixture's games (home legs, away legs); 3-1-0. */
function expectedTable(results: Map<string, { home: string; away: string; games: [number, number][] }>) {
  const table = new Map<string, TeamFigures>();
  const row = (team: string) => table.get(team) ?? (table.set(team, zero()).get(team) as TeamFigures);
  for (const { home, away, games } of results.values()) {
    const h = row(home);
    const a = row(away);
    const hg = games.filter(([x, y]) => x > y).length;
    const ag = games.filter(([x, y]) => y > x).length;
    const hl = games.reduce((s, [x]) => s + x, 0);
    const al = games.reduce((s, [, y]) => s + y, 0);
    for (const [me, gf, ga, lf, la] of [
      [h, hg, ag, hl, al],
      [a, ag, hg, al, hl],
    ] as const) {
      me.played += 1;
      me.gamesFor += gf;
      me.gamesAgainst += ga;
      me.legsFor += lf;
      me.legsAgainst += la;
      if (gf > ga) {
        me.won += 1;
        me.points += 3;
      } else if (gf === ga) {
        me.drawn += 1;
        me.points += 1;
      } else me.lost += 1;
    }
  }
  return table;
}

/** Who wins each leg of a game, varied but fixed by the fixture's place in the season. */
function legWinners(seed: number, gameNumber: number, bestOf: number): SideIndex[] {
  const winner: SideIndex = (seed * 7 + gameNumber * 3) % 5 < 3 ? 0 : 1;
  const loser: SideIndex = winner === 0 ? 1 : 0;
  if (bestOf === 1) return [winner];
  return (seed + gameNumber) % 3 === 0 ? [winner, loser, winner] : [winner, winner];
}

/** The night's clock: 19:05 in London (BST all season). */
const nightAt = (date: string, time = '18:05') => `${date}T${time}:00.000Z`;

describe('a season played to its end by darts on the lanes', () => {
  it('8 teams, 14 weeks, a postponement, a walkover and a correction: tables and player tables as computed here', async () => {
    dataDir = fastDataDir();
    t = await startTestServer({ dataDir });
    let cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    const created = await t.lan(`/api/leagues/${leagueId}/seasons`, {
      method: 'POST',
      cookie,
      json: TUESDAY_SEASON,
    });
    expect(created.status).toBe(201);
    const season = await json<Season>(created);
    expect(season.weeks).toBe(14);

    const results = new Map<string, { home: string; away: string; games: [number, number][] }>();
    const players = new Map<string, SideFigures & { name: string }>();
    const credit = (name: string, f: SideFigures) => {
      const p = players.get(name) ?? { name, ...emptyPlayer() };
      p.oneEighties += f.oneEighties;
      p.tonForties += f.tonForties;
      p.highestCheckout =
        f.highestCheckout === null ? p.highestCheckout : Math.max(p.highestCheckout ?? 0, f.highestCheckout);
      p.tonPlusFinishes += f.tonPlusFinishes;
      p.points += f.points;
      p.darts += f.darts;
      players.set(name, p);
    };
    let seed = 0;

    /** Plays a fixture's ten games on one lane, by darts, and both captains sign it off. */
    const playFixture = async (night: NightFixture, laneId: number) => {
      const f = night.fixture;
      for (const side of ['home', 'away'] as const)
        await mustOk(await enterLineup(t, cookie, laneId, f.id, usualLineup(side, night.rosters[side])));
      const fixtureSeed = seed++;
      const games: [number, number][] = [];
      for (let n = 1; n <= 10; n++) {
        const started = await mustOk<NightFixture>(await startGame(t, cookie, laneId, f.id, n));
        const game = started.games[n - 1];
        expect(game.status).toBe('playing');
        const played = await playLaneGame(t, cookie, laneId, legWinners(fixtureSeed, n, n === 10 ? 1 : 3));
        if (n === 10) expect(played.state.starts).toEqual([801, 801]);
        // Who threw first in the game's first leg: the away side in odd-numbered games.
        expect(game.firstThrow).toBe(n % 2 === 1 ? 'away' : 'home');
        games.push(played.legs);
        if (game.kind === 'singles') {
          credit(game.homePlayers[0], played.figures[0]);
          credit(game.awayPlayers[0], played.figures[1]);
        }
      }
      for (const side of ['home', 'away'] as const) {
        const signed = await t.lan(`/api/lanes/${laneId}/league-fixtures/${f.id}/sign-off`, {
          method: 'POST',
          cookie,
          json: { side },
        });
        expect(signed.status).toBe(200);
      }
      results.set(f.id, { home: f.home, away: f.away, games });
    };

    const checkTables = async () => {
      const { divisions } = await mustOk<SeasonTables>(
        await t.lan(`/api/league-seasons/${season.id}/tables`, { cookie }),
      );
      const expected = expectedTable(results);
      for (const row of divisions[0].table) {
        const { team, place: _place, ...figures } = row;
        expect({ team, ...figures }).toEqual({ team, ...(expected.get(team) ?? zero()) });
      }
    };

    const slot = async (door: TestServer['pub'], date: string, laneId: number) => {
      const day = await json<PublicAvailability>(
        await door(`/api/public/availability?date=${date}&duration=60`),
      );
      return day.lanes.find((l) => l.laneId === laneId)?.slots.find((s) => s.start === nightAt(date, '20:00'))
        ?.state;
    };

    for (const night of season.nights.filter((n) => n.date <= '2026-09-15')) {
      const week = season.nights.indexOf(night) + 1;
      t.clock.set(nightAt(night.date));
      cookie = await t.signIn();
      // Both booking pages: the league night takes its lanes on the Tuesday, and they are free on the Wednesday.
      const wednesday = new Date(Date.parse(`${night.date}T12:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
      for (const door of [t.pub, t.lan]) {
        expect(await slot(door, night.date, 1)).toBe('league');
        expect(await slot(door, wednesday, 1)).toBe('available');
      }

      const tonight = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/1/league-night', { cookie }));
      const fixtures = tonight.fixtures.filter((f) => f.fixture.week === week);
      expect(fixtures).toHaveLength(4);
      const [first, second, ...rest] = fixtures;

      if (week === 2) {
        // Postponed to the Thursday: played then, on the same lanes.
        const thursday = new Date(Date.parse(`${night.date}T12:00:00Z`) + 2 * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const moved = await t.lan(`/api/league-fixtures/${first.fixture.id}/postpone`, {
          method: 'POST',
          cookie,
          json: { date: thursday, reason: 'Two players ill' },
        });
        expect(moved.status).toBe(200);
        await Promise.all([second, ...rest].map((f, i) => playFixture(f, i + 1)));
        await checkTables();
        t.clock.set(nightAt(thursday));
        cookie = await t.signIn();
        const later = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/2/league-night', { cookie }));
        expect(later.fixtures.map((f) => f.fixture.id)).toEqual([first.fixture.id]);
        await playFixture(later.fixtures[0], 2);
      } else if (week === 3) {
        const walkover = await t.lan(`/api/league-fixtures/${first.fixture.id}/walkover`, {
          method: 'POST',
          cookie,
          json: { winner: 'home', reason: 'The away side did not turn up' },
        });
        expect(walkover.status).toBe(200);
        results.set(first.fixture.id, {
          home: first.fixture.home,
          away: first.fixture.away,
          games: [...Array.from({ length: 9 }, () => [2, 0] as [number, number]), [1, 0]],
        });
        await Promise.all([second, ...rest].map((f, i) => playFixture(f, i + 1)));
      } else {
        await Promise.all(fixtures.map((f, i) => playFixture(f, i + 1)));
      }

      if (week === 4) {
        // The team leg was scored to the wrong side: staff correct it, with a reason.
        const played = results.get(first.fixture.id);
        if (!played) throw new Error('week 4 fixture not played');
        const games = played.games.map(([h, a], i): [number, number] => (i === 9 ? [a, h] : [h, a]));
        const corrected = await t.lan(`/api/league-fixtures/${first.fixture.id}/result`, {
          method: 'PUT',
          cookie,
          json: { games: games.map(([homeLegs, awayLegs]) => ({ homeLegs, awayLegs })), reason: 'Team leg' },
        });
        expect(corrected.status).toBe(200);
        expect((await json<LeagueFixture>(corrected)).games[9]).toMatchObject({
          homeLegs: games[9][0],
          awayLegs: games[9][1],
        });
        results.set(first.fixture.id, { ...played, games });
      }
      await checkTables();
    }

    // Every fixture has its result: 56, the walkover's among them.
    expect(results.size).toBe(56);

    // The player tables, from the darts thrown here: singles games, roster players only.
    const tables = await mustOk<SeasonPlayerTables>(
      await t.lan(`/api/league-seasons/${season.id}/player-tables`, { cookie }),
    );
    const ours = [...players.values()];
    const top180 = Math.max(...ours.map((p) => p.oneEighties));
    expect(tables.oneEighties[0].value).toBe(top180);
    for (const entry of tables.oneEighties) expect(entry.value).toBe(players.get(entry.player)?.oneEighties);
    for (const entry of tables.tonPlusFinishes)
      expect(entry.value).toBe(players.get(entry.player)?.tonPlusFinishes);
    for (const entry of tables.average) {
      const p = players.get(entry.player);
      // The venue rounds averages to 2 decimals.
      expect(entry.value).toBeCloseTo(((p?.points ?? 0) / (p?.darts ?? 1)) * 3, 1);
    }
    expect(tables.average).toHaveLength(ours.filter((p) => p.darts > 0).length);
    expect(tables.highestCheckout[0].value).toBe(Math.max(...ours.map((p) => p.highestCheckout ?? 0)));

    // The public read carries the same tables, names only.
    const page = await json<PublicLeague>(await t.pub(`/api/public/leagues/${leagueId}`));
    expect(page.season?.playerTables.oneEighties).toEqual(
      tables.oneEighties.map(({ player, value }) => ({ player, value })),
    );
  }, 900_000);
});

function emptyPlayer(): SideFigures {
  return { oneEighties: 0, tonForties: 0, highestCheckout: null, tonPlusFinishes: 0, points: 0, darts: 0 };
}
