import type { SeasonEnd, SeasonEndConfirmed } from '../../shared/api/leagueSeasonEnd';
import { promotionAndRelegation, seasonEndError } from '../../shared/league/seasonEnd';
import type { AppContext } from '../context';
import { fixturesOf } from '../db/leagueFixtures';
import { seasonsOf } from '../db/leagueSeasons';
import { moveTeam, playerKey, teamsOf } from '../db/leagueTeams';
import { conflict } from './domainError';
import { divisionsWithTeams } from './leagues';
import { requireSeason, seasonTables } from './leagueTables';
import { refuseGroupLeagueEdit } from './groupLeagueGuard';

/**
 * A season's end (docs/league-nights.md#a-seasons-end): the final tables and the promotion and relegation
 * proposed from them, and staff's confirmation, which moves each team into its division for the next
 * season in one transaction. Nothing about the end is stored apart from where the teams now are: the old
 * season's tables are computed from its own fixtures, so they stay as they were played.
 */

export const SEASON_END_MESSAGES = {
  unplayed: (n: number) =>
    `${n} ${n === 1 ? 'fixture of this season has' : 'fixtures of this season have'} no result yet: enter ${n === 1 ? 'its result or a walkover' : 'their results or walkovers'} first.`,
  notLatest: 'Only the league’s latest season can be ended: a newer season has been drawn.',
  alreadyEnded: 'This season’s promotion and relegation has already been confirmed: its teams have moved.',
  nameTaken: (team: string, division: string) =>
    `${team} cannot move to ${division}: a team of that name already plays there.`,
  playerTaken: (player: string, team: string, division: string) =>
    `${team} cannot move to ${division}: ${player} already plays for another team there.`,
} as const;

export function seasonEnd(ctx: AppContext, seasonId: string, count: number): SeasonEnd {
  requireSeason(ctx, seasonId);
  const tables = seasonTables(ctx, seasonId);
  const divisions = tables.divisions.map((d) => ({ division: d.name, table: d.table }));
  const unplayed = fixturesOf(ctx.db, seasonId).filter(
    (f) => f.status === 'scheduled' || f.status === 'postponed',
  ).length;
  const refusal = seasonEndError(divisions, count);
  const { moves, notes } = promotionAndRelegation(divisions, count);
  return { tables, unplayed, moves, notes, refusal };
}

/** Staff confirm the proposal: each moving team (with its roster) joins its new division. */
export function confirmSeasonEnd(ctx: AppContext, seasonId: string, count: number): SeasonEndConfirmed {
  return ctx.db
    .transaction(() => {
      const season = requireSeason(ctx, seasonId);
      refuseGroupLeagueEdit(ctx, { season: seasonId });
      if (seasonsOf(ctx.db, season.leagueId).at(-1)?.id !== season.id)
        throw conflict(SEASON_END_MESSAGES.notLatest);
      const end = seasonEnd(ctx, seasonId, count);
      if (end.unplayed > 0) throw conflict(SEASON_END_MESSAGES.unplayed(end.unplayed));
      if (end.refusal) throw conflict(end.refusal);
      const fixtures = fixturesOf(ctx.db, seasonId);
      const playedIn = new Map(
        fixtures.flatMap((f) => [
          [f.homeTeamId, f.divisionId] as const,
          [f.awayTeamId, f.divisionId] as const,
        ]),
      );
      const divisions = divisionsWithTeams(ctx, season.leagueId);
      const teamNow = new Map(divisions.flatMap((d) => d.teams.map((t) => [t.id, d.id] as const)));
      for (const [team, division] of playedIn)
        if (teamNow.has(team) && teamNow.get(team) !== division)
          throw conflict(SEASON_END_MESSAGES.alreadyEnded);

      const byName = new Map(divisions.map((d) => [d.name, d]));
      const moving = end.moves.map((m) => {
        const from = byName.get(m.from);
        const to = byName.get(m.to);
        const team = from?.teams.find((t) => t.name === m.team);
        if (!from || !to || !team) throw conflict(SEASON_END_MESSAGES.alreadyEnded);
        return { team, to };
      });
      const leaving = new Set(moving.map((m) => m.team.id));
      for (const { team, to } of moving) {
        const staying = teamsOf(ctx.db, to.id).filter((t) => !leaving.has(t.id));
        const arriving = moving.filter((m) => m.to.id === to.id && m.team.id !== team.id).map((m) => m.team);
        const others = [...staying, ...arriving];
        if (others.some((t) => t.name.toLocaleLowerCase('en') === team.name.toLocaleLowerCase('en')))
          throw conflict(SEASON_END_MESSAGES.nameTaken(team.name, to.name));
        const keys = new Set(others.flatMap((t) => t.players.map((p) => playerKey(p.name))));
        const clash = team.players.find((p) => keys.has(playerKey(p.name)));
        if (clash) throw conflict(SEASON_END_MESSAGES.playerTaken(clash.name, team.name, to.name));
      }
      for (const { team, to } of moving) moveTeam(ctx.db, team.id, to.id);
      return { moves: end.moves, divisions: divisionsWithTeams(ctx, season.leagueId) };
    })
    .immediate();
}
