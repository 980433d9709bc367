import type Database from 'better-sqlite3';
import { stmt } from '../db/sql';

/** Notes, in the booking's own transaction, that it was made through the group page (migration 013). */
export function recordGroupBooking(db: Database.Database, reservationId: string, cancelPage: string): void {
  stmt(db, 'INSERT INTO group_bookings (reservation_id, cancel_page) VALUES (?, ?)').run(
    reservationId,
    cancelPage,
  );
}

/** The group page's cancel page for a booking made through it, or null for any other booking. */
export function groupCancelPageOf(db: Database.Database, reservationId: string): string | null {
  const row = stmt(db, 'SELECT cancel_page FROM group_bookings WHERE reservation_id = ?').get(
    reservationId,
  ) as { cancel_page: string } | undefined;
  return row?.cancel_page ?? null;
}
