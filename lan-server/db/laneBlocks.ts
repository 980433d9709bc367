import type Database from 'better-sqlite3';
import type { LaneBlock } from '../../shared/booking/laneBlock';
import { RESERVATION_DURATIONS } from '../../shared/booking/reservationLimits';
import { parseJson, stmt } from './sql';

/** SPEC §9: lane blocking for tournaments assumes 2 hours when a tournament has no duration. */
export const DEFAULT_TOURNAMENT_BLOCK_HOURS = 2;

/** The longest booking the overlap trigger allows: a lower bound for every window query on active bookings. */
export const LONGEST_BOOKING_MS = Math.max(...RESERVATION_DURATIONS) * 60_000;

/**
 * Every block that touches [fromIso, toIso) on any lane: active reservations, tournaments that are not
 * completed or cancelled (on each of their selected lanes), and running lane sessions. The window lets
 * callers ask for one venue day (lanes, availability) or a month (calendar dots) in one query each.
 */
export function laneBlocksBetween(db: Database.Database, fromIso: string, toIso: string): LaneBlock[] {
  const blocks: LaneBlock[] = [];

  // No booking lasts longer than the longest SPEC duration (a data rule even a staff override keeps), so
  // one that overlaps the window started at most that long before it: both ends of the index range are
  // bounded, and the query reads the window, not the venue's whole future diary (migration 008).
  const earliestStart = new Date(Date.parse(fromIso) - LONGEST_BOOKING_MS).toISOString();
  const reservations = stmt(
    db,
    `SELECT id, lane_id, customer_name, player_count, prepaid_amount, reserved_time, end_time
       FROM reservations INDEXED BY reservations_live_by_start
      WHERE status = 'active' AND reserved_time >= ? AND reserved_time < ? AND end_time > ?
      ORDER BY reserved_time`,
  ).all(earliestStart, toIso, fromIso) as {
    id: string;
    lane_id: number;
    customer_name: string;
    player_count: number;
    prepaid_amount: string;
    reserved_time: string;
    end_time: string;
  }[];
  for (const r of reservations) {
    blocks.push({
      laneId: r.lane_id,
      kind: 'reservation',
      start: r.reserved_time,
      end: r.end_time,
      customerName: r.customer_name,
      playerCount: r.player_count,
      prepaidAmount: r.prepaid_amount,
      reservationId: r.id,
    });
  }

  const tournaments = stmt(
    db,
    `SELECT id, name, selected_lanes, scheduled_date, duration FROM tournaments
      WHERE status NOT IN ('completed', 'cancelled') AND scheduled_date IS NOT NULL AND scheduled_date < ?`,
  ).all(toIso) as {
    id: string;
    name: string;
    selected_lanes: string;
    scheduled_date: string;
    duration: number;
  }[];
  for (const t of tournaments) {
    const hours = t.duration > 0 ? t.duration : DEFAULT_TOURNAMENT_BLOCK_HOURS;
    const start = new Date(t.scheduled_date);
    const end = new Date(start.getTime() + hours * 3_600_000).toISOString();
    if (end <= fromIso) continue;
    for (const laneId of parseJson<number[]>(t.selected_lanes, [])) {
      blocks.push({
        laneId,
        kind: 'tournament',
        start: start.toISOString(),
        end,
        tournamentId: t.id,
        tournamentName: t.name,
      });
    }
  }

  const sessions = stmt(
    db,
    `SELECT id, start_time, session_duration FROM lanes WHERE status = 'occupied' AND start_time IS NOT NULL`,
  ).all() as { id: number; start_time: string; session_duration: number }[];
  for (const s of sessions) {
    const end = new Date(new Date(s.start_time).getTime() + s.session_duration * 1000).toISOString();
    if (s.start_time < toIso && end > fromIso) {
      blocks.push({ laneId: s.id, kind: 'session', start: s.start_time, end });
    }
  }
  return blocks;
}
