import type { Migration } from './migration';

/**
 * Holds for the group's booking page (docs/group-booking.md, 'Confirmed only when shown'). A booking asked
 * through the group page is first *held*: a reservation row with status 'held', written in the same immediate
 * transaction and by the same rules as any booking, that takes the slot but is not a booking — no e-mail, no
 * event to head office, not on the Reservations page — until the hub's word confirms it ('active') or
 * withdraws it (the row is deleted). `group_holds` remembers each request the hub named and what became of
 * it, so the hub's word is applied once however often it arrives, and a withdrawal that overtakes its own
 * question still refuses that question when it comes.
 *
 * A held row must take its slot exactly as an active one does, so the overlap triggers (last written by
 * migration 008; their text is repeated here with 'held' beside 'active') refuse any booking over a hold and
 * any hold over a booking, and lane blocks read held rows through their own small partial index.
 */
function overlapTrigger(name: string, event: string, notItself: string): string {
  const longest = `strftime('%Y-%m-%dT%H:%M:%fZ', NEW.reserved_time, '+180 minutes')`;
  const earliest = `strftime('%Y-%m-%dT%H:%M:%fZ', NEW.reserved_time, '-180 minutes')`;
  return `CREATE TRIGGER ${name}
      BEFORE ${event} ON reservations
      WHEN NEW.status IN ('active', 'held')
      BEGIN
        SELECT RAISE(ABORT, 'RESERVATION_TOO_LONG') WHERE NEW.end_time > ${longest};
        SELECT RAISE(ABORT, 'RESERVATION_OVERLAP')
        WHERE EXISTS (
          SELECT 1 FROM reservations r
          WHERE ${notItself} r.lane_id = NEW.lane_id AND r.status IN ('active', 'held')
            AND r.reserved_time < NEW.end_time AND r.end_time > NEW.reserved_time
            AND r.reserved_time > ${earliest}
        );
      END;`;
}

export const groupHolds: Migration = {
  version: 15,
  name: 'holds of the group booking page',
  up(db) {
    db.exec(`
      CREATE TABLE group_holds (
        request_id TEXT PRIMARY KEY,
        reservation_id TEXT,
        cancel_page TEXT,
        state TEXT NOT NULL CHECK (state IN ('held', 'confirmed', 'withdrawn')),
        made_at TEXT NOT NULL,
        settled_at TEXT
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX group_holds_settled ON group_holds(settled_at) WHERE state <> 'held';
      CREATE INDEX reservations_held_by_start ON reservations(reserved_time, end_time) WHERE status = 'held';
      DROP TRIGGER reservations_no_overlap_insert;
      DROP TRIGGER reservations_no_overlap_update;
      ${overlapTrigger('reservations_no_overlap_insert', 'INSERT', '')}
      ${overlapTrigger(
        'reservations_no_overlap_update',
        'UPDATE OF lane_id, reserved_time, end_time, status',
        'r.id <> NEW.id AND',
      )}
    `);
  },
};
