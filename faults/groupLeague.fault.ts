import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupLeagueView } from '../shared/group/groupLeagueApi';
import type { TestServer } from '../lan-server/test/harness';
import { enterLineup, mustOk, playLaneGame, startGame } from '../lan-server/test/leagueNightPlay';
import { waitFor } from '../hub/engines/ports';
import type { Engines } from '../hub/test/groupFixtures';
import {
  expectedTable,
  feedCaughtUp,
  leagueView,
  legsOf,
  lineup,
  nightOf,
  playFixture,
  rostersOf,
  signOffFixture,
  startLeagueGroup,
  type LeagueGroup,
  type Office,
} from '../hub/test/groupLeagueRig';

/**
 * A league across the group under faults (docs/venue-group.md, "What a league survives"): real nats-server,
 * PostgreSQL, head office and two venue servers on injected clocks. nats-server is SIGKILLed in the middle of
 * a league night — one fixture signed off before, the rest played and signed off while it is down, a roster
 * changed at head office meanwhile — and started again; then head office is stopped for a league week, the
 * week's fixtures played and signed off and a result corrected at a venue while it is down, and started
 * again. Afterwards head office holds every result exactly once at the version expected, each venue has
 * applied its whole feed in order (its applied-through number, its rosters and its copy of the tables), and
 * head office's tables are the venues' and the ones the test computes from the darts it threw.
 */
const VENUES = ['lf-1', 'lf-2'];
let group: LeagueGroup;
let engines: Engines;
let office: Office;
let league: GroupLeagueView;
/** Every fixture the test played: its games' legs (after the venue's correction). */
const played = new Map<string, { homeLegs: number; awayLegs: number }[]>();
const venue = (id: string): TestServer => group.venue(id);

beforeAll(async () => {
  group = await startLeagueGroup(VENUES, 'faults-owner-password');
  ({ engines, office, league } = group);
}, 120_000);

afterAll(async () => group?.close());

const weekOf = (week: number) => league.fixtures.filter((f) => f.week === week);

/** Plays and signs off a fixture at its venue on its night; the home side wins game 1, the away side game 2. */
async function play(fixtureId: string, winners: readonly (0 | 1)[] = [0, 1]): Promise<void> {
  const f = league.fixtures.find((x) => x.id === fixtureId);
  if (!f) throw new Error(fixtureId);
  nightOf(venue(f.hostVenueId), f.nightDate);
  await playFixture(venue(f.hostVenueId), f.id, rostersOf(league, f.id), winners);
  played.set(f.id, legsOf(winners));
}

async function resultsAtHeadOffice(n: number): Promise<void> {
  await waitFor(
    `${n} results at head office`,
    async () => {
      const res = await office.hub.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM group_league_results',
      );
      return Number(res.rows[0]?.n) >= n;
    },
    60_000,
  );
}

