import type Database from 'better-sqlite3';
import { isLanguage, type Language } from '../../shared/i18n/languages';
import * as z from 'zod/mini';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
} from '../../shared/api/reservations';
import type { ReservationWindow } from '../../shared/booking/reservationList';
import { LONGEST_BOOKING_MS } from './laneBlocks';
import { stmt } from './sql';

export interface ReservationRow {
  id: string;
  lane_id: number;
  customer_name: string;
  player_count: number;
  reserved_time: string;
  end_time: string;
  duration: number;
  prepaid_amount: string;
  contact_info: string | null;
  email_address: string | null;
  status: string;
  tournament_id: string | null;
  is_staff_override: number;
  override_reason: string | null;
  created_by: string | null;
  created_at: string;
}

const StoredStatus = z.enum(RESERVATION_STATUSES);

/**
 * A stored status read into the closed set; one this version does not know reads as cancelled (never blocks).
 * So does 'held', a hold of the group page (migration 015): it is not a booking, and no screen acts on it.
 */
function statusFrom(stored: string): ReservationStatus {
  const known = StoredStatus.safeParse(stored);
  return known.success ? known.data : 'cancelled';
}

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    laneId: row.lane_id,
    customerName: row.customer_name,
    playerCount: row.player_count,
    reservedTime: row.reserved_time,
    duration: row.duration,
    prepaidAmount: row.prepaid_amount,
    contactInfo: row.contact_info,
    emailAddress: row.email_address,
    status: statusFrom(row.status),
    tournamentId: row.tournament_id,
    isStaffOverride: row.is_staff_override === 1,
    overrideReason: row.override_reason,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** The columns a booking writes; end_time is stored so the overlap trigger and range queries need no maths. */
export interface ReservationWrite {
  laneId: number;
  customerName: string;
  playerCount: number;
  reservedTime: string;
  endTime: string;
  duration: number;
  prepaidAmount: string;
  contactInfo: string | null;
  emailAddress: string | null;
  isStaffOverride: boolean;
  overrideReason: string | null;
}

function params(w: ReservationWrite) {
  return {
    lane_id: w.laneId,
    customer_name: w.customerName,
    player_count: w.playerCount,
    reserved_time: w.reservedTime,
    end_time: w.endTime,
    duration: w.duration,
    prepaid_amount: w.prepaidAmount,
    contact_info: w.contactInfo,
    email_address: w.emailAddress,
    is_staff_override: w.isStaffOverride ? 1 : 0,
    override_reason: w.overrideReason,
  };
}

/**
 * Writes a new booking: 'active' (the default), or 'held' for one asked through the group page, which
 * takes its slot but is not a booking until the hub confirms it (services/groupHolds.ts).
 */
export function insertReservation(
  db: Database.Database,
  w: ReservationWrite & {
    id: string;
    createdBy: string | null;
    createdAt: string;
    status?: 'active' | 'held';
    /** The language the customer booked in: their e-mail and calendar file speak it (docs/i18n.md). */
    language?: Language;
  },
): void {
  stmt(
    db,
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
       prepaid_amount, contact_info, email_address, status, is_staff_override, override_reason, created_by, created_at, language)
     VALUES (@id, @lane_id, @customer_name, @player_count, @reserved_time, @end_time, @duration,
       @prepaid_amount, @contact_info, @email_address, @status, @is_staff_override, @override_reason, @created_by, @created_at,
       @language)`,
  ).run({
    ...params(w),
    id: w.id,
    status: w.status ?? 'active',
    created_by: w.createdBy,
    created_at: w.createdAt,
    language: w.language ?? 'en',
  });
}

/** The language a booking was made in ('en' for one made before languages, or by staff). */
export function reservationLanguage(db: Database.Database, id: string): Language {
  const row = stmt(db, 'SELECT language FROM reservations WHERE id = ?').get(id) as
    { language: string } | undefined;
  return isLanguage(row?.language) ? row.language : 'en';
}

/** Rewrites an active reservation's details in place (the edit); id, createdBy and createdAt are kept. */
export function updateReservation(db: Database.Database, id: string, w: ReservationWrite): void {
  stmt(
    db,
    `UPDATE reservations SET lane_id = @lane_id, customer_name = @customer_name, player_count = @player_count,
       reserved_time = @reserved_time, end_time = @end_time, duration = @duration, prepaid_amount = @prepaid_amount,
       contact_info = @contact_info, email_address = @email_address, is_staff_override = @is_staff_override,
       override_reason = @override_reason
     WHERE id = @id AND status = 'active'`,
  ).run({ ...params(w), id });
}

export function setReservationStatus(db: Database.Database, id: string, status: ReservationStatus): void {
  stmt(db, 'UPDATE reservations SET status = ? WHERE id = ?').run(status, id);
}

export function findReservation(db: Database.Database, id: string): Reservation | undefined {
  const row = stmt(db, 'SELECT * FROM reservations WHERE id = ?').get(id) as ReservationRow | undefined;
  return row && toReservation(row);
}

/**
 * What GET /api/reservations answers: the active reservations of one page of venue days — those that end
 * after the window's start and start before its end (shared/booking/reservationList.ts: from today, so
 * tonight's no-shows stay until the day is over and older unclaimed bookings are off the page, untouched
 * in the database) — and the most recent completed ones (the page shows 10; a few more lets it
 * choose). Cancelled rows stay in the database, not the list. Both queries read a window, never the years
 * of history nor the months of diary beyond the page.
 */
export function listReservations(
  db: Database.Database,
  window: ReservationWindow,
  completedLimit: number,
): Reservation[] {
  // No booking lasts longer than the longest bookable duration (the overlap trigger refuses more), so one
  // ending after the window's start started at most that long before it: the lower bound lets the partial
  // index of active bookings seek straight to the window instead of walking five years of no-shows.
  const earliestStart = new Date(window.start.getTime() - LONGEST_BOOKING_MS).toISOString();
  const active = stmt(
    db,
    `SELECT * FROM reservations INDEXED BY reservations_live_by_start
      WHERE status = 'active' AND reserved_time > ? AND reserved_time < ? AND end_time > ?
      ORDER BY reserved_time`,
  ).all(earliestStart, window.end.toISOString(), window.start.toISOString());
  const completed = stmt(
    db,
    // Named, because the planner would otherwise take the status index and sort years of bookings.
    `SELECT * FROM reservations INDEXED BY reservations_completed_by_time
      WHERE status = 'completed' ORDER BY reserved_time DESC LIMIT ?`,
  ).all(completedLimit);
  return [...(active as ReservationRow[]), ...(completed as ReservationRow[])].map(toReservation);
}

/**
 * The hub's word on a hold of the group page (services/groupHolds.ts): confirmed, the held row becomes an
 * active booking; withdrawn, it is deleted, since it never was a booking. Returns the held row as it was, or
 * null when `id` is not held (already settled, or never held).
 */
export function settleHeldReservation(
  db: Database.Database,
  id: string,
  outcome: 'confirmed' | 'withdrawn',
): Reservation | null {
  const row = stmt(db, "SELECT * FROM reservations WHERE id = ? AND status = 'held'").get(id) as
    ReservationRow | undefined;
  if (!row) return null;
  if (outcome === 'confirmed')
    stmt(db, "UPDATE reservations SET status = 'active' WHERE id = ? AND status = 'held'").run(id);
  else stmt(db, "DELETE FROM reservations WHERE id = ? AND status = 'held'").run(id);
  return toReservation(row);
}
