import { fixtureScore, type FixtureResult } from '../../shared/league/points';
import { divisionTable } from '../../shared/league/standings';
import type { PublicFixture, PublicGroupLeague, PublicPlayerRow } from '../../shared/group/groupLeaguePage';
import type { LeagueData } from './read';

/**
 * The league's public page (docs/venue-group.md, "A league across the group"), from what head office holds:
 * each division's table by the venue's own league rules (shared/league/standings.ts, the league's points
 * scheme and format), its fixtures with their venue and night, results with the last correction (who,
 * where, why), and each roster player's games played and won — players who hid themselves left out, and
 * substitutes (not on a roster) never named. Nothing else about anyone.
 */
export function publicLeaguePage(data: LeagueData, at: Date): PublicGroupLeague {
  const teamOf = new Map(data.teams.map((t) => [t.id, t]));
  const nameOf = (teamId: string) => teamOf.get(teamId)?.name ?? '';
  const venueName = (venueId: string) => data.venueNames.get(venueId) ?? venueId;
  return {
    league: { id: data.league.id, name: data.league.name },
    season: data.season
      ? { name: data.season.name, startDate: data.season.startDate, roundRobin: data.season.roundRobin }
      : null,
    computedAt: at.toISOString(),
    divisions: data.divisions.map((division) => {
      const teams = data.teams.filter((t) => t.divisionId === division.id);
      const fixtures = data.fixtures.filter((f) => f.divisionId === division.id);
      const asPlayed: FixtureResult[] = fixtures.map((f) => {
        const held = data.results.get(f.id);
        return held
          ? { status: 'played', home: f.homeTeamId, away: f.awayTeamId, games: held.games }
          : { status: f.status, home: f.homeTeamId, away: f.awayTeamId };
      });
      const table = divisionTable(
        teams.map((t) => t.id),
        asPlayed,
        data.league.format,
        data.league.pointsScheme,
      ).map((row) => ({
        ...row,
        team: nameOf(row.team),
        venueName: venueName(teamOf.get(row.team)?.homeVenueId ?? ''),
      }));
      return {
        id: division.id,
        name: division.name,
        table,
        fixtures: fixtures.map((f, i): PublicFixture => {
          const held = data.results.get(f.id);
          const score = held ? fixtureScore(asPlayed[i] as FixtureResult, data.league.format) : null;
          const last = held?.corrections.at(-1);
          return {
            id: f.id,
            week: f.week,
            nightDate: f.nightDate,
            home: nameOf(f.homeTeamId),
            away: nameOf(f.awayTeamId),
            venueId: f.hostVenueId,
            venueName: venueName(f.hostVenueId),
            status: held ? 'played' : f.status,
            result:
              held && score
                ? {
                    ...score,
                    version: held.version,
                    corrected: last
                      ? { by: last.by, where: last.where, reason: last.reason, at: last.at }
                      : null,
                  }
                : null,
          };
        }),
        players: playerRows(data, new Set(teams.map((t) => t.id))),
      };
    }),
  };
}

/** Roster players of the division's teams who did not hide themselves, most games won first. */
function playerRows(data: LeagueData, teamIds: ReadonlySet<string>): PublicPlayerRow[] {
  const shown = new Map<string, PublicPlayerRow>();
  for (const team of data.teams) {
    if (!teamIds.has(team.id)) continue;
    for (const p of team.players)
      if (!p.hidden) shown.set(p.id, { name: p.name, team: team.name, played: 0, won: 0 });
  }
  for (const f of data.fixtures) {
    const held = data.results.get(f.id);
    if (!held || !teamIds.has(f.homeTeamId)) continue;
    for (const game of held.games) {
      const count = (ids: readonly string[], won: boolean) => {
        for (const id of ids) {
          const row = shown.get(id);
          if (!row) continue;
          row.played += 1;
          if (won) row.won += 1;
        }
      };
      count(game.homePlayers, game.homeLegs > game.awayLegs);
      count(game.awayPlayers, game.awayLegs > game.homeLegs);
    }
  }
  return [...shown.values()]
    .filter((r) => r.played > 0)
    .sort((a, b) => b.won - a.won || a.played - b.played || a.name.localeCompare(b.name));
}
