import { afterEach, expect, it } from 'vitest';
import { PublicLeague } from '../../shared/api/leaguePublic';
import type { GroupGameResult } from '../../shared/group/groupLeague';
import { publicLeaguePage } from '../../hub/league/publicPage';
import type { LeagueData } from '../../hub/league/read';
import { startTestServer, type TestServer } from './harness';
import { entries, fixture, fixtures, ids, joinGroup, published, sendFeed } from './groupLeagueFixtures';
import { json } from './leagueSetup';

/**
 * A venue's public league page for a league across the group shows the whole league exactly as head office's
 * public page answers it: head office's own answer (hub/league/publicPage.ts, from what head office holds)
 * travels in `tables_changed`, and the venue's `GET /api/public/leagues/:id` answers it — every venue's
 * fixtures with their venue, results with their correction, the tables — with the time it was computed.
 */
let t: TestServer;
afterEach(async () => t?.close());

const game = (
  n: number,
  homeLegs: number,
  awayLegs: number,
  home: string,
  away: string,
): GroupGameResult => ({
  gameNumber: n,
  homeLegs,
  awayLegs,
  homePlayers: [home],
  awayPlayers: [away],
});

it("answers head office's public league page on the venue's own public league page, after tables_changed", async () => {
  t = await startTestServer();
  const admin = await t.signIn('admin');
  await joinGroup(t, admin);
  // This venue (leeds) hosts one fixture; york hosts the other, which this venue never receives.
  const hosted = fixture(0, 2, '2026-06-16');
  const elsewhere = fixture(3, 1, '2026-06-18');
  await sendFeed(t, entries(1, published, fixtures(hosted)));
  if (published.kind !== 'league_published') throw new Error('published');
  const [p0, p1, p2, p3] = ids.players as [string, string, string, string];
  const data: LeagueData = {
    league: published.league,
    divisions: published.divisions,
    teams: published.teams.map((team) => ({
      ...team,
      players: team.players.map((p) => ({ ...p, hidden: false })),
    })),
    formerPlayers: [],
    season: {
      id: ids.season,
      name: published.season.name,
      startDate: '2026-06-15',
      roundRobin: 'double',
      drawn: true,
      publishedAt: '2026-06-01T10:00:00.000Z',
      nights: [],
    },
    fixtures: [hosted, elsewhere, fixture(1, 3, '2026-06-23', { week: 2 })],
    results: new Map([
      [
        hosted.id,
        {
          version: 1,
          games: [game(1, 2, 1, p0, p2), game(2, 2, 0, p0, p2), game(3, 0, 2, p0, p2)],
          signedAt: '2026-06-16T21:30:00.000Z',
          corrections: [],
          figures: [
            {
              player: p0,
              darts: 45,
              points: 1303,
              finishedLeg: true,
              oneEighties: 1,
              tonForties: 2,
              highestCheckout: 104,
              tonPlusFinishes: 1,
              hidden: false,
            },
          ],
        },
      ],
      [
        elsewhere.id,
        {
          version: 2,
          games: [game(1, 2, 0, p3, p1), game(2, 1, 2, p3, p1), game(3, 2, 1, p3, p1)],
          signedAt: '2026-06-18T21:30:00.000Z',
          corrections: [
            {
              basedOn: 1,
              by: 'Hannah Cole',
              where: 'head office',
              reason: 'Game 3 went to the home side',
              at: '2026-06-19T09:00:00.000Z',
            },
          ],
          figures: [],
        },
      ],
    ]),
    venueNames: new Map([
      ['leeds', 'The Leeds Oche'],
      ['york', 'The York Arms'],
    ]),
  };
  const headOffice = publicLeaguePage(data);
  const computedAt = '2026-06-19T09:00:01.000Z';
  await sendFeed(
    t,
    entries(3, { kind: 'tables_changed', snapshot: { leagueId: ids.league, computedAt, page: headOffice } }),
  );
  const res = await t.pub(`/api/public/leagues/${ids.league}`);
  expect(res.status).toBe(200);
  const shown = PublicLeague.parse(await json<unknown>(res));
  expect(shown).toEqual({ ...headOffice, asOf: { at: computedAt, zone: 'Europe/London' } });
  // The whole league: the fixture york hosts, with its venue and head office's correction, and the tables.
  expect(
    shown.season?.fixtures.map((f) => [f.home, f.away, f.venue, f.status, f.homeGames, f.awayGames]),
  ).toEqual([
    ['Leeds Arrows', 'York Flights', 'The Leeds Oche', 'played', 2, 1],
    ['York Oche', 'Leeds Bulls', 'The York Arms', 'played', 2, 1],
    ['Leeds Bulls', 'York Oche', 'The Leeds Oche', 'scheduled', 0, 0],
  ]);
  expect(shown.season?.fixtures[1]?.corrected).toEqual({
    by: 'Hannah Cole',
    where: 'head office',
    reason: 'Game 3 went to the home side',
    at: '2026-06-19T09:00:00.000Z',
  });
  // The player tables as head office added up the figures the venues sent: names only.
  expect(shown.season?.playerTables.oneEighties).toEqual([{ player: 'Ann Lee', value: 1 }]);
  expect(shown.season?.divisions[0]?.table.map((r) => [r.team, r.played, r.points])).toEqual([
    ['York Oche', 1, 3],
    ['Leeds Arrows', 1, 3],
    ['York Flights', 1, 0],
    ['Leeds Bulls', 1, 0],
  ]);
});
