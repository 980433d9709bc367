import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { LineupBody } from '../../shared/api/leagueMatchNight';
import type { PublicLeague } from '../../shared/api/leaguePublic';
import type { GroupGameResult } from '../../shared/group/groupLeague';
import { LeagueFeedBatch } from '../../shared/group/groupLeague';
import type { GroupLeagueView } from '../../shared/group/groupLeagueApi';
import type { LeagueFormat } from '../../shared/league/matchFormat';
import { fixtureScore, type FixtureResult } from '../../shared/league/points';
import type { TestServer } from '../../lan-server/test/harness';
import {
  enterLineup,
  mustOk,
  playLaneGame,
  startGame,
  type SideIndex,
} from '../../lan-server/test/leagueNightPlay';
import type { HubCore } from '../hub';
import { HUB_USER, type Engines } from './groupFixtures';

/**
 * The rigs of the group league's season (groupLeagueSeason.test.ts): a short team format, a fixture played
 * on a real venue's lane by darts as the tablets send them, what each side of the feed holds, and the table
 * and results the league's own rules make of the games a test played.
 */

/** Two singles games of 301 double out: the first best of three legs, the second one leg. */
export const SHORT_FORMAT: LeagueFormat = {
  kind: 'team',
  games: [
    { kind: 'singles', bestOf: 3, mode: { kind: 'x01', start: 301, doubleOut: true } },
    { kind: 'singles', bestOf: 1, mode: { kind: 'x01', start: 301, doubleOut: true } },
  ],
};

/** Who wins each leg of each game of a fixture (0 home, 1 away), in order. */
export type FixturePlan = readonly (readonly SideIndex[])[];

type Fixture = GroupLeagueView['fixtures'][number];
type Team = GroupLeagueView['teams'][number];

/**
 * Plays a fixture on the hosting venue's lane 1 (a lane of the season's night) as the tablets do: both
 * captains' order of play (the roster in order, one player a game), each game started and scored visit by
 * visit, then both captains' sign-off. Answers the games as head office's result names them.
 */
export async function playFixture(
  t: TestServer,
  fixture: Fixture,
  teams: readonly Team[],
  plan: FixturePlan,
): Promise<GroupGameResult[]> {
  const cookie = await t.signIn('admin');
  const team = (id: string) => {
    const found = teams.find((x) => x.id === id);
    if (!found) throw new Error(`no team ${id}`);
    return found;
  };
  const home = team(fixture.homeTeamId).players;
  const away = team(fixture.awayTeamId).players;
  const lineup = (side: 'home' | 'away', roster: readonly { id: string }[]): LineupBody => ({
    side,
    games: plan.map((_, i) => ({ players: [{ playerId: roster[i % roster.length].id }] })),
  });
  await mustOk(await enterLineup(t, cookie, 1, fixture.id, lineup('home', home)));
  await mustOk(await enterLineup(t, cookie, 1, fixture.id, lineup('away', away)));
  const games: GroupGameResult[] = [];
  for (const [i, winners] of plan.entries()) {
    await mustOk(await startGame(t, cookie, 1, fixture.id, i + 1));
    const played = await playLaneGame(t, cookie, 1, winners);
    games.push({
      gameNumber: i + 1,
      homeLegs: played.legs[0],
      awayLegs: played.legs[1],
      homePlayers: [home[i % home.length].id],
      awayPlayers: [away[i % away.length].id],
    });
  }
  for (const side of ['home', 'away'] as const)
    await mustOk(
      await t.lan(`/api/lanes/1/league-fixtures/${fixture.id}/sign-off`, {
        method: 'POST',
        cookie,
        json: { side },
      }),
    );
  return games;
}

/** The feed number the venue has applied through, as its SQLite holds it. */
export function venueAppliedThrough(t: TestServer): number {
  const row = t.server.db.prepare('SELECT applied_through AS n FROM group_league_feed WHERE id = 1').get() as
    { n: number } | undefined;
  return row?.n ?? 0;
}

/** How far head office has written a venue's feed, and how far the venue said it applied it. */
export async function hubFeed(hub: HubCore, venueId: string): Promise<{ written: number; applied: number }> {
  const res = await hub.pool.query<{ written: string; applied_through: string }>(
    'SELECT written, applied_through FROM group_league_feed_venues WHERE venue_id = $1',
    [venueId],
  );
  return { written: Number(res.rows[0]?.written ?? 0), applied: Number(res.rows[0]?.applied_through ?? 0) };
}

/**
 * Every question `league` head office asks, as nats-server carries it (a subscription of the hub's user
 * beside the venues' own): per venue, each batch's entry numbers in the order they were asked.
 */
export interface FeedWatch {
  batches(venueId: string): number[][];
  close(): Promise<void>;
}

export async function watchFeed(engines: Engines): Promise<FeedWatch> {
  const nc: NatsConnection = await connect({
    servers: engines.nats.url,
    user: HUB_USER.user,
    pass: HUB_USER.password,
  });
  const seen = new Map<string, number[][]>();
  nc.subscribe('booking.*.league', {
    callback: (err, msg) => {
      if (err) return;
      const venueId = msg.subject.split('.')[1] ?? '';
      const batch = LeagueFeedBatch.parse(msg.json());
      seen.set(venueId, [...(seen.get(venueId) ?? []), batch.entries.map((e) => e.number)]);
    },
  });
  await nc.flush();
  return {
    batches: (venueId) => seen.get(venueId) ?? [],
    close: () => nc.close(),
  };
}

/** The ids of the events a venue's group outbox has not yet sent. */
export function unsentIds(t: TestServer): Set<string> {
  const rows = t.server.db.prepare('SELECT id FROM group_outbox WHERE sent_at IS NULL').all() as {
    id: string;
  }[];
  return new Set(rows.map((r) => r.id));
}

/** Every result as a test played (and corrected) it: fixture id → its games. */
export type Played = ReadonlyMap<string, readonly GroupGameResult[]>;

function resultOf(fixture: Fixture, played: Played): FixtureResult {
  const games = played.get(fixture.id);
  return games
    ? { status: 'played', home: fixture.homeTeamId, away: fixture.awayTeamId, games }
    : { status: 'scheduled', home: fixture.homeTeamId, away: fixture.awayTeamId };
}

/** Each fixture's score by the league's rules (shared/league/points.ts): home, away and games each side won. */
export function expectedResults(view: GroupLeagueView, played: Played): PublicResult[] {
  return view.fixtures
    .map((f) => {
      const score = fixtureScore(resultOf(f, played), SHORT_FORMAT);
      return {
        week: f.week,
        home: teamName(view, f.homeTeamId),
        away: teamName(view, f.awayTeamId),
        homeGames: score?.homeGames ?? 0,
        awayGames: score?.awayGames ?? 0,
      };
    })
    .sort(byWeekAndHome);
}

interface PublicResult {
  week: number;
  home: string;
  away: string;
  homeGames: number;
  awayGames: number;
}

/** A public league page's fixtures as `expectedResults` has them. */
export function publicResults(page: PublicLeague): PublicResult[] {
  return (page.season?.fixtures ?? [])
    .map((f) => ({
      week: f.week,
      home: f.home,
      away: f.away,
      homeGames: f.homeGames,
      awayGames: f.awayGames,
    }))
    .sort(byWeekAndHome);
}

const teamName = (view: GroupLeagueView, id: string) => view.teams.find((t) => t.id === id)?.name ?? id;

function byWeekAndHome(a: PublicResult, b: PublicResult): number {
  return a.week - b.week || a.home.localeCompare(b.home);
}
