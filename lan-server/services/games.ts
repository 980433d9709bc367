import { HISTORY_PAGE, type Game, type GamesQuery } from '../../shared/api/games';
import type { AppContext } from '../context';
import { completedGames, unfinishedGames } from '../db/history';
import { listTournamentGames } from '../db/tournaments';

/**
 * SPEC §7 GET /api/games. Callers without a session (the TV) get tournament games only: lane games belong
 * to whoever hired the lane. `tournamentId` narrows the list to one tournament's games. Otherwise the games
 * not yet completed and a page of the most recently completed (`limit`, 100 by default); with `before`,
 * only the page of completed games older than that instant.
 */
export function listGames(ctx: AppContext, query: GamesQuery, caller: { signedIn: boolean }): Game[] {
  if (query.tournamentId !== undefined) return listTournamentGames(ctx.db, query.tournamentId);
  const tournamentsOnly = !caller.signedIn;
  const page = { before: query.before ?? null, limit: query.limit ?? HISTORY_PAGE.games };
  if (query.before !== undefined) return completedGames(ctx.db, page, tournamentsOnly);
  return [...unfinishedGames(ctx.db, tournamentsOnly), ...completedGames(ctx.db, page, tournamentsOnly)];
}
