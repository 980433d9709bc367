import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { HubAccount } from '../../shared/group/accounts';
import type { RosterBody } from '../../shared/group/groupLeagueApi';
import { refusal } from '../../server-kit/domainError';
import { tablesChanged, travellingTeam } from './changes';
import { appendFeed } from './feed';
import { inTransaction, locked } from './manage';
import { readLeague, type LeagueData } from './read';
import { checkRosterRules } from './rosterRules';

/**
 * A team's roster changed at head office mid-season (docs/venue-group.md, "Rosters during the season"): a
 * player added, one removed, the captain moved. The roster is checked by the league's own rules (one
 * captain, no player twice, at least the format's fewest players: shared/league/matchFormat.ts), replaced in
 * one transaction, and, once the season is published, every venue that hosts a fixture of the team — home or
 * away, since a venue picks the visitors' lineup too — gets a `team_changed` entry in its feed in that same
 * transaction. A removed player's games stay in the results already played, and their row stays too (marked
 * as left), so the public player tables still count the darts they threw.
 */
export function changeRoster(
  pool: Pool,
  leagueId: string,
  teamId: string,
  user: HubAccount,
  body: RosterBody,
  at: Date,
): Promise<void> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    const team = data.teams.find((t) => t.id === teamId);
    if (!team) throw refusal(404, 'NOT_FOUND', 'refusals.groupLeague.noTeam');
    checkRoster(data, team, body);
    const players = body.players.map((p, position) => ({ ...p, id: p.id ?? randomUUID(), position }));
    await db.query(
      `UPDATE group_league_players SET left_at = $3
        WHERE team_id = $1 AND NOT (player_id = ANY($2::uuid[])) AND left_at IS NULL`,
      [teamId, players.map((p) => p.id), at],
    );
    for (const p of players)
      await db.query(
        `INSERT INTO group_league_players (player_id, team_id, position, name, captain, hidden)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (player_id) DO UPDATE SET position = excluded.position, name = excluded.name,
           captain = excluded.captain, hidden = excluded.hidden, left_at = NULL`,
        [p.id, teamId, p.position, p.name, p.captain, p.hidden],
      );
    if (!data.season?.publishedAt) return;
    await tellHosts(db, leagueId, teamId, at);
  });
}

function checkRoster(data: LeagueData, team: LeagueData['teams'][number], body: RosterBody): void {
  const known = new Set(team.players.map((p) => p.id));
  const stranger = body.players.find((p) => p.id !== undefined && !known.has(p.id));
  if (stranger) throw refusal(400, 'VALIDATION', 'refusals.groupLeague.notOnRoster', { name: stranger.name });
  checkRosterRules(data.league.format, team.name, body.players);
}

/** `team_changed` to every venue hosting a fixture of the team, then the tables (a name may have changed). */
async function tellHosts(db: PoolClient, leagueId: string, teamId: string, at: Date): Promise<void> {
  const data = await readLeague(db, leagueId);
  const team = data?.teams.find((t) => t.id === teamId);
  if (!data || !team) return;
  const hosts = new Set(
    data.fixtures.filter((f) => f.homeTeamId === teamId || f.awayTeamId === teamId).map((f) => f.hostVenueId),
  );
  for (const venueId of [...hosts].sort())
    await appendFeed(db, venueId, leagueId, [{ kind: 'team_changed', leagueId, team: travellingTeam(team) }]);
  await tablesChanged(db, leagueId, at);
}
