import type { Game } from '../../shared/api/games';
import { csvField } from '../../shared/csv';
import { exportFileName } from '../../shared/tournament/exportName';
import type { AppContext } from '../context';
import { listTournamentGames } from '../db/tournaments';
import { gameTitle } from '../../shared/tournament/gameLabels';
import { legsOf, requireTournament } from './tournamentsCommon';
import { stateOf } from './tournamentEngine';
import { getSettings } from './settings';
import { nameWords } from '../../shared/tournament/nameWords';
import type { Language } from '../../shared/i18n/languages';
import type { TournamentsKey } from '../../shared/i18n/keys';
import { translate } from '../../server-kit/translate';

/**
 * GET /api/tournaments/{id}/export: every game of the tournament and the final placings as CSV, for the
 * venue's own staff in the venue's language (docs/i18n.md, 'The tournament export'): headings, match names,
 * stages, statuses and 'TBD' are worded; numbers are whole and times ISO 8601, the same in every language.
 */

export const CSV_COLUMNS: readonly TournamentsKey[] = [
  'tournaments.export.match',
  'tournaments.export.stage',
  'tournaments.export.group',
  'tournaments.export.round',
  'tournaments.export.home',
  'tournaments.export.away',
  'tournaments.export.homeLegs',
  'tournaments.export.awayLegs',
  'tournaments.export.winner',
  'tournaments.export.status',
  'tournaments.export.lane',
  'tournaments.export.scheduled',
  'tournaments.export.completed',
];

/** An engine name ('QF1', 'Match 5') in the language, or as it is when it names something else. */
function nameIn(language: Language, text: string): string {
  const words = nameWords(text);
  return words ? translate(language, words.key, words.params) : text;
}

function row(language: Language, game: Game): string {
  const legs = legsOf(game);
  const tbd = translate(language, 'tournaments.export.tbd');
  return [
    nameIn(language, gameTitle(game)),
    game.stage && translate(language, 'tournaments.export.stageValue', { stage: game.stage }),
    game.groupId,
    game.roundNumber,
    game.home ?? tbd,
    game.away ?? tbd,
    legs ? legs[0] : null,
    legs ? legs[1] : null,
    game.winner,
    translate(language, 'tournaments.export.statusValue', { status: game.status }),
    game.laneId,
    game.scheduledTime,
    game.completedAt,
  ]
    .map(csvField)
    .join(',');
}

export const PLACING_COLUMNS: readonly TournamentsKey[] = [
  'tournaments.export.place',
  'tournaments.export.player',
];

/**
 * The CSV: one row per game, then — after an empty line — the final placings (Place, Player) as far as
 * they are settled (the tournament's format says them), so the file alone tells who finished where.
 */
export function exportResults(ctx: AppContext, id: string): { fileName: string; csv: string } {
  const t = requireTournament(ctx, id);
  const games = listTournamentGames(ctx.db, id);
  const placings = stateOf(t, games).placings;
  const { language } = getSettings(ctx);
  const headings = (keys: readonly TournamentsKey[]) =>
    keys.map((key) => csvField(translate(language, key))).join(',');
  const lines = [headings(CSV_COLUMNS), ...games.map((game) => row(language, game))];
  if (placings.length > 0)
    lines.push(
      '',
      headings(PLACING_COLUMNS),
      ...placings.map((p) => [p.place, p.player].map(csvField).join(',')),
    );
  return { fileName: exportFileName(t.name), csv: lines.join('\r\n') + '\r\n' };
}
