import type { PublicFixture, PublicLeague, PublicPlayerTables } from '../../shared/api/leaguePublic';
import { combinedFigures, playerTables, type PlayerTableEntry } from '../../shared/league/playerTables';
import { fixtureScore, type FixtureResult } from '../../shared/league/points';
import { divisionTable } from '../../shared/league/standings';
import type { LeagueData } from './read';

/**
 * The league's public page (docs/venue-group.md, "A league across the group"), from what head office holds,
 * in the one public league shape every door answers (`PublicLeague`, shared/api/leaguePublic.ts): each
 * division's table by the venue's own league rules (shared/league/standings.ts, the league's points scheme
 * and format), every fixture with its venue and night, results with the last correction (who, where, why),
 * and the player tables. Team names, and player names on the player tables only (never a player who hid
 * themselves); nothing else about anyone. `tables_changed` carries exactly this to every hosting venue.
 */
export function publicLeaguePage(data: LeagueData): PublicLeague {
  if (!data.season) return { name: data.league.name, season: null };
  const teamOf = new Map(data.teams.map((t) => [t.id, t]));
  const nameOf = (teamId: string) => teamOf.get(teamId)?.name ?? '';
  const venueName = (venueId: string) => data.venueNames.get(venueId) ?? venueId;
  const divisionName = new Map(data.divisions.map((d) => [d.id, d.name]));
  const asPlayed = (f: LeagueData['fixtures'][number]): FixtureResult => {
    const held = data.results.get(f.id);
    return held
      ? { status: 'played', home: f.homeTeamId, away: f.awayTeamId, games: held.games }
      : { status: f.status, home: f.homeTeamId, away: f.awayTeamId };
  };
  const divisions = data.divisions.flatMap((division) => {
    const fixtures = data.fixtures.filter((f) => f.divisionId === division.id);
    if (fixtures.length === 0) return [];
    const teams = data.teams.filter((t) => t.divisionId === division.id).map((t) => t.id);
    const table = divisionTable(teams, fixtures.map(asPlayed), data.league.format, data.league.pointsScheme);
    return [{ name: division.name, table: table.map((row) => ({ ...row, team: nameOf(row.team) })) }];
  });
  return {
    name: data.league.name,
    season: {
      name: data.season.name,
      weeks: Math.max(0, ...data.fixtures.map((f) => f.week)),
      divisions,
      fixtures: data.fixtures.map((f): PublicFixture => {
        const held = data.results.get(f.id);
        const score = held ? fixtureScore(asPlayed(f), data.league.format) : null;
        const last = held?.corrections.at(-1);
        return {
          week: f.week,
          date: f.nightDate,
          division: divisionName.get(f.divisionId) ?? '',
          home: nameOf(f.homeTeamId),
          away: nameOf(f.awayTeamId),
          status: held ? 'played' : f.status,
          homeGames: score?.homeGames ?? 0,
          awayGames: score?.awayGames ?? 0,
          venue: venueName(f.hostVenueId),
          ...(last
            ? { corrected: { by: last.by, where: last.where, reason: last.reason, at: last.at } }
            : {}),
        };
      }),
      playerTables: publicPlayerTables(data),
    },
  };
}

/**
 * The season's player tables by the venue's own rule (shared/league/playerTables.ts), from each result's
 * darts figures as its hosting venue computed them, added up by the same rule. Only roster players are on
 * them, and players who left a roster during the season with the darts they threw before; a player hidden on
 * head office's roster, or who hid themselves in any game a venue reported, is on none. Names only.
 */
function publicPlayerTables(data: LeagueData): PublicPlayerTables {
  const names = new Map<string, string>();
  const hidden = new Set<string>();
  for (const team of data.teams)
    for (const p of team.players) {
      names.set(p.id, p.name);
      if (p.hidden) hidden.add(p.id);
    }
  for (const p of data.formerPlayers) {
    names.set(p.id, p.name);
    if (p.hidden) hidden.add(p.id);
  }
  const played = new Set(data.fixtures.map((f) => f.id));
  const parts = [...data.results]
    .filter(([fixtureId]) => played.has(fixtureId))
    .map(([, held]) => {
      for (const f of held.figures) if (f.hidden) hidden.add(f.player);
      return held.figures.filter((f) => names.has(f.player)).map((f) => ({ ...f, average: null }));
    });
  const tables = playerTables(combinedFigures(parts), hidden, names);
  const named = (rows: PlayerTableEntry[]) =>
    rows.map((r) => ({ player: names.get(r.player) ?? '', value: r.value }));
  return {
    average: named(tables.average),
    oneEighties: named(tables.oneEighties),
    tonForties: named(tables.tonForties),
    highestCheckout: named(tables.highestCheckout),
    tonPlusFinishes: named(tables.tonPlusFinishes),
  };
}
