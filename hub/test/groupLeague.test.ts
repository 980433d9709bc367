import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupGameResult, LeagueFeedEntry } from '../../shared/group/groupLeague';
import type { GroupLeagueView } from '../../shared/group/groupLeagueApi';
import { PublicLeague } from '../../shared/api/leaguePublic';
import { weekdayOf, addDays } from '../../shared/time/venueTime';
import { divisionTable } from '../../shared/league/standings';
import type { LeagueFormat } from '../../shared/league/matchFormat';
import { waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { startCheckedHubWeb } from './checkedHubWeb';
import { HUB_USER, startEngines, type Engines } from './groupFixtures';
import { feedVenue, signedIn, type FeedVenue, type HubClient } from './groupLeagueFixtures';
import { startHubCore } from '../hub';

/**
 * Head office's half of a league across the group, with real nats-server and PostgreSQL: three venues, six
 * teams (two at each), a double round robin drawn across the venues and published; each venue's feed
 * reaches it (a venue-side responder that speaks the contract), in order and once, also for a venue that was
 * away while the hub restarted; results and corrections from the venues through the group stream, the
 * rights check, and the conflict rule.
 */

const VENUES = ['leeds', 'york', 'hull'] as const;
const NIGHTS = { leeds: 'monday', york: 'tuesday', hull: 'thursday' } as const;
const ADMIN = 'league-owner-password';
const START = '2026-01-05';
const FORMAT: LeagueFormat = {
  kind: 'team',
  games: [1, 2, 3, 4].map(() => ({
    kind: 'singles' as const,
    bestOf: 3,
    mode: { kind: 'x01' as const, start: 501, doubleOut: true },
  })),
};

let engines: Engines;
let hub: HubCore;
let web: HubWeb;
let office: HubClient;
const venues = new Map<string, FeedVenue>();
let leagueId = '';
let view: GroupLeagueView;
/** Every result as the test holds it: fixture id → its games (after corrections). */
const played = new Map<string, GroupGameResult[]>();

async function startHub(): Promise<void> {
  hub = await startHubCore({
    natsUrl: engines.nats.url,
    natsUser: HUB_USER.user,
    natsPassword: HUB_USER.password,
    databaseUrl: engines.pg.url,
    leagueAskTimeoutMs: 1_000,
  });
  await ensureAdmin(hub.pool, ADMIN, () => undefined);
  web = await startCheckedHubWeb(hub, { port: 0 });
  office = await signedIn(web.url, 'admin', ADMIN);
}

const venue = (id: string): FeedVenue => {
  const v = venues.get(id);
  if (!v) throw new Error(id);
  return v;
};

async function refresh(): Promise<GroupLeagueView> {
  const res = await office.call<GroupLeagueView>('GET', `/api/group-leagues/${leagueId}`);
  expect(res.status).toBe(200);
  view = res.body;
  return view;
}

async function feedOf(venueId: string): Promise<{ written: number; appliedThrough: number }> {
  const res = await hub.pool.query<{ written: string; applied_through: string }>(
    'SELECT written, applied_through FROM group_league_feed_venues WHERE venue_id = $1',
    [venueId],
  );
  return {
    written: Number(res.rows[0]?.written ?? 0),
    appliedThrough: Number(res.rows[0]?.applied_through ?? 0),
  };
}

async function caughtUp(venueId: string): Promise<void> {
  await waitFor(
    `${venueId} applied its feed`,
    async () => {
      const feed = await feedOf(venueId);
      return (
        feed.written > 0 &&
        feed.appliedThrough === feed.written &&
        venue(venueId).applied.length === feed.written
      );
    },
    30_000,
  );
}

/** A fixture's games: the home side wins `homeWins` of the four. */
function games(fixtureId: string, homeWins: number): GroupGameResult[] {
  const f = view.fixtures.find((x) => x.id === fixtureId);
  const team = (id: string | undefined) => view.teams.find((t) => t.id === id);
  const home = team(f?.homeTeamId)?.players ?? [];
  const away = team(f?.awayTeamId)?.players ?? [];
  return [0, 1, 2, 3].map((i) => ({
    gameNumber: i + 1,
    homeLegs: i < homeWins ? 2 : i % 2,
    awayLegs: i < homeWins ? i % 2 : 2,
    homePlayers: [home[i % home.length]?.id ?? 'Sub'],
    awayPlayers: [away[i % away.length]?.id ?? 'Sub'],
  }));
}

function expectedTable() {
  return divisionTable(
    view.teams.map((t) => t.id),
    view.fixtures.map((f) => {
      const g = played.get(f.id);
      return g
        ? { status: 'played' as const, home: f.homeTeamId, away: f.awayTeamId, games: g }
        : { status: 'scheduled' as const, home: f.homeTeamId, away: f.awayTeamId };
    }),
    FORMAT,
    '3-1-0',
  ).map((row) => {
    const team = view.teams.find((t) => t.id === row.team);
    return { ...row, team: team?.name };
  });
}

async function sendResults(week: number, venueIds: readonly string[]): Promise<void> {
  for (const venueId of venueIds) {
    const hosted = view.fixtures.filter((f) => f.week === week && f.hostVenueId === venueId);
    await venue(venueId).send(
      hosted.map((f, i) => {
        const g = games(f.id, (week + i) % 5);
        played.set(f.id, g);
        return {
          kind: 'league_result' as const,
          leagueId,
          result: { fixtureId: f.id, version: 1, games: g },
          signedAt: new Date().toISOString(),
        };
      }),
    );
  }
}

async function resultsHeld(n: number): Promise<void> {
  await waitFor(
    `${n} results at head office`,
    async () => {
      const res = await hub.pool.query<{ n: string }>('SELECT count(*) AS n FROM group_league_results');
      return Number(res.rows[0]?.n) >= n;
    },
    30_000,
  );
}

beforeAll(async () => {
  engines = await startEngines([...VENUES]);
  await startHub();
  for (const id of VENUES) venues.set(id, await feedVenue(engines, id));
  // Head office knows a venue from its first heartbeat.
  for (const id of VENUES) await venue(id).heartbeat();
  await waitFor(
    'three venues known',
    async () => {
      const res = await hub.pool.query<{ n: string }>('SELECT count(*) AS n FROM venues');
      return Number(res.rows[0]?.n) === 3;
    },
    30_000,
  );
}, 120_000);

afterAll(async () => {
  for (const v of venues.values()) await v.close();
  await web?.close();
  await hub?.stop();
  await engines?.close();
});

describe('a league across the group, head office’s half', () => {
  it('creates a league of six teams at three venues and draws a double round robin across them', async () => {
    const created = await office.call<{ id: string }>('POST', '/api/group-leagues', {
      name: 'Yorkshire Travelling League',
      format: FORMAT,
    });
    expect(created.status).toBe(201);
    leagueId = created.body.id;
    const division = await office.call<{ id: string }>('POST', `/api/group-leagues/${leagueId}/divisions`, {
      name: 'Premier',
    });
    expect(division.status).toBe(201);
    // A team too small for the format (four singles games: four players) could never field a lineup at its
    // venue: it is refused when it is added, as a roster changed later is, and nothing is written.
    const short = await office.call<{ message: string }>('POST', `/api/group-leagues/${leagueId}/teams`, {
      divisionId: division.body.id,
      name: 'Two Short',
      homeVenueId: VENUES[0],
      players: [{ name: 'Only Captain', captain: true }, { name: 'Only Second' }],
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'Two Short needs at least 4 players for this league’s format.' },
    });
    const noCaptain = await office.call<{ message: string }>('POST', `/api/group-leagues/${leagueId}/teams`, {
      divisionId: division.body.id,
      name: 'No Captain',
      homeVenueId: VENUES[0],
      players: ['One', 'Two', 'Three', 'Four'].map((name) => ({ name })),
    });
    expect(noCaptain).toMatchObject({
      status: 400,
      body: { message: 'A team has exactly one captain: choose one player as captain.' },
    });
    for (const venueId of VENUES)
      for (const n of [1, 2]) {
        const team = await office.call('POST', `/api/group-leagues/${leagueId}/teams`, {
          divisionId: division.body.id,
          name: `${venueId} ${n === 1 ? 'Arrows' : 'Flights'}`,
          homeVenueId: venueId,
          players: [
            { name: `${venueId}-${n} Captain`, captain: true },
            { name: `${venueId}-${n} Second`, hidden: venueId === 'york' && n === 1 },
            { name: `${venueId}-${n} Third` },
            { name: `${venueId}-${n} Fourth` },
          ],
        });
        expect(team.status).toBe(201);
      }
    const missingNight = await office.call<{ message: string }>(
      'POST',
      `/api/group-leagues/${leagueId}/season`,
      {
        name: '2026',
        startDate: START,
        roundRobin: 'double',
        nights: [
          {
            venueId: 'leeds',
            night: { weekday: 'monday', startTime: '19:30', durationMinutes: 180, lanes: 4 },
          },
        ],
      },
    );
    expect(missingNight.status).toBe(400);
    expect(missingNight.body.message).toBe('Give every home venue of the teams its league night.');
    // The same refusals for a German head-office user, through head office's one refusal path: the
    // league's own sentence and its form's schema sentence.
    const german = await signedIn(web.url, 'admin', ADMIN, 'de-DE');
    const missingNightDe = await german.call<{ message: string }>(
      'POST',
      `/api/group-leagues/${leagueId}/season`,
      {
        name: '2026',
        startDate: START,
        roundRobin: 'double',
        nights: [
          {
            venueId: 'leeds',
            night: { weekday: 'monday', startTime: '19:30', durationMinutes: 180, lanes: 4 },
          },
        ],
      },
    );
    expect(missingNightDe.body.message).toBe('Geben Sie jedem Heimlokal der Teams seinen Ligaabend.');
    const noName = await german.call<{ message: string }>(
      'POST',
      `/api/group-leagues/${leagueId}/divisions`,
      {
        name: ' ',
      },
    );
    expect(noName).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Bitte geben Sie einen Namen ein.' }),
    });
    const noLeague = await german.call<{ message: string }>(
      'GET',
      '/api/group-leagues/00000000-0000-4000-8000-000000000000',
    );
    expect(noLeague.body.message).toBe('Die Zentrale hat keine Liga mit dieser ID.');
    const season = await office.call('POST', `/api/group-leagues/${leagueId}/season`, {
      name: '2026',
      startDate: START,
      roundRobin: 'double',
      nights: VENUES.map((venueId) => ({
        venueId,
        night: { weekday: NIGHTS[venueId], startTime: '19:30', durationMinutes: 180, lanes: 4 },
      })),
    });
    expect(season.status).toBe(201);
    const drawn = await office.call<GroupLeagueView>('POST', `/api/group-leagues/${leagueId}/season/draw`, {
      seed: 7,
    });
    expect(drawn.status).toBe(200);
    view = drawn.body;
    // Six teams, double round robin: ten weeks of three fixtures.
    expect(view.fixtures).toHaveLength(30);
    expect(new Set(view.fixtures.map((f) => f.week)).size).toBe(10);
    for (const f of view.fixtures) {
      const home = view.teams.find((t) => t.id === f.homeTeamId);
      expect(f.hostVenueId).toBe(home?.homeVenueId);
      const venueId = f.hostVenueId as keyof typeof NIGHTS;
      expect(weekdayOf(f.nightDate)).toBe(NIGHTS[venueId]);
      const weekStart = addDays(START, 7 * (f.week - 1));
      expect(f.nightDate >= weekStart && f.nightDate <= addDays(weekStart, 6)).toBe(true);
    }
    // Every pair meets twice, once at each home.
    const pairs = new Set(view.fixtures.map((f) => `${f.homeTeamId}>${f.awayTeamId}`));
    expect(pairs.size).toBe(30);
  });

  it('publishes: each venue receives exactly the fixtures it hosts, in order, once', async () => {
    await venue('leeds').online();
    await venue('york').online();
    const published = await office.call<GroupLeagueView>(
      'POST',
      `/api/group-leagues/${leagueId}/season/publish`,
    );
    expect(published.status).toBe(200);
    view = published.body;
    const again = await office.call<{ message: string }>(
      'POST',
      `/api/group-leagues/${leagueId}/season/publish`,
    );
    expect(again.status).toBe(409);
    for (const venueId of ['leeds', 'york']) {
      await caughtUp(venueId);
      const { applied } = venue(venueId);
      expect(applied.map((e) => e.number)).toEqual(applied.map((_, i) => i + 1));
      expect(applied.map((e) => e.change.kind)).toEqual([
        'league_published',
        'fixtures_changed',
        'tables_changed',
      ]);
      expect(hostedIn(applied)).toEqual(
        view.fixtures.filter((f) => f.hostVenueId === venueId).map((f) => f.id),
      );
      const weeks = fixturesIn(applied).map((f) => f.week);
      expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
      const first = applied[0]?.change;
      expect(first?.kind === 'league_published' && first.season.night.weekday).toBe(
        NIGHTS[venueId as 'leeds'],
      );
    }
    // Hull is offline: its entries wait in PostgreSQL.
    expect(await feedOf('hull')).toEqual({ written: 3, appliedThrough: 0 });
  });

  it('takes results from the hosting venues into the tables, and drops one for another venue’s fixture', async () => {
    // Two weeks of fixtures played: hull plays its own offline and its results come when it is back.
    await sendResults(1, ['leeds', 'york']);
    await sendResults(2, ['leeds', 'york']);
    const hostedByYork = view.fixtures.find((f) => f.hostVenueId === 'york' && f.week === 3);
    if (!hostedByYork) throw new Error('york hosts in week 3');
    await venue('leeds').send([
      {
        kind: 'league_result',
        leagueId,
        result: { fixtureId: hostedByYork.id, version: 1, games: games(hostedByYork.id, 4) },
        signedAt: new Date().toISOString(),
      },
    ]);
    const count = view.fixtures.filter((f) => f.week <= 2 && f.hostVenueId !== 'hull').length;
    await resultsHeld(count);
    await waitFor(
      'the forged result recorded',
      async () => {
        const res = await hub.pool.query<{ reason: string }>(
          `SELECT reason FROM dropped_messages WHERE venue_id = 'leeds' AND subject = 'group.leeds.league_result'`,
        );
        return res.rows.some((r) => r.reason.includes(hostedByYork.id) && r.reason.includes('york'));
      },
      30_000,
    );
    await refresh();
    expect(view.fixtures.find((f) => f.id === hostedByYork.id)?.result).toBeNull();
    expect(view.page.season?.divisions[0]?.table).toEqual(expectedTable());
  });

  it('a venue away while the hub restarted gets every entry once, in order, when its heartbeat shows it back', async () => {
    await web.close();
    await hub.stop();
    await startHub();
    const hull = venue('hull');
    await hull.online();
    await hull.heartbeat();
    await caughtUp('hull');
    expect(hull.applied.map((e) => e.number)).toEqual(hull.applied.map((_, i) => i + 1));
    expect(new Set(hull.received).size).toBe(hull.applied.length);
    expect(hostedIn(hull.applied)).toEqual(
      view.fixtures.filter((f) => f.hostVenueId === 'hull').map((f) => f.id),
    );
    // Its two weeks played offline arrive afterwards, in order.
    await sendResults(1, ['hull']);
    await sendResults(2, ['hull']);
    await resultsHeld(view.fixtures.filter((f) => f.week <= 2).length);
    await refresh();
    expect(view.page.season?.divisions[0]?.table).toEqual(expectedTable());
  });

  it('keeps a venue’s correction of an old version as a conflict and sends head office’s version down', async () => {
    const fixture = view.fixtures.find((f) => f.hostVenueId === 'leeds' && f.week === 1);
    if (!fixture) throw new Error('leeds hosts in week 1');
    const ours = games(fixture.id, 0);
    const corrected = await office.call<GroupLeagueView>(
      'PUT',
      `/api/group-leagues/${leagueId}/fixtures/${fixture.id}/result`,
      { games: ours, reason: 'Scores swapped on the sheet' },
    );
    expect(corrected.status).toBe(200);
    played.set(fixture.id, ours);
    // Meanwhile, offline, the venue corrected version 1 too.
    const theirs = games(fixture.id, 3);
    await venue('leeds').send([
      {
        kind: 'league_result_corrected',
        leagueId,
        result: { fixtureId: fixture.id, version: 2, games: theirs },
        correction: {
          basedOn: 1,
          by: 'Bar manager',
          where: 'venue',
          reason: 'Game 4 went the other way',
          at: new Date().toISOString(),
        },
      },
    ]);
    await waitFor('the conflict kept', async () => (await refresh()).conflicts.length === 1, 30_000);
    expect(view.conflicts[0]).toMatchObject({
      fixtureId: fixture.id,
      venueId: 'leeds',
      basedOn: 1,
      standingVersion: 2,
    });
    const held = view.fixtures.find((f) => f.id === fixture.id)?.result;
    expect(held?.version).toBe(2);
    expect(held?.games).toEqual(ours);
    expect(held?.corrections.map((c) => [c.where, c.by, c.reason])).toEqual([
      ['head office', 'admin', 'Scores swapped on the sheet'],
    ]);
    // Head office's version went down to the venue that hosted it: at the correction, and again after the
    // conflict, so the venue's copy ends as head office's.
    await caughtUp('leeds');
    const down = venue('leeds').applied.flatMap((e) =>
      e.change.kind === 'result_corrected' ? [e.change] : [],
    );
    expect(down.length).toBeGreaterThanOrEqual(1);
    expect(down.at(-1)?.result).toEqual({ fixtureId: fixture.id, version: 2, games: ours });
    expect(down.at(-1)?.correction.where).toBe('head office');
    // No other venue is told the result itself.
    for (const other of ['york', 'hull'])
      expect(venue(other).applied.some((e) => e.change.kind === 'result_corrected')).toBe(false);
  });

  it('applies a venue’s correction of the current version, with who, where and why', async () => {
    const fixture = view.fixtures.find((f) => f.hostVenueId === 'york' && f.week === 2);
    if (!fixture) throw new Error('york hosts in week 2');
    const theirs = games(fixture.id, 1);
    await venue('york').send([
      {
        kind: 'league_result_corrected',
        leagueId,
        result: { fixtureId: fixture.id, version: 2, games: theirs },
        correction: {
          basedOn: 1,
          by: 'Jo',
          where: 'venue',
          reason: 'Wrong player entered',
          at: new Date().toISOString(),
        },
      },
    ]);
    played.set(fixture.id, theirs);
    await waitFor(
      'the correction applied',
      async () => (await refresh()).fixtures.find((f) => f.id === fixture.id)?.result?.version === 2,
      30_000,
    );
    const held = view.fixtures.find((f) => f.id === fixture.id)?.result;
    expect(held?.games).toEqual(theirs);
    expect(held?.corrections.map((c) => [c.where, c.by, c.reason])).toEqual([
      ['venue', 'Jo', 'Wrong player entered'],
    ]);
    expect(view.conflicts).toHaveLength(1);
  });

  it('ends with the same tables at head office, on the public page and in every venue’s last snapshot', async () => {
    for (const venueId of VENUES) await venue(venueId).heartbeat();
    for (const venueId of VENUES) await caughtUp(venueId);
    await refresh();
    const expected = expectedTable();
    expect(view.page.season?.divisions[0]?.table).toEqual(expected);
    const page = await fetch(`${web.url}/api/group/leagues/${leagueId}`);
    expect(page.status).toBe(200);
    // The one public league shape: the venue's own public league answer, every fixture with its venue.
    const open = PublicLeague.parse(await page.json());
    expect(open.season?.divisions[0]?.table).toEqual(expected);
    expect(open.season?.fixtures.map((f) => [f.week, f.venue])).toEqual(
      view.fixtures.map((f) => [
        f.week,
        view.teams.find((t) => t.homeVenueId === f.hostVenueId)?.homeVenueName,
      ]),
    );
    expect(open.season?.fixtures.filter((f) => f.status === 'played')).toHaveLength(played.size);
    expect(open.season?.fixtures.some((f) => f.corrected?.where === 'venue')).toBe(true);
    // Nothing about anyone but team names (no player here has darts figures on the player tables yet).
    const text = JSON.stringify(open);
    expect(text).not.toContain('york-1 Second');
    expect(text).not.toContain('leeds-1 Captain');
    for (const venueId of VENUES) {
      const last = venue(venueId)
        .applied.filter((e) => e.change.kind === 'tables_changed')
        .at(-1)?.change;
      const snapshot = last?.kind === 'tables_changed' ? PublicLeague.parse(last.snapshot.page) : null;
      expect(snapshot?.season?.divisions[0]?.table, venueId).toEqual(expected);
      expect(snapshot?.season?.fixtures, venueId).toEqual(open.season?.fixtures);
    }
  });

  it('fills the public player tables from the darts figures venues send, never naming a hidden player', async () => {
    const f = view.fixtures.find((x) => x.hostVenueId === 'york' && x.week === 3);
    if (!f) throw new Error('york hosts in week 3');
    const home = view.teams.find((t) => t.id === f.homeTeamId)?.players ?? [];
    const away = view.teams.find((t) => t.id === f.awayTeamId)?.players ?? [];
    const hiddenOnRoster = view.teams.flatMap((t) => t.players).find((p) => p.hidden);
    const [thrower, shy] = [home[0], away[0]];
    if (!thrower || !shy || !hiddenOnRoster) throw new Error('two captains and a hidden player');
    const figures = (player: string, points: number, oneEighties: number, hidden: boolean) => ({
      player,
      darts: 30,
      points,
      finishedLeg: true,
      oneEighties,
      tonForties: 1,
      highestCheckout: 121,
      tonPlusFinishes: 1,
      hidden,
    });
    const g = games(f.id, 3);
    played.set(f.id, g);
    await venue('york').send([
      {
        kind: 'league_result',
        leagueId,
        result: { fixtureId: f.id, version: 1, games: g },
        signedAt: new Date().toISOString(),
        figures: [
          figures(thrower.id, 1000, 2, false),
          // Hid themselves in a game of the fixture: the venue says so.
          figures(shy.id, 900, 1, true),
          // Hidden on head office's roster, whatever the venue knows.
          figures(hiddenOnRoster.id, 950, 3, false),
        ],
      },
    ]);
    await resultsHeld(played.size);
    const res = await fetch(`${web.url}/api/group/leagues/${leagueId}`);
    const open = PublicLeague.parse(await res.json());
    const row = (value: number) => [{ player: thrower.name, value }];
    expect(open.season?.playerTables).toEqual({
      average: row(100),
      oneEighties: row(2),
      tonForties: row(1),
      highestCheckout: row(121),
      tonPlusFinishes: row(1),
    });
    const text = JSON.stringify(open);
    expect(text).not.toContain(shy.name);
    expect(text).not.toContain(hiddenOnRoster.name);
    // And the same on every venue's page: the next snapshot carries the tables.
    await caughtUp('york');
    const last = venue('york')
      .applied.filter((e) => e.change.kind === 'tables_changed')
      .at(-1)?.change;
    const snapshot = last?.kind === 'tables_changed' ? PublicLeague.parse(last.snapshot.page) : null;
    expect(snapshot?.season?.playerTables).toEqual(open.season?.playerTables);
  });
});

function fixturesIn(entries: readonly LeagueFeedEntry[]) {
  return entries.flatMap((e) => (e.change.kind === 'fixtures_changed' ? e.change.fixtures : []));
}
function hostedIn(entries: readonly LeagueFeedEntry[]): string[] {
  return fixturesIn(entries).map((f) => f.id);
}
