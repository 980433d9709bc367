import type Database from 'better-sqlite3';
import type { LaneRecord } from '../../shared/api/lanes';
import { parseJson, stmt } from './sql';

export interface LaneRow {
  id: number;
  number: number;
  name: string;
  status: string;
  start_time: string | null;
  duration: number;
  current_fee: string;
  player_count: number;
  players: string;
  game_mode: string | null;
  sets: number;
  legs: number;
  reserved_by: string | null;
  reserved_until: string | null;
  prepaid_amount: string;
  is_in_tournament: number;
  tournament_id: string | null;
  session_duration: number;
  /** The reservation a running session was activated from, so ending it completes the reservation. */
  reservation_id: string | null;
}

export function toLaneRecord(row: LaneRow): LaneRecord {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status,
    startTime: row.start_time,
    duration: row.duration,
    currentFee: row.current_fee,
    playerCount: row.player_count,
    players: parseJson<string[]>(row.players, []),
    gameMode: row.game_mode,
    sets: row.sets,
    legs: row.legs,
    reservedBy: row.reserved_by,
    reservedUntil: row.reserved_until,
    prepaidAmount: row.prepaid_amount,
    isInTournament: row.is_in_tournament === 1,
    tournamentId: row.tournament_id,
    sessionDuration: row.session_duration,
  };
}

export function findLaneRow(db: Database.Database, id: number): LaneRow | undefined {
  return stmt(db, 'SELECT * FROM lanes WHERE id = ?').get(id) as LaneRow | undefined;
}

export function listLaneRows(db: Database.Database): LaneRow[] {
  return stmt(db, 'SELECT * FROM lanes ORDER BY number').all() as LaneRow[];
}

export function insertLane(db: Database.Database, lane: { id: number; number: number; name: string }): void {
  stmt(db, 'INSERT INTO lanes (id, number, name) VALUES (@id, @number, @name)').run(lane);
}
