import { randomUUID } from 'node:crypto';
import type {
  DivisionBody,
  League,
  LeagueBody,
  LeagueDetail,
  LeagueDivision,
  LeagueTeam,
  TeamBody,
} from '../../shared/api/leagues';
import { formatError, minimumRoster, rosterError } from '../../shared/league/matchFormat';
import type { AppContext } from '../context';
import {
  divisionsOf,
  findDivision,
  findLeague,
  insertDivision,
  insertLeague,
  listLeagues,
} from '../db/leagues';
import { seasonsOf } from '../db/leagueSeasons';
import { insertTeam, playerKey, teamNameTaken, teamsOf, teamWithPlayer } from '../db/leagueTeams';
import { captainEmailOf } from './captainEmail';
import { badRequest, notFound } from './domainError';
import { isGroupLeaguePart, refuseGroupLeagueEdit } from './groupLeagueGuard';

/**
 * Leagues, their divisions and their teams (docs/league-nights.md). The format is checked by the league's
 * own rule (shared/league/matchFormat.ts); a team's roster must be big enough for it, and a player plays for
 * one team of a division only.
 */

export const LEAGUE_MESSAGES = {
  noLeague: 'There is no such league.',
  noDivision: 'There is no such division.',
  noSeason: 'There is no such season.',
  teamTaken: (name: string) => `This division already has a team called ${name}.`,
  playerTwice: (name: string) => `${name} is listed twice in this team.`,
  playerElsewhere: (name: string, team: string) => `${name} already plays for ${team} in this division.`,
  captainMissing: (name: string) => `The captain ${name} is not one of the team’s players.`,
} as const;

export function requireLeague(ctx: AppContext, id: string): League {
  const league = findLeague(ctx.db, id);
  if (!league) throw notFound(LEAGUE_MESSAGES.noLeague);
  return league;
}

export function leagueList(ctx: AppContext): League[] {
  return listLeagues(ctx.db);
}

export function createLeague(ctx: AppContext, body: LeagueBody): League {
  const problem = formatError(body.format);
  if (problem) throw badRequest(problem);
  const league: League = {
    id: randomUUID(),
    name: body.name,
    kind: body.format.kind,
    pointsScheme: body.pointsScheme,
    format: body.format,
    minimumRoster: minimumRoster(body.format),
    createdAt: ctx.now().toISOString(),
  };
  ctx.db.transaction(() => insertLeague(ctx.db, league)).immediate();
  return league;
}

/** A league's divisions, top first, each with its teams and rosters. */
export function divisionsWithTeams(ctx: AppContext, leagueId: string): LeagueDivision[] {
  return divisionsOf(ctx.db, leagueId).map((d) => ({ ...d, teams: teamsOf(ctx.db, d.id) }));
}

export function leagueDetail(ctx: AppContext, id: string): LeagueDetail {
  const league = requireLeague(ctx, id);
  return {
    league,
    divisions: divisionsWithTeams(ctx, id),
    seasons: seasonsOf(ctx.db, id),
    fromHeadOffice: isGroupLeaguePart(ctx, { league: id }),
  };
}

/** A new division goes below the league's others. */
export function createDivision(ctx: AppContext, leagueId: string, body: DivisionBody): LeagueDivision {
  return ctx.db
    .transaction(() => {
      requireLeague(ctx, leagueId);
      refuseGroupLeagueEdit(ctx, { league: leagueId });
      const division = {
        id: randomUUID(),
        leagueId,
        name: body.name,
        position: divisionsOf(ctx.db, leagueId).length + 1,
      };
      insertDivision(ctx.db, division);
      return { ...division, teams: [] };
    })
    .immediate();
}

/**
 * A team and its roster. Refused: a roster short of the league's format, a name twice in the roster, a
 * player already on another team of the division, a captain who is not on the roster, a team name the
 * division already has.
 */
export function createTeam(ctx: AppContext, divisionId: string, body: TeamBody): LeagueTeam {
  return ctx.db
    .transaction(() => {
      const division = findDivision(ctx.db, divisionId);
      if (!division) throw notFound(LEAGUE_MESSAGES.noDivision);
      refuseGroupLeagueEdit(ctx, { division: divisionId });
      const league = requireLeague(ctx, division.leagueId);
      const captainEmail = captainEmailOf(body.captainEmail);
      const short = rosterError(league.format, body.name, body.players.length);
      if (short) throw badRequest(short);
      if (teamNameTaken(ctx.db, divisionId, body.name))
        throw badRequest(LEAGUE_MESSAGES.teamTaken(body.name));
      const seen = new Set<string>();
      for (const player of body.players) {
        const key = playerKey(player);
        if (seen.has(key)) throw badRequest(LEAGUE_MESSAGES.playerTwice(player));
        seen.add(key);
        const other = teamWithPlayer(ctx.db, divisionId, player);
        if (other !== undefined) throw badRequest(LEAGUE_MESSAGES.playerElsewhere(player, other));
      }
      const captain = body.captain ? playerKey(body.captain) : playerKey(body.players[0]);
      if (!seen.has(captain)) throw badRequest(LEAGUE_MESSAGES.captainMissing(body.captain ?? ''));
      const team: LeagueTeam = {
        id: randomUUID(),
        divisionId,
        name: body.name,
        players: body.players.map((name) => ({
          id: randomUUID(),
          name: name.replace(/\s+/g, ' '),
          captain: playerKey(name) === captain,
        })),
        captainEmail,
      };
      insertTeam(ctx.db, team, ctx.now().toISOString());
      return team;
    })
    .immediate();
}
