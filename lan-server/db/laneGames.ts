import type Database from 'better-sqlite3';
import type { GameState } from '../../shared/darts/types';
import type { GameRow } from './games';
import { stmt } from './sql';

/**
 * Lane games: the `games` rows with no tournament that hold a lane session's scoring state (and, for
 * tonight's lists, the tournament matches played on the lanes' tablets: laneGamesBetween). The engine state
 * is the `state` column; `version` mirrors state.version so it can be read without parsing; `players`,
 * `game_mode`, `sets`, `legs`, `current_player`, `winner` and `scores` are kept in step for readers of the
 * API's game (GET /api/games, the dashboard).
 */

/** The lane's game for the session that started at `sessionStart`, if one was created. */
export function findSessionGame(
  db: Database.Database,
  laneId: number,
  sessionStart: string,
): GameRow | undefined {
  return stmt(
    db,
    `SELECT * FROM games WHERE lane_id = ? AND tournament_id IS NULL AND started_at >= ?
     ORDER BY started_at DESC, rowid DESC LIMIT 1`,
  ).get(laneId, sessionStart) as GameRow | undefined;
}

export function insertLaneGame(
  db: Database.Database,
  game: { id: string; laneId: number; startedAt: string; state: GameState },
): void {
  stmt(
    db,
    `INSERT INTO games (id, lane_id, players, game_mode, sets, legs, scores, current_player, status, started_at,
       state, version)
     VALUES (@id, @laneId, @players, @gameMode, @sets, @legs, @scores, @currentPlayer, 'active', @startedAt,
       @state, @version)`,
  ).run({ id: game.id, laneId: game.laneId, startedAt: game.startedAt, ...columnsOf(game.state) });
}

/** Stores a new state; `expectedVersion` guards against a write that raced this one (0 rows → false). */
export function saveLaneGame(
  db: Database.Database,
  id: string,
  state: GameState,
  expectedVersion: number,
): boolean {
  const result = stmt(
    db,
    `UPDATE games SET players = @players, game_mode = @gameMode, sets = @sets, legs = @legs, scores = @scores,
       current_player = @currentPlayer, winner = @winner, state = @state, version = @version
     WHERE id = @id AND version = @expectedVersion`,
  ).run({ id, expectedVersion, ...columnsOf(state) });
  return result.changes === 1;
}

export function hasAppliedAction(db: Database.Database, gameId: string, actionId: string): boolean {
  return (
    stmt(db, 'SELECT 1 FROM game_actions WHERE game_id = ? AND action_id = ?').get(gameId, actionId) !==
    undefined
  );
}

export function recordAppliedAction(
  db: Database.Database,
  gameId: string,
  actionId: string,
  at: string,
): void {
  stmt(db, 'INSERT INTO game_actions (game_id, action_id, applied_at) VALUES (?, ?, ?)').run(
    gameId,
    actionId,
    at,
  );
}

/** The lane card shows the game mode, sets and legs: a change on the scoring screen is written there too. */
export function writeLaneGameMode(
  db: Database.Database,
  laneId: number,
  game: { gameMode: string; sets: number; legs: number },
): void {
  stmt(db, 'UPDATE lanes SET game_mode = @gameMode, sets = @sets, legs = @legs WHERE id = @laneId').run({
    laneId,
    ...game,
  });
}

function columnsOf(state: GameState) {
  const winner = state.matchWinner === null ? null : state.players[state.matchWinner].name;
  return {
    players: JSON.stringify(state.players.map((p) => p.name)),
    gameMode: state.mode,
    sets: state.sets,
    legs: state.legs,
    scores: JSON.stringify(scoresSummary(state)),
    currentPlayer: state.currentPlayer,
    winner,
    state: JSON.stringify(state),
    version: state.version,
  };
}

/** The API game's `scores` for a lane game: each player's score, legs and sets, in player order. */
export function scoresSummary(state: GameState) {
  return {
    scores: state.players.map((p) => p.score),
    legs: state.players.map((p) => p.legs),
    sets: state.players.map((p) => p.sets),
  };
}

/**
 * Ends the lane's open game when its session ends, so a finished session never leaves an `active` game
 * behind in GET /api/games. Returns how many games it closed.
 */
export function completeLaneGames(db: Database.Database, laneId: number, completedAt: string): number {
  return stmt(
    db,
    `UPDATE games SET status = 'completed', completed_at = ?
     WHERE lane_id = ? AND tournament_id IS NULL AND status = 'active'`,
  ).run(completedAt, laneId).changes;
}

/**
 * The games played on the lanes that started in [from, to) — a venue night — newest first; `laneId` narrows
 * to one lane. A tournament match scored on a lane's tablet (it has engine state) is a lane game too, so the
 * lane's history, Tonight's Games and the leaderboard count it. Sessions' games are found by their start
 * (migration 009's partial index); matches by each lane's start index (migration 008), one short range per
 * lane, so neither walks the venue's whole history.
 */
export function laneGamesBetween(
  db: Database.Database,
  fromIso: string,
  toIso: string,
  laneId: number | null = null,
): GameRow[] {
  const sessions = stmt(
    db,
    `SELECT * FROM games INDEXED BY lane_games_by_start
     WHERE tournament_id IS NULL AND state IS NOT NULL AND started_at >= @fromIso
       AND started_at < @toIso AND (@laneId IS NULL OR lane_id = @laneId)
     ORDER BY started_at DESC, rowid DESC`,
  ).all({ fromIso, toIso, laneId }) as GameRow[];
  const matches = stmt(
    db,
    `SELECT * FROM games INDEXED BY games_by_lane_start
     WHERE lane_id IN (SELECT id FROM lanes WHERE @laneId IS NULL OR id = @laneId)
       AND started_at >= @fromIso AND started_at < @toIso
       AND tournament_id IS NOT NULL AND state IS NOT NULL`,
  ).all({ fromIso, toIso, laneId }) as GameRow[];
  if (matches.length === 0) return sessions;
  // A stable sort keeps the sessions' own order (newest row first) among games that started together.
  return [...sessions, ...matches].sort((a, b) => (b.started_at ?? '').localeCompare(a.started_at ?? ''));
}
