import type { Game } from '../../shared/api/games';
import type { MatchLabel } from '../../shared/api/venue';
import type { LaneMatch } from '../../shared/api/tournamentMatch';
import type { GameState } from '../../shared/darts/types';
import { matchFormatRule, matchFormatText, matchStageLabel } from '../../shared/tournament/matchFormat';
import type { AppContext } from '../context';
import { findGameRow, toGame, type GameRow } from '../db/games';
import type { LaneRow } from '../db/lanes';
import {
  findActiveLaneMatch,
  findFinishedLaneMatch,
  tournamentNameOf,
  writeMatchState,
} from '../db/tournamentMatches';
import {
  findTournament,
  laneHasActiveTournamentGame,
  saveTournamentGame,
  setLaneTournament,
} from '../db/tournaments';
import { badRequest, conflict, DomainError } from './domainError';
import { MATCH_MESSAGES, startMatchOnLane } from './tournamentMatchStart';
import { applyResult, type ResultOutcome } from './tournamentsResults';
import { gameTitle } from '../../shared/tournament/gameLabels';
import { legsOf, requireGame, requireTournament } from './tournamentsCommon';
import { publish } from './tournamentView';
import { clearGameLog } from '../db/gameLog';

/**
 * Tournament matches on the lane's tablet. A match put on a lane by schedule-matches is played by
 * the same engine and the same scoring path as a lane game (services/laneGame.ts picks the match before the
 * session's game); this file holds what differs: the match's starting state, its heading, and the last leg
 * handing the result to the tournament through applyResult, the path PUT /api/games/{id}/result takes.
 */

/**
 * How long a finished match stays on the lane's tablet. Decision: long enough for the players to see the
 * result and walk off (and for a staff correction to show there), short enough that the next group on an
 * idle lane is not greeted by someone else's match; a session or the next match replaces it at once.
 */
export const FINISHED_MATCH_SHOWN_MS = 30 * 60_000;

/**
 * The tournament match the lane's tablet shows: the one being played there, else (when no session holds the
 * lane) the one it finished in the last FINISHED_MATCH_SHOWN_MS, so the players see the result. Call inside
 * a transaction: a match put on the lane before tablets scored matches (no engine state) is given one here,
 * and a finished one without state (scored on paper) is not the tablet's to show.
 */
export function laneMatchRow(ctx: AppContext, lane: LaneRow): GameRow | undefined {
  const active = findActiveLaneMatch(ctx.db, lane.id);
  if (active && active.state !== null) return active;
  if (active) {
    const t = active.tournament_id === null ? undefined : findTournament(ctx.db, active.tournament_id);
    if (!t) return undefined;
    startMatchOnLane(ctx, t, toGame(active));
    return findGameRow(ctx.db, active.id);
  }
  if (lane.status === 'occupied') return undefined;
  const since = new Date(ctx.now().getTime() - FINISHED_MATCH_SHOWN_MS).toISOString();
  const finished = findFinishedLaneMatch(ctx.db, lane.id, since);
  return finished?.state === null ? undefined : finished;
}

/** The heading and state of the match for the tablet. */
export function laneMatchOf(ctx: AppContext, row: GameRow): LaneMatch | undefined {
  if (row.tournament_id === null) return undefined;
  const t = findTournament(ctx.db, row.tournament_id);
  const game = toGame(row);
  const format = t?.matchFormat ?? 'best_of_3';
  return {
    tournamentId: row.tournament_id,
    tournamentName: t?.name ?? '',
    stage: matchStageLabel(row.stage, row.group_id, row.round_number),
    matchFormat: format,
    formatText: matchFormatText(format),
    legsToWin: matchFormatRule(format).legsToWin,
    status: row.status,
    winner: row.winner,
    legs: legsOf(game),
  };
}

/**
 * Which match a game is — tournament and stage — for the lanes' lists and the venue TV; null for a session's.
 */
export function matchLabelOf(ctx: AppContext, row: GameRow): MatchLabel | null {
  if (row.tournament_id === null) return null;
  return {
    tournamentName: tournamentNameOf(ctx.db, row.tournament_id) ?? '',
    stage: matchStageLabel(row.stage, row.group_id, row.round_number),
  };
}

/** A tournament match refuses new darts once it is over (the tablet's result, or a staff correction). */
export function refuseIfMatchOver(row: GameRow): void {
  if (row.tournament_id !== null && row.status !== 'active') throw conflict(MATCH_MESSAGES.over, 'GAME_OVER');
}

/** The tablet cannot change a match's mode, sets or legs: the tournament fixed them. */
export function refuseModeChange(row: GameRow): void {
  if (row.tournament_id !== null) throw conflict(MATCH_MESSAGES.modeFixed);
}

/**
 * Inside the scoring transaction, after an action was stored: when it won the match, the result goes to the
 * tournament exactly as staff would enter it. Decision: the match ends on the winning dart, not on a button
 * afterwards, so a tablet left alone never holds up the bracket; a mis-tapped finish is corrected by staff
 * with Edit Score, which wins over the tablet.
 */
export function settleMatch(ctx: AppContext, row: GameRow, next: GameState): ResultOutcome | null {
  if (row.tournament_id === null || next.matchWinner === null) return null;
  const legs: [number, number] = [next.players[0]?.legs ?? 0, next.players[1]?.legs ?? 0];
  return applyResult(ctx, row.id, legs);
}

/**
 * POST /api/games/{id}/take-off-lane: staff move a match off its lane (players swapped boards, a board
 * broke). Decision: the match goes back to pending with no legs, since the players restart it on the board
 * they are given next; the lane is released. The engine version keeps counting, so a tablet still holding the
 * match is refused rather than scoring into it.
 */
export function takeMatchOffLane(ctx: AppContext, gameId: string): Game {
  const out = ctx.db
    .transaction(() => {
      const game = requireGame(ctx, gameId);
      if (game.tournamentId === null) throw badRequest('Only tournament matches can be taken off a lane');
      requireTournament(ctx, game.tournamentId);
      if (game.status !== 'active' || game.laneId === null)
        throw conflict(MATCH_MESSAGES.notOnLane(gameTitle(game)));
      const row = findGameRow(ctx.db, gameId);
      if (!row) throw new DomainError(500, 'INTERNAL', 'The game disappeared while it was being saved');
      const pending: Game = {
        ...game,
        status: 'pending',
        laneId: null,
        scores: {},
        winner: null,
        scheduledTime: null,
        startedAt: null,
      };
      saveTournamentGame(ctx.db, pending);
      writeMatchState(ctx.db, gameId, null, row.version + 1);
      // The restarted match is replayed for its statistics from its own darts only (the game log,
      // docs/statistics.md).
      clearGameLog(ctx.db, gameId);
      if (!laneHasActiveTournamentGame(ctx.db, game.laneId)) setLaneTournament(ctx.db, game.laneId, null);
      return { game: pending, laneId: game.laneId };
    })
    .immediate();
  publish(ctx, { games: [out.game], lanes: [out.laneId] });
  return out.game;
}
