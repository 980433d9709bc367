import type Database from 'better-sqlite3';
import type { GameState } from '../../shared/darts/types';
import type { GameRow } from './games';
import { scoresSummary } from './laneGames';
import { stmt } from './sql';

/**
 * Tournament matches scored on a lane's tablet: the same `games` row the tournament owns also holds the
 * engine state (`state`, `version`) while the match is played, exactly as a lane game's row does, so the lane
 * game's scoring path (services/laneGame.ts) serves both.
 */

/** The tournament match being played on this lane now. */
export function findActiveLaneMatch(db: Database.Database, laneId: number): GameRow | undefined {
  return stmt(
    db,
    `SELECT * FROM games WHERE lane_id = ? AND tournament_id IS NOT NULL AND status = 'active'
     ORDER BY started_at DESC, rowid DESC LIMIT 1`,
  ).get(laneId) as GameRow | undefined;
}

/** The tournament match this lane finished last, if it finished at or after `since`. */
export function findFinishedLaneMatch(
  db: Database.Database,
  laneId: number,
  since: string,
): GameRow | undefined {
  return stmt(
    db,
    `SELECT * FROM games WHERE lane_id = ? AND tournament_id IS NOT NULL AND status = 'completed'
       AND completed_at >= ?
     ORDER BY completed_at DESC, rowid DESC LIMIT 1`,
  ).get(laneId, since) as GameRow | undefined;
}

/**
 * Gives a match its engine state (or takes it away with null). `scores` follows the state (each player's
 * score, legs and sets, home first), so scores.legs is the match's [home, away] legs as it is played.
 */
export function writeMatchState(
  db: Database.Database,
  gameId: string,
  state: GameState | null,
  version: number,
): void {
  stmt(
    db,
    `UPDATE games SET state = @state, version = @version, scores = @scores, current_player = @currentPlayer
     WHERE id = @id`,
  ).run({
    id: gameId,
    version,
    state: state === null ? null : JSON.stringify(state),
    scores: JSON.stringify(state === null ? {} : scoresSummary(state)),
    currentPlayer: state?.currentPlayer ?? 0,
  });
}

/** A tournament's name alone (the venue TV and the lanes' lists label a match with it on every dart). */
export function tournamentNameOf(db: Database.Database, tournamentId: string): string | undefined {
  const row = stmt(db, 'SELECT name FROM tournaments WHERE id = ?').get(tournamentId) as
    { name: string } | undefined;
  return row?.name;
}
