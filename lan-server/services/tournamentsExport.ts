import type { Game } from '../../shared/api/games';
import { exportFileName } from '../../shared/tournament/exportName';
import type { AppContext } from '../context';
import { listTournamentGames } from '../db/tournaments';
import { gameTitle, legsOf, requireTournament } from './tournamentsCommon';
import type { Tournament } from '../../shared/api/tournaments';
import { isFormatType, type Placing } from '../../shared/tournament/formats';
import { stateOf } from './tournamentFormats';

/** GET /api/tournaments/{id}/export: every game of the tournament and the final placings as CSV (SPEC §7). */

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

/**
 * One CSV field. Quoted when it holds a comma, quote or line break; a value starting with = + - @ (or a
 * tab or carriage return) is prefixed with ' so a spreadsheet shows a player named '=SUM(...)' as text
 * instead of running it.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
 * Final placings as far as they are settled. Elimination, round robin and Swiss come from their format
 * (shared/tournament/formats.ts). Group knockout: the champion, the final's loser, then the knockout's
 * losers by the stage they went out at (sharing the place), then everyone who did not leave the groups.
 */
export function placingsOf(t: Tournament, games: readonly Game[]): Placing[] {
  if (isFormatType(t.type)) return stateOf({ ...t, type: t.type }, games).placings;
  const champion = t.bracket?.champion;
  if (!champion) return [];
  const out: { player: string; key: number }[] = [{ player: champion, key: 4 }];
  const stageKey: Record<string, number> = { final: 3, semi: 2, quarter: 1 };
  for (const g of games) {
    const key = g.stage ? stageKey[g.stage] : undefined;
    if (key === undefined || g.status !== 'completed' || !g.winner) continue;
    const loser = g.winner === g.home ? g.away : g.home;
    if (loser) out.push({ player: loser, key });
  }
  const placed = new Set(out.map((o) => o.player));
  for (const p of t.players) if (!placed.has(p)) out.push({ player: p, key: 0 });
  return out
    .map((o) => ({ player: o.player, place: 1 + out.filter((x) => x.key > o.key).length }))
    .sort((a, b) => a.place - b.place);
}

/**
 * The CSV: one row per game, then — after an empty line — the final placings (Place, Player) as far as
 * they are settled, so the file alone tells who finished where.
 */
export function exportResults(ctx: AppContext, id: string): { fileName: string; csv: string } {
  const t = requireTournament(ctx, id);
  const games = listTournamentGames(ctx.db, id);
  const placings = placingsOf(t, games);
  const lines = [CSV_COLUMNS.join(','), ...games.map(row)];
  if (placings.length > 0)
    lines.push(
      '',
      PLACING_COLUMNS.join(','),
      ...placings.map((p) => [p.place, p.player].map(csvField).join(',')),
    );
  return { fileName: exportFileName(t.name), csv: lines.join('\r\n') + '\r\n' };
}
