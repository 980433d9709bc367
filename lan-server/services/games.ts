import type { Game, GamesQuery } from '../../shared/api/games';
import type { AppContext } from '../context';
import { listAllGames, listTournamentGames } from '../db/tournaments';

/**
 * SPEC §7 GET /api/games. Callers without a session (the TV) get tournament games only: lane games belong
 * to whoever hired the lane. `tournamentId` narrows the list to one tournament's games.
 */
export function listGames(ctx: AppContext, query: GamesQuery, caller: { signedIn: boolean }): Game[] {
  return query.tournamentId
    ? listTournamentGames(ctx.db, query.tournamentId)
    : listAllGames(ctx.db, !caller.signedIn);
}
