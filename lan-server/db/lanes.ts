import { laneStatusFrom } from '../../shared/lanes/laneStatus';
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
  /** Read with the lane: the name of the tournament it is marked for (lanes.tournament_id), if any. */
  tournament_name: string | null;
}

/** A lane row with the name of the tournament whose match it plays (the card names it). */
const LANE_SELECT = `SELECT l.*, t.name AS tournament_name FROM lanes l
  LEFT JOIN tournaments t ON t.id = l.tournament_id`;

export function toLaneRecord(row: LaneRow): LaneRecord {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: laneStatusFrom(row.status),
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
    tournamentName: row.is_in_tournament === 1 ? row.tournament_name : null,
    sessionDuration: row.session_duration,
  };
}

export function findLaneRow(db: Database.Database, id: number): LaneRow | undefined {
  return stmt(db, `${LANE_SELECT} WHERE l.id = ?`).get(id) as LaneRow | undefined;
}

export function listLaneRows(db: Database.Database): LaneRow[] {
  return stmt(db, `${LANE_SELECT} ORDER BY l.number`).all() as LaneRow[];
}

export function insertLane(db: Database.Database, lane: { id: number; number: number; name: string }): void {
  stmt(db, 'INSERT INTO lanes (id, number, name) VALUES (@id, @number, @name)').run(lane);
}
