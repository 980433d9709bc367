import { randomUUID } from 'node:crypto';
import { safeParse } from 'zod/v4/core';
import type { GroupLeagueFixture, LeagueChange, LeagueFeedEntry } from '../../shared/group/groupLeague';
import { VenueReply } from '../../shared/group/booking';
import { bookingSubject } from '../../shared/group/questions';
import { groupDoor } from '../http/groupDoor';
import { allRoutes } from '../http/routes';
import { GroupEvent } from './groupFixtures';
import type { TestServer } from './harness';

/**
 * A league across the group, as head office sends it to one venue (leeds) in the tests: a singles league
 * (best of 3 of 501, double out) with four one-player teams, two at home at leeds and two at york, on
 * Tuesdays 19:00–22:00 in London on two lanes. The feed is asked on the venue's NATS door exactly as the
 * relay's subscription hands it over (http/groupDoor.ts).
 */
export const VENUE = 'leeds';
export const OTHER_VENUE = 'york';

export const ids = {
  league: randomUUID(),
  season: randomUUID(),
  division: randomUUID(),
  teams: [randomUUID(), randomUUID(), randomUUID(), randomUUID()],
  players: [randomUUID(), randomUUID(), randomUUID(), randomUUID()],
};

const TEAM_NAMES = ['Leeds Arrows', 'Leeds Bulls', 'York Flights', 'York Oche'];
export const PLAYER_NAMES = ['Ann Lee', 'Bo Diaz', 'Cy Park', 'Di Moss'];

const team = (i: number, name = TEAM_NAMES[i]) => ({
  id: ids.teams[i],
  divisionId: ids.division,
  name,
  homeVenueId: i < 2 ? VENUE : OTHER_VENUE,
  homeVenueName: i < 2 ? 'Leeds' : 'York',
  players: [{ id: ids.players[i], name: PLAYER_NAMES[i], captain: true }],
});

export const published: LeagueChange = {
  kind: 'league_published',
  league: {
    id: ids.league,
    name: 'Yorkshire League',
    pointsScheme: '3-1-0',
    format: { kind: 'singles', bestOf: 3, mode: { kind: 'x01', start: 501, doubleOut: true } },
  },
  season: {
    id: ids.season,
    name: 'Summer 2026',
    roundRobin: 'double',
    night: { weekday: 'tuesday', startTime: '19:00', durationMinutes: 180, lanes: 2 },
  },
  divisions: [{ id: ids.division, name: 'Division 1', position: 1 }],
  teams: [0, 1, 2, 3].map((i) => team(i)),
};

export const renamed = (i: number, name: string): LeagueChange => ({
  kind: 'team_changed',
  leagueId: ids.league,
  team: team(i, name),
});

export function fixture(
  home: number,
  away: number,
  nightDate: string,
  over: Partial<GroupLeagueFixture> = {},
): GroupLeagueFixture {
  return {
    id: randomUUID(),
    divisionId: ids.division,
    week: 1,
    nightDate,
    homeTeamId: ids.teams[home],
    awayTeamId: ids.teams[away],
    hostVenueId: home < 2 ? VENUE : OTHER_VENUE,
    status: 'scheduled',
    ...over,
  };
}

export const fixtures = (...list: GroupLeagueFixture[]): LeagueChange => ({
  kind: 'fixtures_changed',
  leagueId: ids.league,
  fixtures: list,
});

export const entries = (first: number, ...changes: LeagueChange[]): LeagueFeedEntry[] =>
  changes.map((change, i) => ({ number: first + i, change }));

const door = groupDoor(allRoutes(), { checkAnswers: true });

/** Head office's question `league` with these entries; the venue's reply as the hub reads it. */
export async function sendFeed(t: TestServer, list: LeagueFeedEntry[]): Promise<VenueReply> {
  const text = await door(t.server.ctx, {
    subject: bookingSubject(VENUE, 'league'),
    data: new TextEncoder().encode(JSON.stringify({ entries: list })),
    header: () => undefined,
  });
  const reply = safeParse(VenueReply, JSON.parse(text));
  if (!reply.success) throw new Error(`not a reply: ${text}`);
  return reply.data;
}

/** The venue joins its group (the hub at a closed loopback port: the relay never reaches it). */
export async function joinGroup(t: TestServer, admin: string): Promise<void> {
  const res = await t.lan('/api/settings/group', {
    method: 'PUT',
    cookie: admin,
    json: { hubUrl: 'nats://127.0.0.1:1', venueId: VENUE, password: 'venue-secret' },
  });
  if (res.status !== 200) throw new Error(`join: ${res.status} ${await res.text()}`);
}

/** The group outbox's events of a kind, as head office would receive them. */
export function outboxEvents(t: TestServer, kind?: string): GroupEvent[] {
  const rows = t.server.db.prepare('SELECT * FROM group_outbox ORDER BY seq').all() as {
    seq: number;
    id: string;
    venue_id: string;
    kind: string;
    body: string;
    occurred_at: string;
  }[];
  return rows
    .filter((r) => kind === undefined || r.kind === kind)
    .map((r) =>
      GroupEvent.parse({
        ...(JSON.parse(r.body) as object),
        eventId: r.id,
        venueId: r.venue_id,
        seq: r.seq,
        occurredAt: r.occurred_at,
      }),
    );
}
