import type Database from 'better-sqlite3';
import type { LaneBlock } from '../../shared/booking/laneBlock';
import { RESERVATION_DURATIONS } from '../../shared/api/reservationLimits';
import {
  leagueNightBlocks,
  reservationBlock,
  sessionBlock,
  tournamentBlocks,
} from '../../shared/booking/blocks';
import { nightsBetween } from './leagueSeasons';
import { parseJson, stmt } from './sql';

/** The longest booking the overlap trigger allows: a lower bound for every window query on active bookings. */
export const LONGEST_BOOKING_MS = Math.max(...RESERVATION_DURATIONS) * 60_000;

interface BlockRow {
  id: string;
  lane_id: number;
  customer_name: string;
  player_count: number;
  prepaid_amount: string;
  reserved_time: string;
  duration: number;
}

/** How staff screens name a hold: the customer, marked as not yet a booking. */
export function heldName(customerName: string): string {
  return `${customerName} (not yet confirmed)`;
}

/** A booking's block; a hold's names the customer as not yet confirmed and carries no booking id. */
function blockOf(r: BlockRow, held: boolean): LaneBlock | null {
  const block = reservationBlock({
    id: r.id,
    laneId: r.lane_id,
    reservedTime: r.reserved_time,
    duration: r.duration,
    status: 'active',
    customerName: held ? heldName(r.customer_name) : r.customer_name,
    playerCount: r.player_count,
    prepaidAmount: r.prepaid_amount,
  });
  if (!block || !held) return block;
  const { reservationId: _noBookingYet, ...hold } = block;
  return hold;
}

/**
 * Every block that touches [fromIso, toIso) on any lane, built by the same rules the calendar uses
 * (shared/booking/blocks.ts) from the rows an indexed window reads: active reservations and the group page's
 * holds, tournaments that are not completed or cancelled (on each of their selected lanes), league nights (on
 * each of their season's lanes), and running lane
 * sessions. The window lets callers ask for one venue day (lanes, availability) or a month (calendar dots) in
 * one query each.
 */
export function laneBlocksBetween(db: Database.Database, fromIso: string, toIso: string): LaneBlock[] {
  const blocks: LaneBlock[] = [];

  // No booking lasts longer than the longest booking length (a data rule even a staff override keeps), so one
  // that overlaps the window started at most that long before it: both ends of the index range are bounded,
  // and the query reads the window, not the venue's whole future diary (migration 008).
  const earliestStart = new Date(Date.parse(fromIso) - LONGEST_BOOKING_MS).toISOString();
  const window = [earliestStart, toIso, fromIso] as const;
  const reservations = stmt(
    db,
    `SELECT id, lane_id, customer_name, player_count, prepaid_amount, reserved_time, duration
       FROM reservations INDEXED BY reservations_live_by_start
      WHERE status = 'active' AND reserved_time >= ? AND reserved_time < ? AND end_time > ?
      ORDER BY reserved_time`,
  ).all(...window) as BlockRow[];
  // A hold of the group page takes its slot like a booking (migration 015) and says so on staff screens;
  // it carries no booking id: until the hub confirms it there is no booking to start or edit.
  const holds = stmt(
    db,
    `SELECT id, lane_id, customer_name, player_count, prepaid_amount, reserved_time, duration
       FROM reservations INDEXED BY reservations_held_by_start
      WHERE status = 'held' AND reserved_time >= ? AND reserved_time < ? AND end_time > ?`,
  ).all(...window) as BlockRow[];
  for (const [rows, held] of [
    [reservations, false],
    [holds, true],
  ] as const) {
    for (const r of rows) {
      const block = blockOf(r, held);
      if (block) blocks.push(block);
    }
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
    const lanes = tournamentBlocks({
      id: t.id,
      name: t.name,
      status: 'setup',
      selectedLanes: parseJson<number[]>(t.selected_lanes, []),
      scheduledDate: t.scheduled_date,
      duration: t.duration,
    });
    blocks.push(...lanes.filter((block) => block.end > fromIso));
  }

  // League nights take their season's lanes like a tournament (docs/league-nights.md).
  for (const night of nightsBetween(db, fromIso, toIso)) {
    blocks.push(...leagueNightBlocks({ ...night, name: `${night.leagueName} — ${night.seasonName}` }));
  }

  const sessions = stmt(
    db,
    `SELECT id, start_time, session_duration FROM lanes WHERE status = 'occupied' AND start_time IS NOT NULL`,
  ).all() as { id: number; start_time: string; session_duration: number }[];
  for (const s of sessions) {
    const block = sessionBlock({
      id: s.id,
      status: 'occupied',
      startTime: s.start_time,
      sessionDuration: s.session_duration,
    });
    if (block && block.start < toIso && block.end > fromIso) blocks.push(block);
  }
  return blocks;
}
