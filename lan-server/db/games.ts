import type Database from 'better-sqlite3';
import type { Game } from '../../shared/api/games';
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
    status: row.status,
    winner: row.winner,
    stage: row.stage,
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
