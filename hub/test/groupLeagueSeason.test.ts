import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureCorrection } from '../../shared/api/leagueNights';
import type { LeagueFixture } from '../../shared/api/leagues';
import { PublicLeague } from '../../shared/api/leaguePublic';
import type { GroupGameResult } from '../../shared/group/groupLeague';
import type { GroupLeagueView } from '../../shared/group/groupLeagueApi';
import { TestClock, type TestServer } from '../../lan-server/test/harness';
import { mustOk } from '../../lan-server/test/leagueNightPlay';
import { waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { startCheckedHubWeb } from './checkedHubWeb';
import { startEngines, startHub, startVenue, venueEvents, type Engines } from './groupFixtures';
import { drawnLeague, signedIn, type HubClient } from './groupLeagueFixtures';
import {
  expectedResults,
  hubFeed,
  playFixture,
  publicResults,
  SHORT_FORMAT,
  unsentIds,
  venueAppliedThrough,
  watchFeed,
  type FeedWatch,
  type FixturePlan,
} from './groupLeagueSeasonFixtures';
import { expectedTable } from './groupLeagueRig';
import { venueLine, type VenueLine } from './venueLine';

/**
 * A league across the group played for a whole season (docs/venue-group.md, "A league across the group"):
 * real nats-server and PostgreSQL, a real hub, and three real venue servers with their own clocks. Head
 * office creates six teams (two at each venue), draws a double round robin and publishes it; week by week
 * each venue's clock moves to its league night and it plays the fixtures it hosts by darts on its lanes, both
 * captains signing off. Hull's line to nats-server is cut for weeks 6 and 7 (three of the fixtures it hosts):
 * it plays them offline and its results reach head office afterwards, in order. One result is corrected at
 * head office and one at a venue.
 * At the end head office's table is the one the league's own rules make of the games the test played, and
 * every venue's public league page shows the same.
 */

const VENUES = ['leeds', 'york', 'hull'] as const;
type Venue = (typeof VENUES)[number];
const NIGHTS = { leeds: 'monday', york: 'tuesday', hull: 'thursday' } as const;
const OFFLINE: { venue: Venue; weeks: readonly number[] } = { venue: 'hull', weeks: [6, 7] };
const ADMIN = 'season-owner-password';

/** The legs each fixture's games go to, by the order it is played: wins, draws and losses at home and away. */
const PLANS: readonly FixturePlan[] = [
  [[0, 0], [0]],
  [[1, 0, 1], [0]],
  [[1, 1], [1]],
  [[0, 1, 0], [0]],
  [[0, 0], [1]],
  [[1, 0, 1], [1]],
  [[0, 1, 1], [0]],
];

let engines: Engines;
let hub: HubCore;
let web: HubWeb;
let office: HubClient;
let watch: FeedWatch;
const venues = new Map<Venue, { t: TestServer; line: VenueLine }>();
let leagueId = '';
let view: GroupLeagueView;
/** Every result as the test played and corrected it: fixture id → its games. */
const played = new Map<string, GroupGameResult[]>();
/** Each venue's fixtures in the order it played them. */
const playOrder = new Map<Venue, string[]>();

const venue = (id: Venue) => {
  const v = venues.get(id);
  if (!v) throw new Error(id);
  return v;
};

async function refresh(): Promise<GroupLeagueView> {
  view = mustOkHub(await office.call<GroupLeagueView>('GET', `/api/group-leagues/${leagueId}`));
  return view;
}

function mustOkHub<T>(res: { status: number; body: T }): T {
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function resultsAtHeadOffice(): Promise<number> {
  const res = await hub.pool.query<{ n: string }>('SELECT count(*) AS n FROM group_league_results');
  return Number(res.rows[0]?.n);
}

/** Head office's feed to each venue written, asked and applied through, on both sides. */
async function everyVenueCaughtUp(timeoutMs = 90_000): Promise<void> {
  for (const id of VENUES)
    await waitFor(
      `${id} applied its feed`,
      async () => {
        const feed = await hubFeed(hub, id);
        return (
          feed.written > 0 &&
          feed.applied === feed.written &&
          venueAppliedThrough(venue(id).t) === feed.written
        );
      },
      timeoutMs,
    );
}

beforeAll(async () => {
  engines = await startEngines([...VENUES]);
  hub = await startHub(engines, undefined, { leagueAskTimeoutMs: 1_000 });
  await ensureAdmin(hub.pool, ADMIN, () => undefined);
  web = await startCheckedHubWeb(hub, { port: 0 });
  office = await signedIn(web.url, 'admin', ADMIN);
  watch = await watchFeed(engines);
  for (const id of VENUES) {
    const line = await venueLine(engines.nats.port, { up: true });
    const t = await startVenue(engines, id, {
      hubUrl: line.url,
      clock: new TestClock('2026-01-01T12:00:00.000Z'),
    });
    venues.set(id, { t, line });
  }
  // Head office knows a venue from its first heartbeat.
  await waitFor(
    'three venues known',
    async () =>
      Number((await hub.pool.query<{ n: string }>('SELECT count(*) AS n FROM venues')).rows[0]?.n) === 3,
    30_000,
  );
}, 120_000);

afterAll(async () => {
  for (const { t, line } of venues.values()) {
    await t.close();
    await line.close();
  }
  await watch?.close();
  await web?.close();
  await hub?.stop();
  await engines?.close();
});

describe('a season of a league across the group, played at three real venues', { timeout: 180_000 }, () => {
  it('head office draws six teams into a double round robin across the venues and publishes it', async () => {
    leagueId = await drawnLeague(office, VENUES, {
      format: SHORT_FORMAT,
      startDate: '2026-01-05',
      night: (id) => ({
        weekday: NIGHTS[id as Venue],
        startTime: '19:30',
        durationMinutes: 180,
        lanes: 2,
      }),
      seed: 7,
    });
    view = mustOkHub(
      await office.call<GroupLeagueView>('POST', `/api/group-leagues/${leagueId}/season/publish`),
    );
    expect(view.teams).toHaveLength(6);
    expect(view.fixtures).toHaveLength(30);
    // Every fixture is hosted by its home team's venue; each venue, with two of the six teams, hosts ten.
    const homeOf = new Map(view.teams.map((team) => [team.id, team.homeVenueId]));
    for (const f of view.fixtures) expect(f.hostVenueId, f.id).toBe(homeOf.get(f.homeTeamId));
    for (const id of VENUES)
      expect(
        view.fixtures.filter((f) => f.hostVenueId === id),
        id,
      ).toHaveLength(10);
    await everyVenueCaughtUp();
    // Each venue holds exactly the fixtures it hosts, under head office's ids, as a season of its own.
    const seasonId = view.season?.id ?? '';
    for (const id of VENUES) {
      const { t } = venue(id);
      const { fixtures } = await mustOk<{ fixtures: LeagueFixture[] }>(
        await t.lan(`/api/league-seasons/${seasonId}/fixtures`, { cookie: await t.signIn('admin') }),
      );
      expect(fixtures.map((f) => f.id).sort()).toEqual(
        view.fixtures
          .filter((f) => f.hostVenueId === id)
          .map((f) => f.id)
          .sort(),
      );
    }
  });

  it('plays ten weeks by darts on each venue’s night, hull offline for two of them', async () => {
    const offline = venue(OFFLINE.venue);
    let k = 0;
    for (let week = 1; week <= 10; week += 1) {
      if (week === OFFLINE.weeks[0]) offline.line.cut();
      for (const id of VENUES) {
        const hosted = view.fixtures
          .filter((f) => f.week === week && f.hostVenueId === id)
          .sort((a, b) => a.id.localeCompare(b.id));
        const { t } = venue(id);
        for (const fixture of hosted) {
          // 19:40 on the venue's night (January to March: London is on UTC).
          t.clock.set(`${fixture.nightDate}T19:40:00.000Z`);
          played.set(fixture.id, await playFixture(t, fixture, view.teams, PLANS[k % PLANS.length]));
          playOrder.set(id, [...(playOrder.get(id) ?? []), fixture.id]);
          k += 1;
        }
      }
      if (week === OFFLINE.weeks.at(-1)) {
        // Two weeks played and signed off at hull with its line down: none of them at head office yet,
        // every one waiting in hull's group outbox.
        const awayWeeks = view.fixtures.filter(
          (f) => f.hostVenueId === OFFLINE.venue && OFFLINE.weeks.includes(f.week),
        );
        expect(awayWeeks.length).toBeGreaterThanOrEqual(2);
        const held = await hub.pool.query('SELECT 1 FROM group_league_results WHERE fixture_id = ANY($1)', [
          awayWeeks.map((f) => f.id),
        ]);
        expect(held.rowCount).toBe(0);
        const waiting = new Set(
          venueEvents(offline.t)
            .filter((e) => unsentIds(offline.t).has(e.eventId))
            .flatMap((e) => (e.kind === 'league_result' ? [e.result.fixtureId] : [])),
        );
        for (const f of awayWeeks) expect(waiting.has(f.id), f.id).toBe(true);
        // Head office's feed to hull has moved on (the others' results wrote new tables into it) and waits.
        await waitFor(
          'hull’s feed waiting at head office',
          async () => {
            const feed = await hubFeed(hub, OFFLINE.venue);
            return feed.written > feed.applied;
          },
          30_000,
        );
        expect(venueAppliedThrough(offline.t)).toBe((await hubFeed(hub, OFFLINE.venue)).applied);
        offline.line.restore();
      }
    }
    expect(k).toBe(30);
    await waitFor('thirty results at head office', async () => (await resultsAtHeadOffice()) === 30, 90_000);

    // Hull's results reached head office in the order hull played and signed them off.
    const stored = await hub.pool.query<{ fixture_id: string }>(
      `SELECT body->'result'->>'fixtureId' AS fixture_id FROM events
        WHERE venue_id = $1 AND kind = 'league_result' ORDER BY stream_seq`,
      [OFFLINE.venue],
    );
    const hullOutbox = venueEvents(offline.t).flatMap((e) =>
      e.kind === 'league_result' ? [e.result.fixtureId] : [],
    );
    expect(stored.rows.map((r) => r.fixture_id)).toEqual(hullOutbox);
    expect(hullOutbox).toEqual(playOrder.get(OFFLINE.venue));

    await refresh();
    for (const f of view.fixtures) expect(f.result?.games, f.id).toEqual(played.get(f.id));
    expect(view.page.season?.divisions[0]?.table).toEqual(expectedTable(view, played));
  });

  it('a correction made at head office reaches the hosting venue, with who, where and why', async () => {
    const fixture = view.fixtures.find((f) => f.hostVenueId === 'york' && f.week >= 2);
    if (!fixture) throw new Error('york hosts after week 2');
    const before = played.get(fixture.id) ?? [];
    // The second game went the other way.
    const games = before.map((g) =>
      g.gameNumber === 2 ? { ...g, homeLegs: g.awayLegs, awayLegs: g.homeLegs } : g,
    );
    mustOkHub(
      await office.call('PUT', `/api/group-leagues/${leagueId}/fixtures/${fixture.id}/result`, {
        games,
        reason: 'The markers swapped game 2',
      }),
    );
    played.set(fixture.id, games);
    const { t } = venue('york');
    const cookie = await t.signIn('admin');
    let audit: FixtureCorrection[] = [];
    await waitFor(
      'york shows head office’s correction',
      async () => {
        audit = await mustOk<FixtureCorrection[]>(
          await t.lan(`/api/league-fixtures/${fixture.id}/corrections`, { cookie }),
        );
        return audit.length > 0;
      },
      60_000,
    );
    expect(audit.map((c) => [c.correctedBy, c.where, c.reason])).toEqual([
      ['admin', 'head office', 'The markers swapped game 2'],
    ]);
    const { fixtures } = await mustOk<{ fixtures: LeagueFixture[] }>(
      await t.lan(`/api/league-seasons/${view.season?.id ?? ''}/fixtures`, { cookie }),
    );
    expect(fixtures.find((f) => f.id === fixture.id)?.games).toMatchObject(
      games.map((g) => ({ homeLegs: g.homeLegs, awayLegs: g.awayLegs })),
    );
  });

  it('a correction made at a venue reaches head office, with who, where and why', async () => {
    const fixture = view.fixtures.find((f) => f.hostVenueId === 'leeds' && f.week >= 3);
    if (!fixture) throw new Error('leeds hosts after week 3');
    const before = played.get(fixture.id) ?? [];
    const games = before.map((g) =>
      g.gameNumber === 1 ? { ...g, homeLegs: g.awayLegs, awayLegs: g.homeLegs } : g,
    );
    const { t } = venue('leeds');
    const cookie = await t.signIn('admin');
    await mustOk(
      await t.lan(`/api/league-fixtures/${fixture.id}/result`, {
        method: 'PUT',
        cookie,
        json: {
          games: games.map((g) => ({ homeLegs: g.homeLegs, awayLegs: g.awayLegs })),
          reason: 'Game 1 was entered the wrong way round',
        },
      }),
    );
    played.set(fixture.id, games);
    await waitFor(
      'head office applied leeds’s correction',
      async () => (await refresh()).fixtures.find((f) => f.id === fixture.id)?.result?.version === 2,
      60_000,
    );
    const held = view.fixtures.find((f) => f.id === fixture.id)?.result;
    expect(held?.games).toEqual(games);
    expect(held?.corrections.map((c) => [c.where, c.by, c.reason])).toEqual([
      ['venue', 'admin', 'Game 1 was entered the wrong way round'],
    ]);
    expect(view.conflicts).toEqual([]);
  });

  it('ends with the same tables and results at head office and on every venue’s public league page', async () => {
    await everyVenueCaughtUp();
    await refresh();
    const table = expectedTable(view, played);
    // Not a trivial table: the season's results spread the teams over several points totals.
    expect(new Set(table.map((r) => r.points)).size).toBeGreaterThanOrEqual(3);
    expect(view.page.season?.divisions[0]?.table).toEqual(table);
    const page = PublicLeague.parse(await (await fetch(`${web.url}/api/group/leagues/${leagueId}`)).json());
    expect(page.season?.divisions[0]?.table).toEqual(table);
    expect(publicResults(page)).toEqual(expectedResults(view, played));
    expect(page.season?.fixtures.flatMap((f) => (f.corrected ? [f.corrected.where] : [])).sort()).toEqual([
      'head office',
      'venue',
    ]);

    // Player tables from the darts thrown, naming no player who hid themselves.
    expect(page.season?.playerTables.oneEighties.length).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toContain('leeds-1 Second');

    // Every result at head office exactly once, each sign-off stored once.
    expect(await resultsAtHeadOffice()).toBe(30);
    const signed = await hub.pool.query<{ n: string; fixtures: string }>(
      `SELECT count(*) AS n, count(DISTINCT body->'result'->>'fixtureId') AS fixtures FROM events
        WHERE kind = 'league_result'`,
    );
    expect(signed.rows[0]).toEqual({ n: '30', fixtures: '30' });

    for (const id of VENUES) {
      const { t } = venue(id);
      // The feed: every number asked for in order, and the venue through all head office wrote.
      const { written } = await hubFeed(hub, id);
      expect(venueAppliedThrough(t), id).toBe(written);
      const firsts = watch.batches(id).map((b) => b[0] ?? 0);
      const asked = new Set(watch.batches(id).flat());
      expect(asked.size, id).toBe(written);
      for (const [i, batch] of watch.batches(id).entries()) {
        expect(batch, id).toEqual(batch.map((_, j) => (batch[0] ?? 0) + j));
        if (i > 0) expect(firsts[i], id).toBeLessThanOrEqual(Math.max(...watch.batches(id)[i - 1]) + 1);
      }
      // Applied in order: the venue holds the tables of the last `tables_changed` head office wrote to its
      // feed.
      const last = await hub.pool.query<{ change: { snapshot: { page: unknown; computedAt: string } } }>(
        `SELECT change FROM group_league_feed WHERE venue_id = $1 AND change->>'kind' = 'tables_changed'
          ORDER BY number DESC LIMIT 1`,
        [id],
      );
      const held = t.server.db
        .prepare('SELECT snapshot, snapshot_at AS at FROM group_leagues WHERE league_id = ?')
        .get(leagueId) as { snapshot: string; at: string };
      expect(JSON.parse(held.snapshot), id).toEqual(last.rows[0]?.change.snapshot.page);
      expect(held.at, id).toBe(last.rows[0]?.change.snapshot.computedAt);
      // The venue's public league page: the whole league's table and every fixture's result, with its venue
      // and its last correction, as head office's page has them.
      const res = await t.pub(`/api/public/leagues/${leagueId}`);
      expect(res.status, id).toBe(200);
      const open = PublicLeague.parse(await res.json());
      expect(open.season?.divisions[0]?.table, id).toEqual(table);
      expect(publicResults(open), id).toEqual(expectedResults(view, played));
      expect(open.season?.fixtures, id).toEqual(page.season?.fixtures);
      // And the same player tables, added up from the darts figures each venue sent with its results.
      expect(open.season?.playerTables, id).toEqual(page.season?.playerTables);
    }
  });
});
