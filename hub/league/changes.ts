import type { PoolClient } from 'pg';
import { LeagueChange, type GroupLeagueTeam } from '../../shared/group/groupLeague';
import { appendFeed } from './feed';
import { publicLeaguePage } from './publicPage';
import { hostingVenues, readLeague, type LeagueData } from './read';

/**
 * The changes head office tells hosting venues, each written into the venues' feeds inside the caller's
 * transaction (hub/league/feed.ts). Nothing goes to a venue before the season is published.
 */

/** A team as it travels: its roster without the public page's hiding (the venue needs every name). */
export function travellingTeam(team: LeagueData['teams'][number]): GroupLeagueTeam {
  return {
    ...team,
    players: team.players.map((p) => ({ id: p.id, name: p.name, captain: p.captain })),
  };
}

/** What a venue is told when the season is published: the league, its night, every team, its fixtures. */
export function publishedChanges(data: LeagueData, venueId: string): LeagueChange[] {
  const season = data.season;
  const night = season?.nights.find((n) => n.venueId === venueId)?.night;
  if (!season || !night) return [];
  const hosted = data.fixtures.filter((f) => f.hostVenueId === venueId);
  const changes: LeagueChange[] = [
    {
      kind: 'league_published',
      league: data.league,
      season: { id: season.id, name: season.name, roundRobin: season.roundRobin, night },
      divisions: data.divisions,
      teams: data.teams.map(travellingTeam),
    },
  ];
  for (let i = 0; i < hosted.length; i += 500)
    changes.push({ kind: 'fixtures_changed', leagueId: data.league.id, fixtures: hosted.slice(i, i + 500) });
  return changes;
}

/** The public tables, as they stand now, to every hosting venue of a published season. */
export async function tablesChanged(db: PoolClient, leagueId: string, at: Date): Promise<void> {
  const data = await readLeague(db, leagueId);
  if (!data?.season?.publishedAt) return;
  const change: LeagueChange = {
    kind: 'tables_changed',
    snapshot: { leagueId, computedAt: at.toISOString(), page: publicLeaguePage(data) },
  };
  for (const venueId of hostingVenues(data)) await appendFeed(db, venueId, leagueId, [change]);
}

/** Head office's version of a result, to the venue that hosted it (after a correction here, or a conflict). */
export async function resultToHost(
  db: PoolClient,
  leagueId: string,
  fixtureId: string,
  hostVenueId: string,
): Promise<boolean> {
  const held = await db.query<{ version: number; games: unknown }>(
    'SELECT version, games FROM group_league_results WHERE fixture_id = $1',
    [fixtureId],
  );
  const result = held.rows[0];
  if (!result) return false;
  const correction = await db.query<{ correction: unknown }>(
    'SELECT correction FROM group_league_corrections WHERE fixture_id = $1 AND version = $2',
    [fixtureId, result.version],
  );
  const made = correction.rows[0];
  // Version 1 was signed at the venue itself: it already holds it, and there is no correction to show.
  if (!made) return false;
  const change = LeagueChange.parse({
    kind: 'result_corrected',
    leagueId,
    result: { fixtureId, version: result.version, games: result.games },
    correction: made.correction,
  });
  await appendFeed(db, hostVenueId, leagueId, [change]);
  return true;
}
