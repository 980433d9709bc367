import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { newGame } from '../../shared/darts/game';
import { isGameMode, type GameState } from '../../shared/darts/types';
import { matchFormatRule } from '../../shared/tournament/matchFormat';
import type { AppContext } from '../context';
import { findGameRow, toGame } from '../db/games';
import type { LaneRow } from '../db/lanes';
import { findActiveLaneMatch, writeMatchState } from '../db/tournamentMatches';
import { conflict } from './domainError';
import { gameTitle } from '../../shared/tournament/gameLabels';
import { refuseLeagueLane } from './leagueLaneGames';

/**
 * Putting a tournament match on a lane: the match's starting engine state, and the rule that a lane
 * holds either a paying session or a tournament match, never both. services/tournamentMatch.ts plays it.
 */

export const MATCH_MESSAGES = {
  over: 'This match is over: its result is with the tournament',
  modeFixed: "A tournament match plays the tournament's game mode",
  notOnLane: (title: string) => `${title} is not being played on a lane`,
  sessionRunning: (n: number) =>
    `Lane ${n} has a paying session running: end it before giving the lane a tournament match`,
  matchOnLane: (n: number, title: string) =>
    `Lane ${n} is holding a tournament match (${title}): finish it or take it off the lane first`,
} as const;

/**
 * The mode a match falls back to when the tournament's is not one the engine plays (the default,
 * docs/behaviour.md#game-modes).
 */
const FALLBACK_MODE = '501';

/** A match at its first leg: home throws first, one set, first to the format's legs (shared/tournament). */
export function matchStartState(t: Tournament, game: Game, version: number): GameState {
  const fresh = newGame({
    mode: isGameMode(t.gameMode) ? t.gameMode : FALLBACK_MODE,
    players: [game.home ?? 'Home', game.away ?? 'Away'],
    sets: 1,
    legs: matchFormatRule(t.matchFormat).legsToWin,
  });
  return { ...fresh, version };
}

/**
 * Inside schedule-matches' transaction: the match gets its engine state as it goes onto a lane, so the TV
 * shows 0 - 0 and both players' starting scores from the first moment. Returns the game as now stored.
 */
export function startMatchOnLane(ctx: AppContext, t: Tournament, game: Game): Game {
  const row = findGameRow(ctx.db, game.id);
  const state = matchStartState(t, game, (row?.version ?? 0) + 1);
  writeMatchState(ctx.db, game.id, state, state.version);
  const stored = findGameRow(ctx.db, game.id);
  return stored ? toGame(stored) : game;
}

/** A lane that a paying session holds cannot be given a match (schedule-matches). */
export function refuseSessionLane(lane: LaneRow): void {
  if (lane.status === 'occupied')
    throw conflict(MATCH_MESSAGES.sessionRunning(lane.number), 'LANE_NOT_AVAILABLE');
}

/** A lane holding a match, or a league game, cannot be started as a session (start, activate-reservation). */
export function refuseMatchLane(ctx: AppContext, lane: LaneRow): void {
  refuseLeagueLane(ctx, lane);
  const match = findActiveLaneMatch(ctx.db, lane.id);
  if (match)
    throw conflict(MATCH_MESSAGES.matchOnLane(lane.number, gameTitle(toGame(match))), 'LANE_NOT_AVAILABLE');
}
