import { HISTORY_PAGE, RECENT_DAYS, type Game, type GamesQuery } from '../../shared/api/games';
import type { AppContext } from '../context';
import { completedTournamentGames, unfinishedGames } from '../db/history';
import { listTournamentGames } from '../db/tournaments';

const DAY_MS = 86_400_000;

/**
 * GET /api/games. Callers without a session (the TV) get tournament games only: lane games belong to whoever
 * hired the lane. `tournamentId` narrows the list to one tournament's games. Otherwise the games not
 * completed (tournament games still to play, lane games in play) and the tournament games completed in the
 * last 30 days (at most `limit`, 100 by default); with `before`, a page of completed tournament games older
 * than that instant. A lane's finished games are its history (GET /api/lanes/:id/games).
 */
export function listGames(ctx: AppContext, query: GamesQuery, caller: { signedIn: boolean }): Game[] {
  if (query.tournamentId !== undefined) return listTournamentGames(ctx.db, query.tournamentId);
  const limit = query.limit ?? HISTORY_PAGE.games;
  if (query.before !== undefined)
    return completedTournamentGames(ctx.db, { before: query.before, since: null, limit });
  const since = new Date(ctx.now().getTime() - RECENT_DAYS * DAY_MS).toISOString();
  return [
    ...unfinishedGames(ctx.db, !caller.signedIn),
    ...completedTournamentGames(ctx.db, { before: null, since, limit }),
  ];
}
