import type Database from 'better-sqlite3';
import type { GameAction } from '../../shared/darts/types';
import { stmt } from './sql';

/**
 * The game log the statistics are replayed from: one row per applied engine action, numbered 1, 2, 3 … per
 * game, written inside the transaction that applies the action, so the log and the stored state never
 * disagree. `player` is whose turn it was when the action was applied.
 */

export interface GameLogEntry {
  seq: number;
  player: number;
  action: string;
  loggedAt: string;
}

/**
 * Appends applied actions after the game's last logged one; `player` is the current player of the state
 * each action was applied to.
 */
export function logAppliedActions(
  db: Database.Database,
  gameId: string,
  steps: readonly { action: GameAction; player: number }[],
  loggedAt: string,
): void {
  let seq = lastSeq(db, gameId);
  for (const { action, player } of steps) {
    seq += 1;
    stmt(db, 'INSERT INTO game_log (game_id, seq, player, action, logged_at) VALUES (?, ?, ?, ?, ?)').run(
      gameId,
      seq,
      player,
      JSON.stringify(action),
      loggedAt,
    );
  }
}

/**
 * A change of game mode restarts the match (services/laneGame.ts): the abandoned match's actions belong to
 * another mode and could not be replayed against the new one, so its log is dropped with it.
 */
export function clearGameLog(db: Database.Database, gameId: string): void {
  stmt(db, 'DELETE FROM game_log WHERE game_id = ?').run(gameId);
}

export function readGameLog(db: Database.Database, gameId: string, afterSeq = 0): GameLogEntry[] {
  return stmt(
    db,
    `SELECT seq, player, action, logged_at AS loggedAt FROM game_log WHERE game_id = ? AND seq > ?
     ORDER BY seq`,
  ).all(gameId, afterSeq) as GameLogEntry[];
}

export function lastSeq(db: Database.Database, gameId: string): number {
  const row = stmt(db, 'SELECT MAX(seq) AS seq FROM game_log WHERE game_id = ?').get(gameId) as {
    seq: number | null;
  };
  return row.seq ?? 0;
}
