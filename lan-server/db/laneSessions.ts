import type Database from 'better-sqlite3';
import { stmt } from './sql';

/**
 * The lane writes: a session starting and ending, a rename, a status set by staff. Row reading and mapping
 * stay in lanes.ts; these are the only statements that change a lane's session columns.
 */

export interface SessionStart {
  laneId: number;
  startTime: string;
  sessionSeconds: number;
  players: string[];
  gameMode: string;
  sets: number;
  legs: number;
  currentFee: string;
  /** Set when the session was activated from a booking, so ending it completes that booking. */
  reservationId: string | null;
  reservedBy: string | null;
  reservedUntil: string | null;
  prepaidAmount: string;
}

export function writeSessionStart(db: Database.Database, s: SessionStart): void {
  stmt(
    db,
    `UPDATE lanes SET status = 'occupied', start_time = @startTime, session_duration = @sessionSeconds,
       duration = 0, players = @players, player_count = @playerCount, game_mode = @gameMode, sets = @sets,
       legs = @legs, current_fee = @currentFee, reservation_id = @reservationId, reserved_by = @reservedBy,
       reserved_until = @reservedUntil, prepaid_amount = @prepaidAmount
     WHERE id = @laneId`,
  ).run({ ...s, players: JSON.stringify(s.players), playerCount: s.players.length });
}

/**
 * Ends a session: the lane is free again and its session columns go back to their defaults, keeping the
 * elapsed seconds in `duration` (a lane's duration is the time played) and the game settings.
 */
export function writeSessionEnd(db: Database.Database, laneId: number, elapsedSeconds: number): void {
  stmt(
    db,
    `UPDATE lanes SET status = 'available', start_time = NULL, duration = @elapsed, players = '[]',
       player_count = 0, current_fee = '0.00', reservation_id = NULL, reserved_by = NULL,
       reserved_until = NULL, prepaid_amount = '0.00', session_duration = 3600
     WHERE id = @laneId`,
  ).run({ laneId, elapsed: Math.max(0, Math.round(elapsedSeconds)) });
}

export function writeLaneName(db: Database.Database, laneId: number, name: string): void {
  stmt(db, 'UPDATE lanes SET name = ? WHERE id = ?').run(name, laneId);
}

export function writeLaneStatus(db: Database.Database, laneId: number, status: string): void {
  stmt(db, 'UPDATE lanes SET status = ? WHERE id = ?').run(status, laneId);
}

/** The reservation a running session was activated from, if any. */
export function sessionReservationId(db: Database.Database, laneId: number): string | null {
  const row = stmt(db, 'SELECT reservation_id FROM lanes WHERE id = ?').get(laneId) as
    { reservation_id: string | null } | undefined;
  return row?.reservation_id ?? null;
}
