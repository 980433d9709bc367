import { afterEach, describe, expect, it } from 'vitest';
import type { LeagueDetail } from '../../shared/api/leagues';
import type { PublicLeague } from '../../shared/api/leaguePublic';
import { GROUP_LEAGUE_READ_ONLY } from '../services/groupLeagueGuard';
import { changedTables, snapshotDb } from './fuzz/dbSnapshot';
import { startTestServer, type TestServer } from './harness';
import {
  entries,
  fixture,
  fixtures,
  ids,
  joinGroup,
  published,
  renamed,
  sendFeed,
} from './groupLeagueFixtures';
import { json } from './leagueSetup';

/**
 * Head office's league feed applied at the venue (docs/venue-group.md, "The venue's half"), asked on the
 * venue's NATS door as the relay's subscription hands it over: in order, each entry once, a batch sent twice
 * changing nothing, a gap stopping the batch where the venue stands, a fixture hosted elsewhere refused
 * whole, and the league read-only at the venue but for match night.
 */
let t: TestServer;
afterEach(async () => t?.close());

const NIGHT = '2026-06-16';

async function detail(cookie: string): Promise<LeagueDetail> {
  const res = await t.lan(`/api/leagues/${ids.league}`, { cookie });
  expect(res.status).toBe(200);
  return json<LeagueDetail>(res);
}

const row = (team: string, played: number) => ({
  team,
  place: 1,
  played,
  won: played,
  drawn: 0,
  lost: 0,
  gamesFor: played,
  gamesAgainst: 0,
  legsFor: 2 * played,
  legsAgainst: 0,
  points: 3 * played,
});
const at = (week: number, home: string, away: string, venue: string) => ({
  week,
  date: NIGHT,
  division: 'Division 1',
  home,
  away,
  venue,
});

const teamNames = (d: LeagueDetail) => d.divisions.flatMap((div) => div.teams.map((team) => team.name));

