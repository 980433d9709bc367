import type Database from 'better-sqlite3';
import * as z from 'zod/mini';
import {
  GAME_STAGES,
  GAME_STATUSES,
  type Game,
  type GameStage,
  type GameStatus,
} from '../../shared/api/games';
import { parseJson, stmt } from './sql';

export interface GameRow {
  id: string;
  lane_id: number | null;
  tournament_id: string | null;
  players: string;
  game_mode: string;
  sets: number;
  legs: number;
  scores: string;
  current_player: number;
  status: string;
  winner: string | null;
  stage: string | null;
  group_id: string | null;
  round_number: number;
  home: string | null;
  away: string | null;
  best_of: number;
  scheduled_time: string | null;
  started_at: string | null;
  completed_at: string | null;
  /** Lane games only: the scoring engine's state as JSON. */
  state: string | null;
  version: number;
}

const StoredStatus = z.enum(GAME_STATUSES);
const StoredStage = z.enum(GAME_STAGES);

/**
 * A stored status read into the closed set. One this version does not know (written by a later version and
 * restored here) reads as completed: the game is shown, never played on.
 */
function statusFrom(stored: string): GameStatus {
  const known = StoredStatus.safeParse(stored);
  return known.success ? known.data : 'completed';
}

/** A stored stage read into the closed set; an unknown one reads as none. */
function stageFrom(stored: string | null): GameStage | null {
  const known = StoredStage.safeParse(stored);
  return known.success ? known.data : null;
}

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    laneId: row.lane_id,
    tournamentId: row.tournament_id,
    players: parseJson<string[]>(row.players, []),
    gameMode: row.game_mode,
    sets: row.sets,
    legs: row.legs,
    scores: parseJson<Record<string, unknown>>(row.scores, {}),
    currentPlayer: row.current_player,
    status: statusFrom(row.status),
    winner: row.winner,
    stage: stageFrom(row.stage),
    groupId: row.group_id,
    roundNumber: row.round_number,
    home: row.home,
    away: row.away,
    bestOf: row.best_of,
    scheduledTime: row.scheduled_time,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

export function findGameRow(db: Database.Database, id: string): GameRow | undefined {
  return stmt(db, 'SELECT * FROM games WHERE id = ?').get(id) as GameRow | undefined;
}
