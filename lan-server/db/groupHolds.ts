import type Database from 'better-sqlite3';
import { stmt } from './sql';

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

/** What became of one booking request of the group page (migration 015). */
export type HoldState = 'held' | 'confirmed' | 'withdrawn';

export interface GroupHold {
  requestId: string;
  /** The held booking's id; null for a withdrawal that arrived before its question (or instead of it). */
  reservationId: string | null;
  /** Where the booking's cancel link will point once it is confirmed (the group page's cancel page). */
  cancelPage: string | null;
  state: HoldState;
}

interface HoldRow {
  request_id: string;
  reservation_id: string | null;
  cancel_page: string | null;
  state: HoldState;
}

export function findHold(db: Database.Database, requestId: string): GroupHold | null {
  const row = stmt(
    db,
    'SELECT request_id, reservation_id, cancel_page, state FROM group_holds WHERE request_id = ?',
  ).get(requestId) as HoldRow | undefined;
  return row
    ? {
        requestId: row.request_id,
        reservationId: row.reservation_id,
        cancelPage: row.cancel_page,
        state: row.state,
      }
    : null;
}

/** Remembers a request: a hold just made, or a withdrawal of a request whose question has not arrived. */
export function recordHold(db: Database.Database, hold: GroupHold, at: string): void {
  stmt(
    db,
    `INSERT INTO group_holds (request_id, reservation_id, cancel_page, state, made_at, settled_at)
     VALUES (@requestId, @reservationId, @cancelPage, @state, @at, CASE WHEN @state = 'held' THEN NULL ELSE @at END)`,
  ).run({ ...hold, at });
}

export function settleHold(
  db: Database.Database,
  requestId: string,
  state: 'confirmed' | 'withdrawn',
  at: string,
) {
  stmt(db, "UPDATE group_holds SET state = ?, settled_at = ? WHERE request_id = ? AND state = 'held'").run(
    state,
    at,
    requestId,
  );
}

/**
 * Forgets requests settled before `before`. Their questions are long answered: a NATS question lives no
 * longer than the connection that carries it, far less than the 30 days the relay keeps them.
 */
export function forgetSettledHolds(db: Database.Database, before: string): number {
  return stmt(db, "DELETE FROM group_holds WHERE state <> 'held' AND settled_at < ?").run(before).changes;
}
