import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupLeagueView } from '../../shared/group/groupLeagueApi';
import type { TestServer } from '../../lan-server/test/harness';
import { enterLineup } from '../../lan-server/test/leagueNightPlay';
import {
  feedCaughtUp,
  leagueView,
  lineup,
  nightOf,
  playFixture,
  rostersOf,
  startLeagueGroup,
  type LeagueGroup,
  type Office,
} from './groupLeagueRig';

/**
 * A team's roster changed at head office mid-season (docs/venue-group.md, "Rosters during the season"), over
 * real nats-server, PostgreSQL, head office and two real venue servers: a player added, one removed and the
 * captain moved; every venue that hosts a fixture of the team — its own and the one it visits — is told, and
 * the new player is picked in a lineup there and plays; the removed one keeps the game already played and
 * cannot be picked again.
 */
const VENUES = ['ro-1', 'ro-2'];
let group: LeagueGroup;
let office: Office;
let league: GroupLeagueView;
const venue = (id: string): TestServer => group.venue(id);

beforeAll(async () => {
  group = await startLeagueGroup(VENUES, 'roster-owner-password');
  ({ office, league } = group);
}, 120_000);

afterAll(async () => group?.close());

describe('a roster changed at head office mid-season', () => {
  it('reaches every venue hosting the team; the new player plays there, the removed one cannot', async () => {
    // The team that visits another venue in a later week; it plays its first fixture as drawn.
    const later = league.fixtures.find(
      (f) =>
        f.week > 1 &&
        league.fixtures.some((g) => g.week === 1 && [g.homeTeamId, g.awayTeamId].includes(f.awayTeamId)) &&
        league.teams.find((t) => t.id === f.awayTeamId)?.homeVenueId !== f.hostVenueId,
    );
    if (!later) throw new Error('no away fixture at another venue after week 1');
    const team = league.teams.find((t) => t.id === later.awayTeamId);
    if (!team) throw new Error('no team');
    const [captain, second] = team.players;
    const first = league.fixtures.find(
      (f) => f.week === 1 && (f.homeTeamId === team.id || f.awayTeamId === team.id),
    );
    if (!first || !captain || !second) throw new Error('no first fixture');
    nightOf(venue(first.hostVenueId), first.nightDate);
    await playFixture(venue(first.hostVenueId), first.id, rostersOf(league, first.id), [0, 1]);

    // Refused in the person's words, and nothing changed.
    const url = `/api/group-leagues/${league.league.id}/teams/${team.id}/roster`;
    const refused = [
      [
        { players: [{ id: captain.id, name: captain.name, captain: true }] },
        `${team.name} needs at least 2 players for this league’s format.`,
      ],
      [
        {
          players: [
            { id: captain.id, name: captain.name, captain: true },
            { name: 'Ned Nye', captain: true },
          ],
        },
        'A team has exactly one captain: choose one player as captain.',
      ],
      [
        {
          players: [
            { id: captain.id, name: captain.name, captain: true },
            { id: league.fixtures[0]?.id, name: 'Ned Nye' },
          ],
        },
        'Ned Nye is not on this team’s roster: add a new player without an id.',
      ],
      [
        {
          players: [
            { id: captain.id, name: captain.name, captain: true },
            { name: captain.name.toUpperCase() },
          ],
        },
        `${captain.name.toUpperCase()} is on the roster twice.`,
      ],
    ] as const;
    for (const [body, message] of refused) {
      const res = await office.client.call<{ message: string }>('PUT', url, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const before = await leagueView(office.client, league.league.id);
    expect(before.teams.find((t) => t.id === team.id)?.players.map((p) => p.name)).toEqual([
      captain.name,
      second.name,
    ]);

    // The second player leaves, Nina Novak joins and captains.
    const changed = await office.client.call<GroupLeagueView>('PUT', url, {
      players: [
        { id: captain.id, name: captain.name, captain: false },
        { name: 'Nina Novak', captain: true },
      ],
    });
    expect(changed.status).toBe(200);
    const roster = changed.body.teams.find((t) => t.id === team.id)?.players ?? [];
    expect(roster.map((p) => [p.name, p.captain])).toEqual([
      [captain.name, false],
      ['Nina Novak', true],
    ]);
    const nina = roster[1]?.id ?? '';

    // Both venues host a fixture of the team: each is told, and holds the new roster.
    for (const id of VENUES) {
      await feedCaughtUp(office, id);
      const held = venue(id)
        .server.db.prepare(
          'SELECT id, name, is_captain AS captain FROM league_players WHERE team_id = ? ORDER BY position',
        )
        .all(team.id);
      expect(held, id).toEqual([
        { id: captain.id, name: captain.name, captain: 0 },
        { id: nina, name: 'Nina Novak', captain: 1 },
      ]);
    }
    const feed = await office.hub.pool.query<{ venue_id: string }>(
      `SELECT venue_id FROM group_league_feed WHERE change->>'kind' = 'team_changed' ORDER BY venue_id`,
    );
    expect(feed.rows.map((r) => r.venue_id)).toEqual([...VENUES].sort());

    // The game already played keeps the removed player.
    const kept = venue(first.hostVenueId)
      .server.db.prepare(
        'SELECT home_players AS home, away_players AS away FROM league_fixture_games WHERE fixture_id = ? ORDER BY game_number',
      )
      .all(first.id) as { home: string; away: string }[];
    expect(kept.map((g) => g.home + g.away).join(' ')).toContain(second.name);

    // At the venue the team visits: the removed player cannot be picked, the new one plays.
    const host = venue(later.hostVenueId);
    nightOf(host, later.nightDate);
    const cookie = await host.signIn('admin');
    const stale = await enterLineup(host, cookie, 1, later.id, lineup('away', [captain.id, second.id]));
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { message: string }).message).toBe(
      `That player is not on ${team.name}’s roster: name a substitute instead.`,
    );
    const rosters = rostersOf(league, later.id);
    await playFixture(host, later.id, { home: rosters.home, away: [nina, captain.id] }, [1, 0]);

    // Head office holds the result with the new player in it.
    let view = before;
    await expect
      .poll(
        async () => {
          view = await leagueView(office.client, league.league.id);
          return view.fixtures.find((f) => f.id === later.id)?.result?.version ?? 0;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(view.fixtures.find((f) => f.id === later.id)?.result?.games[0]?.awayPlayers).toEqual([nina]);

    // The player who left keeps the darts they threw before on head office's public player tables.
    await expect
      .poll(
        async () => {
          const page = (await leagueView(office.client, league.league.id)).page;
          return (page.season?.playerTables.average ?? []).map((r) => r.player);
        },
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining([second.name, 'Nina Novak']));
  });
});
