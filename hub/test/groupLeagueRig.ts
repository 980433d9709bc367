import type { GroupLeagueView } from '../../shared/group/groupLeagueApi';
import type { LineupBody } from '../../shared/api/leagueMatchNight';
import type { LeagueFormat } from '../../shared/league/matchFormat';
import { divisionTable } from '../../shared/league/standings';
import { TestClock, type TestServer } from '../../lan-server/test/harness';
import { enterLineup, mustOk, playLaneGame, startGame } from '../../lan-server/test/leagueNightPlay';
import { waitFor } from '../engines/ports';
import { startHubCore, type HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { startCheckedHubWeb } from './checkedHubWeb';
import { HUB_USER, startEngines, startVenue, type Engines } from './groupFixtures';
import { signedIn, type HubClient } from './groupLeagueFixtures';

/**
 * A league across the group with real venue servers (the venue's test harness, each on its own injected
 * clock) joined to real nats-server, PostgreSQL and head office: shared by head office's league tests and
 * the fault suite (faults/groupLeague.fault.ts).
 */

/** Head office as the league tests run it: its core and web server, stopped and started again at will. */
export interface Office {
  hub: HubCore;
  web: HubWeb;
  client: HubClient;
  /** Starts head office again on the same PostgreSQL after `stop` (a new web port; signed in again). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOffice(
  engines: Engines,
  password: string,
  options: { leagueAskTimeoutMs?: number } = {},
): Promise<Office> {
  const office = {} as Office;
  office.start = async () => {
    office.hub = await startHubCore({
      natsUrl: engines.nats.url,
      natsUser: HUB_USER.user,
      natsPassword: HUB_USER.password,
      databaseUrl: engines.pg.url,
      leagueAskTimeoutMs: options.leagueAskTimeoutMs ?? 1_000,
    });
    await ensureAdmin(office.hub.pool, password, () => undefined);
    office.web = await startCheckedHubWeb(office.hub, { port: 0 });
    office.client = await signedIn(office.web.url, 'admin', password);
  };
  office.stop = async () => {
    await office.web.close();
    await office.hub.stop();
  };
  await office.start();
  return office;
}

/**
 * A published league over `venueIds`: nats-server and PostgreSQL, head office, a venue server for each (its
 * clock at noon on 1 January 2026), known at head office, the league drawn by `publishedLeague` and every
 * venue's feed caught up. `close` stops whatever started, also after a start that failed half way.
 */
export interface LeagueGroup {
  engines: Engines;
  office: Office;
  league: GroupLeagueView;
  venue(id: string): TestServer;
  close(): Promise<void>;
}

export async function startLeagueGroup(
  venueIds: readonly string[],
  ownerPassword: string,
): Promise<LeagueGroup> {
  const engines = await startEngines([...venueIds]);
  const venues = new Map<string, TestServer>();
  let office: Office | undefined;
  const close = async () => {
    for (const t of venues.values()) await t.close();
    await office?.stop();
    await engines.close();
  };
  try {
    office = await startOffice(engines, ownerPassword);
    for (const id of venueIds)
      venues.set(id, await startVenue(engines, id, { clock: new TestClock('2026-01-01T12:00:00.000Z') }));
    await venuesKnown(office, venueIds);
    const league = await publishedLeague(office.client, venueIds);
    for (const id of venueIds) await feedCaughtUp(office, id);
    const venue = (id: string): TestServer => {
      const t = venues.get(id);
      if (!t) throw new Error(`no venue ${id}`);
      return t;
    };
    return { engines, office, league, venue, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A team league of two singles games, one leg of 301 double out each: quick to play by darts. */
export const QUICK_FORMAT: LeagueFormat = {
  kind: 'team',
  games: [1, 2].map(() => ({
    kind: 'singles' as const,
    bestOf: 1,
    mode: { kind: 'x01' as const, start: 301, doubleOut: true },
  })),
};

const ok = <T>(res: { status: number; body: T }): T => {
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/**
 * Two teams at each venue (a captain and a second player each), a double round robin from Monday 5 January
 * 2026 on each venue's Monday night on two lanes, drawn and published: answers head office's view of it.
 */
export async function publishedLeague(
  office: HubClient,
  venueIds: readonly string[],
): Promise<GroupLeagueView> {
  const { id } = ok(
    await office.call<{ id: string }>('POST', '/api/group-leagues', {
      name: 'Faults League',
      format: QUICK_FORMAT,
    }),
  );
  const division = ok(
    await office.call<{ id: string }>('POST', `/api/group-leagues/${id}/divisions`, { name: 'Premier' }),
  );
  for (const venueId of venueIds)
    for (const n of [1, 2])
      ok(
        await office.call('POST', `/api/group-leagues/${id}/teams`, {
          divisionId: division.id,
          name: `${venueId} ${n === 1 ? 'Arrows' : 'Flights'}`,
          homeVenueId: venueId,
          players: [{ name: `${venueId}-${n} Captain`, captain: true }, { name: `${venueId}-${n} Second` }],
        }),
      );
  ok(
    await office.call('POST', `/api/group-leagues/${id}/season`, {
      name: '2026',
      startDate: '2026-01-05',
      roundRobin: 'double',
      nights: venueIds.map((venueId) => ({
        venueId,
        night: { weekday: 'monday', startTime: '19:30', durationMinutes: 180, lanes: 2 },
      })),
    }),
  );
  ok(await office.call('POST', `/api/group-leagues/${id}/season/draw`, { seed: 1 }));
  return ok(await office.call<GroupLeagueView>('POST', `/api/group-leagues/${id}/season/publish`));
}

export async function leagueView(office: HubClient, leagueId: string): Promise<GroupLeagueView> {
  return ok(await office.call<GroupLeagueView>('GET', `/api/group-leagues/${leagueId}`));
}

/** Moves a venue's clock to 19:45 UTC of a night (19:45 in London in winter): its league night is on. */
export function nightOf(t: TestServer, nightDate: string): void {
  t.clock.set(`${nightDate}T19:45:00.000Z`);
}

/** A lineup of one player per game, in the order given (roster ids). */
export const lineup = (side: 'home' | 'away', playerIds: readonly string[]): LineupBody => ({
  side,
  games: playerIds.map((playerId) => ({ players: [{ playerId }] })),
});

/**
 * Plays a fixture on lane 1 of its venue by darts, its games won as `winners` says (0 home, 1 away), with
 * these lineups (roster ids, the first one a game); both captains sign off unless `signOff` is false.
 */
export async function playFixture(
  t: TestServer,
  fixtureId: string,
  players: { home: readonly string[]; away: readonly string[] },
  winners: readonly (0 | 1)[],
  signOff = true,
): Promise<void> {
  const cookie = await t.signIn('admin');
  const first = (ids: readonly string[]) => ids.slice(0, winners.length);
  await mustOk(await enterLineup(t, cookie, 1, fixtureId, lineup('home', first(players.home))));
  await mustOk(await enterLineup(t, cookie, 1, fixtureId, lineup('away', first(players.away))));
  for (const [i, winner] of winners.entries()) {
    await mustOk(await startGame(t, cookie, 1, fixtureId, i + 1));
    await playLaneGame(t, cookie, 1, [winner]);
  }
  if (signOff) await signOffFixture(t, fixtureId);
}

export async function signOffFixture(t: TestServer, fixtureId: string): Promise<void> {
  const cookie = await t.signIn('admin');
  for (const side of ['home', 'away'])
    await mustOk(
      await t.lan(`/api/lanes/1/league-fixtures/${fixtureId}/sign-off`, {
        method: 'POST',
        cookie,
        json: { side },
      }),
    );
}

/** The roster ids of a fixture's two teams, as head office has them. */
export function rostersOf(view: GroupLeagueView, fixtureId: string): { home: string[]; away: string[] } {
  const f = view.fixtures.find((x) => x.id === fixtureId);
  const ids = (teamId: string | undefined) =>
    view.teams.find((x) => x.id === teamId)?.players.map((p) => p.id) ?? [];
  return { home: ids(f?.homeTeamId), away: ids(f?.awayTeamId) };
}

/** Waits until head office's feed to the venue is written and applied through the same number. */
export async function feedCaughtUp(office: Office, venueId: string, timeoutMs = 60_000): Promise<number> {
  let through = 0;
  await waitFor(
    `${venueId} applied its league feed`,
    async () => {
      const res = await office.hub.pool.query<{ written: string; applied_through: string }>(
        'SELECT written, applied_through FROM group_league_feed_venues WHERE venue_id = $1',
        [venueId],
      );
      const row = res.rows[0];
      through = Number(row?.applied_through ?? 0);
      return row !== undefined && Number(row.written) > 0 && Number(row.written) === through;
    },
    timeoutMs,
  );
  return through;
}

/** Waits until head office knows these venues (from their heartbeats): only then may teams be homed there. */
export async function venuesKnown(office: Office, venueIds: readonly string[]): Promise<void> {
  await waitFor(
    `${venueIds.join(', ')} known at head office`,
    async () => {
      const res = await office.hub.pool.query<{ venue_id: string }>('SELECT venue_id FROM venues');
      return venueIds.every((id) => res.rows.some((r) => r.venue_id === id));
    },
    30_000,
  );
}

/** A fixture's games as the test played them: each game one leg, won by `winners[i]` (0 home, 1 away). */
export const legsOf = (winners: readonly (0 | 1)[]) =>
  winners.map((w) => ({ homeLegs: w === 0 ? 1 : 0, awayLegs: w === 1 ? 1 : 0 }));

/**
 * The division's table by the league's own rules (shared/league/standings.ts) from what the test played
 * (fixture id → each game's legs, in game order), as the public league page shows it (team names).
 */
export function expectedTable(
  view: GroupLeagueView,
  played: ReadonlyMap<string, readonly { homeLegs: number; awayLegs: number }[]>,
) {
  return divisionTable(
    view.teams.map((t) => t.id),
    view.fixtures.map((f) => {
      const games = played.get(f.id);
      return games
        ? {
            status: 'played' as const,
            home: f.homeTeamId,
            away: f.awayTeamId,
            games: games.map((g, i) => ({ gameNumber: i + 1, homeLegs: g.homeLegs, awayLegs: g.awayLegs })),
          }
        : { status: 'scheduled' as const, home: f.homeTeamId, away: f.awayTeamId };
    }),
    view.league.format,
    view.league.pointsScheme,
  ).map((row) => {
    const team = view.teams.find((t) => t.id === row.team);
    return { ...row, team: team?.name };
  });
}
