import type { Game } from '../../shared/api/games';
import { csvField } from '../../shared/csv';
import { exportFileName } from '../../shared/tournament/exportName';
import type { AppContext } from '../context';
import { listTournamentGames } from '../db/tournaments';
import { gameTitle } from '../../shared/tournament/gameLabels';
import { legsOf, requireTournament } from './tournamentsCommon';
import { stateOf } from './tournamentEngine';

/** GET /api/tournaments/{id}/export: every game of the tournament and the final placings as CSV. */

export const CSV_COLUMNS = [
  'Match',
  'Stage',
  'Group',
  'Round',
  'Home',
  'Away',
  'Home Legs',
  'Away Legs',
  'Winner',
  'Status',
  'Lane',
  'Scheduled',
  'Completed',
] as const;

function row(game: Game): string {
  const legs = legsOf(game);
  return [
    gameTitle(game),
    game.stage,
    game.groupId,
    game.roundNumber,
    game.home ?? 'TBD',
    game.away ?? 'TBD',
    legs ? legs[0] : null,
    legs ? legs[1] : null,
    game.winner,
    game.status,
    game.laneId,
    game.scheduledTime,
    game.completedAt,
  ]
    .map(csvField)
    .join(',');
}

export const PLACING_COLUMNS = ['Place', 'Player'] as const;

/**
 * The CSV: one row per game, then — after an empty line — the final placings (Place, Player) as far as
 * they are settled (the tournament's format says them), so the file alone tells who finished where.
 */
export function exportResults(ctx: AppContext, id: string): { fileName: string; csv: string } {
  const t = requireTournament(ctx, id);
  const games = listTournamentGames(ctx.db, id);
  const placings = stateOf(t, games).placings;
  const lines = [CSV_COLUMNS.join(','), ...games.map(row)];
  if (placings.length > 0)
    lines.push(
      '',
      PLACING_COLUMNS.join(','),
      ...placings.map((p) => [p.place, p.player].map(csvField).join(',')),
    );
  return { fileName: exportFileName(t.name), csv: lines.join('\r\n') + '\r\n' };
}