describe("head office's league feed at the venue", () => {
  it('is refused while the venue is in no group, writing nothing', async () => {
    t = await startTestServer();
    const before = snapshotDb(t.server.db);
    const reply = await sendFeed(t, entries(1, published));
    expect(reply.status).toBe(409);
    expect(reply.message).toBe('This venue is not in a venue group, so it takes no league from head office.');
    expect(changedTables(before, snapshotDb(t.server.db))).toEqual([]);
  });

  it('applies entries in order, once: a batch sent twice changes nothing, a gap stops where it stands', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await joinGroup(t, admin);
    const first = entries(1, published, fixtures(fixture(0, 2, NIGHT)), renamed(2, 'York Flyers'));
    expect(await sendFeed(t, first)).toEqual({ status: 200, body: { appliedThrough: 3 } });

    const league = await detail(admin);
    expect(league.league.name).toBe('Yorkshire League');
    expect(league.fromHeadOffice).toBe(true);
    expect(teamNames(league)).toEqual(['Leeds Arrows', 'Leeds Bulls', 'York Flyers', 'York Oche']);
    expect(league.divisions[0].teams[0].players).toEqual([
      { id: ids.players[0], name: 'Ann Lee', captain: true },
    ]);
    expect(league.seasons).toHaveLength(1);
    expect(league.seasons[0].lanes).toEqual([1, 2]);
    expect(league.seasons[0].nights.map((n) => n.date)).toEqual([NIGHT]);

    // The same batch again: nothing changes, the answer is where the venue stands.
    const before = snapshotDb(t.server.db);
    expect(await sendFeed(t, first)).toEqual({ status: 200, body: { appliedThrough: 3 } });
    expect(changedTables(before, snapshotDb(t.server.db))).toEqual([]);

    // A gap: entry 5 without 4 is not applied.
    expect(await sendFeed(t, entries(5, renamed(3, 'Never Applied')))).toEqual({
      status: 200,
      body: { appliedThrough: 3 },
    });
    expect(teamNames(await detail(admin))).not.toContain('Never Applied');

    // Entries already applied are skipped, the next ones applied, and the batch stops at its own gap.
    const mixed = [
      ...entries(3, renamed(2, 'Applied Twice?')),
      ...entries(4, renamed(3, 'York Oche B')),
      ...entries(6, renamed(1, 'After The Gap')),
    ];
    expect(await sendFeed(t, mixed)).toEqual({ status: 200, body: { appliedThrough: 4 } });
    expect(teamNames(await detail(admin))).toEqual([
      'Leeds Arrows',
      'Leeds Bulls',
      'York Flyers',
      'York Oche B',
    ]);
  });

  it('refuses a batch with a fixture another venue hosts, whole, with a sentence', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await joinGroup(t, admin);
    expect(await sendFeed(t, entries(1, published))).toEqual({ status: 200, body: { appliedThrough: 1 } });
    const before = snapshotDb(t.server.db);
    const elsewhere = entries(2, fixtures(fixture(0, 1, NIGHT), fixture(2, 0, NIGHT)));
    const reply = await sendFeed(t, elsewhere);
    expect(reply.status).toBe(403);
    expect(reply.message).toBe(
      'The fixture York Flights v Leeds Arrows is hosted by another venue; this venue plays only the fixtures it hosts.',
    );
    expect(changedTables(before, snapshotDb(t.server.db))).toEqual([]);
    expect(await sendFeed(t, entries(2, fixtures(fixture(0, 1, NIGHT))))).toEqual({
      status: 200,
      body: { appliedThrough: 2 },
    });
  });

  it("shows the whole group league on the venue's public page from head office's latest snapshot", async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await joinGroup(t, admin);
    await sendFeed(t, entries(1, published, fixtures(fixture(0, 2, NIGHT))));
    const read = async () => {
      const res = await t.pub(`/api/public/leagues/${ids.league}`);
      expect(res.status).toBe(200);
      return json<PublicLeague>(res);
    };
    // Before any snapshot: the fixtures this venue hosts, read live.
    const own = await read();
    expect(own.asOf).toBeUndefined();
    expect(own.season?.fixtures.map((f) => [f.home, f.away])).toEqual([['Leeds Arrows', 'York Flights']]);

    const page = (played: number): PublicLeague => ({
      name: 'Yorkshire League',
      season: {
        name: 'Summer 2026',
        weeks: 6,
        divisions: [{ name: 'Division 1', table: [row('York Oche', played), row('Leeds Arrows', 0)] }],
        fixtures: [
          {
            ...at(1, 'Leeds Arrows', 'York Flights', 'Leeds'),
            status: 'scheduled',
            homeGames: 0,
            awayGames: 0,
          },
          { ...at(1, 'York Oche', 'Leeds Bulls', 'York'), status: 'played', homeGames: 1, awayGames: 0 },
        ],
        playerTables: {
          average: [],
          oneEighties: [],
          tonForties: [],
          highestCheckout: [],
          tonPlusFinishes: [],
        },
      },
    });
    const snapshot = (number: number, played: number, computedAt: string) =>
      entries(number, {
        kind: 'tables_changed',
        snapshot: { leagueId: ids.league, computedAt, page: page(played) },
      });
    await sendFeed(t, snapshot(3, 1, '2026-06-16T21:40:00.000Z'));
    await sendFeed(t, snapshot(4, 2, '2026-06-23T21:40:00.000Z'));
    expect(await read()).toEqual({
      ...page(2),
      asOf: { at: '2026-06-23T21:40:00.000Z', zone: 'Europe/London' },
    });
  });

  it('keeps the group league read-only at the venue but for match night', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await joinGroup(t, admin);
    const hosted = fixture(0, 2, NIGHT);
    await sendFeed(t, entries(1, published, fixtures(hosted)));
    const refused = async (res: Response) => {
      expect(res.status).toBe(409);
      expect((await json<{ message: string }>(res)).message).toBe(GROUP_LEAGUE_READ_ONLY);
    };
    const post = (path: string, body: unknown) => t.lan(path, { method: 'POST', cookie: admin, json: body });
    await refused(await post(`/api/leagues/${ids.league}/divisions`, { name: 'Division 2' }));
    await refused(
      await post(`/api/league-divisions/${ids.division}/teams`, { name: 'New', players: ['Ed'] }),
    );
    await refused(
      await post(`/api/league-fixtures/${hosted.id}/walkover`, { winner: 'home', reason: 'No show' }),
    );
    await refused(
      await post(`/api/league-fixtures/${hosted.id}/postpone`, { date: '2026-06-23', reason: 'Flooded' }),
    );
    const before = snapshotDb(t.server.db);
    await refused(
      await t.lan(`/api/league-teams/${ids.teams[0]}/captain-email`, {
        method: 'PUT',
        cookie: admin,
        json: { email: 'cap@example.com' },
      }),
    );
    expect(changedTables(before, snapshotDb(t.server.db))).toEqual([]);
    // The same refusal for a German reader, worded by the venue's one refusal path.
    const german = await t.lan(`/api/leagues/${ids.league}/divisions`, {
      method: 'POST',
      cookie: admin,
      json: { name: 'Division 2' },
      headers: { 'accept-language': 'de-DE' },
    });
    expect(german.status).toBe(409);
    expect((await json<{ message: string }>(german)).message).toBe(
      'Diese Liga führt die Zentrale für die Gruppe: ihre Teams und Begegnungen werden dort geändert.',
    );
  });
});