describe('a league across the group under faults', () => {
  it('loses nothing and counts nothing twice when nats-server is killed mid-night and head office stops for a week', async () => {
    // Week 1: the first fixture signed off, then nats-server is killed while the second is under way.
    const [first, second] = weekOf(1);
    if (!first || !second) throw new Error('week 1 has two fixtures');
    await play(first.id, [0, 0]);
    const host = venue(second.hostVenueId);
    nightOf(host, second.nightDate);
    const cookie = await host.signIn('admin');
    const sides = rostersOf(league, second.id);
    await mustOk(await enterLineup(host, cookie, 1, second.id, lineup('home', sides.home)));
    await mustOk(await enterLineup(host, cookie, 1, second.id, lineup('away', sides.away)));
    await mustOk(await startGame(host, cookie, 1, second.id, 1));
    await playLaneGame(host, cookie, 1, [1]);
    await engines.nats.kill();
    // With the server down: the night goes on, and head office changes a roster the venues must learn.
    await mustOk(await startGame(host, cookie, 1, second.id, 2));
    await playLaneGame(host, cookie, 1, [1]);
    await signOffFixture(host, second.id);
    played.set(second.id, legsOf([1, 1]));
    const team = league.teams[0];
    if (!team) throw new Error('a team');
    const roster = await office.client.call<GroupLeagueView>(
      'PUT',
      `/api/group-leagues/${league.league.id}/teams/${team.id}/roster`,
      {
        players: [
          ...team.players.map((p) => ({ id: p.id, name: p.name, captain: p.captain })),
          { name: 'Late Larkin' },
        ],
      },
    );
    expect(roster.status).toBe(200);
    league = roster.body;
    await new Promise((r) => setTimeout(r, 1_000));
    await engines.nats.restart();
    await resultsAtHeadOffice(2);

    // Week 2 with head office stopped: every fixture played and signed off, one of week 1's corrected at its
    // venue, and the venues' clocks run on through the week before head office is back.
    await office.stop();
    for (const f of weekOf(2)) await play(f.id, [1, 0]);
    const fixed = venue(first.hostVenueId);
    const corrected = await fixed.lan(`/api/league-fixtures/${first.id}/result`, {
      method: 'PUT',
      cookie: await fixed.signIn('admin'),
      json: { games: legsOf([0, 1]), reason: 'The second game’s sheet was misread' },
    });
    expect(corrected.status).toBe(200);
    played.set(first.id, legsOf([0, 1]));
    for (const id of VENUES) venue(id).clock.advance(6 * 86_400_000);
    await office.start();

    // Every result at head office exactly once, at the version expected.
    await resultsAtHeadOffice(played.size);
    await waitFor(
      'the venue’s correction at head office',
      async () => {
        const res = await office.hub.pool.query<{ version: number }>(
          'SELECT version FROM group_league_results WHERE fixture_id = $1',
          [first.id],
        );
        return res.rows[0]?.version === 2;
      },
      60_000,
    );
    const results = await office.hub.pool.query<{ fixture_id: string; version: number }>(
      'SELECT fixture_id, version FROM group_league_results ORDER BY fixture_id',
    );
    expect(results.rows).toEqual(
      [...played.keys()].sort().map((id) => ({ fixture_id: id, version: id === first.id ? 2 : 1 })),
    );
    const events = await office.hub.pool.query<{ kind: string; fixture: string; n: string }>(
      `SELECT kind, body->'result'->>'fixtureId' AS fixture, count(*) AS n FROM events
        WHERE kind IN ('league_result', 'league_result_corrected') GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(events.rows.map((r) => [r.kind, r.fixture, Number(r.n)])).toEqual([
      ...[...played.keys()].sort().map((id) => ['league_result', id, 1]),
      ['league_result_corrected', first.id, 1],
    ]);
    const conflicts = await office.hub.pool.query('SELECT 1 FROM group_league_conflicts');
    expect(conflicts.rowCount).toBe(0);

    // Each venue has applied its whole feed, in order: its number, its rosters, its copy of the tables.
    league = await leagueView(office.client, league.league.id);
    const table = expectedTable(league, played);
    expect(league.page.season?.divisions[0]?.table).toEqual(table);
    for (const id of VENUES) {
      const through = await feedCaughtUp(office, id);
      const db = venue(id).server.db;
      const held = db.prepare('SELECT applied_through AS n FROM group_league_feed').get() as { n: number };
      expect(held.n, `${id}: applied through`).toBe(through);
      const last = await office.hub.pool.query<{ change: { snapshot: { page: GroupLeagueView['page'] } } }>(
        `SELECT change FROM group_league_feed WHERE venue_id = $1 AND change->>'kind' = 'tables_changed'
          ORDER BY number DESC LIMIT 1`,
        [id],
      );
      const snapshot = db.prepare('SELECT snapshot FROM group_leagues').get() as { snapshot: string };
      const page = JSON.parse(snapshot.snapshot) as GroupLeagueView['page'];
      expect(page, `${id}: the last tables head office sent`).toEqual(last.rows[0]?.change.snapshot.page);
      expect(page.season?.divisions[0]?.table, `${id}: head office's tables`).toEqual(table);
      const names = db
        .prepare('SELECT name FROM league_players WHERE team_id = ? ORDER BY position')
        .all(team.id) as { name: string }[];
      expect(
        names.map((r) => r.name),
        `${id}: the roster changed while nats-server was down`,
      ).toContain('Late Larkin');
      // The venue's copy of each result it hosted is head office's version.
      for (const f of league.fixtures.filter((x) => x.hostVenueId === id && played.has(x.id))) {
        const version = db
          .prepare('SELECT result_version AS version FROM group_league_fixtures WHERE fixture_id = ?')
          .get(f.id) as {
          version: number;
        };
        expect(version.version, `${id}: ${f.id}`).toBe(f.result?.version);
      }
    }
  });
});
