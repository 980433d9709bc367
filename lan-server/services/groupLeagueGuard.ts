import type { AppContext } from '../context';
import {
  findGroupFixture,
  findGroupLeague,
  groupLeagueOfDivision,
  groupLeagueOfSeason,
  groupLeagueOfTeam,
} from '../db/groupLeague';
import { conflict } from './domainError';

/**
 * A league across the group is head office's: at the venue it is read-only but for what the venue does on
 * the night — lineups, games, the captains' sign-off and a staff correction of a result. Every other edit
 * (divisions, teams, a captain's e-mail, seasons, a walkover or a postponement, a season's end) is refused
 * with this sentence, before anything is written.
 */
export const GROUP_LEAGUE_READ_ONLY =
  'This league is run by head office for the venue group: its teams and fixtures are changed there.';

export type LeaguePart =
  { league: string } | { division: string } | { team: string } | { season: string } | { fixture: string };

export function isGroupLeaguePart(ctx: AppContext, part: LeaguePart): boolean {
  if ('league' in part) return findGroupLeague(ctx.db, part.league) !== undefined;
  if ('division' in part) return groupLeagueOfDivision(ctx.db, part.division) !== undefined;
  if ('team' in part) return groupLeagueOfTeam(ctx.db, part.team) !== undefined;
  if ('season' in part) return groupLeagueOfSeason(ctx.db, part.season) !== undefined;
  return findGroupFixture(ctx.db, part.fixture) !== undefined;
}

export function refuseGroupLeagueEdit(ctx: AppContext, part: LeaguePart): void {
  if (isGroupLeaguePart(ctx, part)) throw conflict(GROUP_LEAGUE_READ_ONLY);
}
