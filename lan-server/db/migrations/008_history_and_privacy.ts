import type { Migration } from './migration';

/**
 * Years of Friday nights: history at scale, and customers' data kept only as long as the venue chooses.
 *
 * History at scale — every query the lanes, availability and booking paths make stays indexed as the venue
 * piles up five years of rows (EXPLAIN QUERY PLAN before and after in docs/performance.md):
 * - A lane block query (lanes, availability, every booking's own check) asks for the active bookings
 *   overlapping a window. By end time alone (004) it read every active booking ending after the window's
 *   start — the whole future diary, months of it, for a one-hour booking check. No booking lasts longer than
 *   the longest booking length, so it also bounds the start from below, and this index on (start, end) of the
 *   active bookings reads only the window (db/laneBlocks.ts).
 * - The Reservations page's "recent completed" list sorted every completed booking ever made to show
 *   ten (over a second at five years); the partial index hands them over newest first.
 * - The overlap trigger asked "an active booking on this lane that starts before my end and ends after my
 *   start": by (lane, status, start) it walked every active booking the lane had before the new end — every
 *   never-claimed booking in the venue's history — and by end time it would walk the lane's whole future
 *   diary. It now also asks that the other booking started at most the longest booking length (180 minutes)
 *   before the new one, so the index range is bounded on both sides. To keep that bound true whatever writes
 *   the row, the same triggers refuse an active booking longer than 180 minutes (a data rule the booking
 *   rules already enforce, even under a staff override).
 * - A lane game's session lookup (lane, no tournament, started since the session began) walked every game
 *   the lane ever had; by (lane, started_at) it reads the newest.
 * - Live tournaments (not completed or cancelled) are a handful among hundreds finished: a partial index.
 *
 * Retention of personal data (UK GDPR storage limitation):
 * - settings.contact_retention_months: keep customers' contact details N months after the booking.
 * - reservations.anonymised_at: when a booking's name, phone and e-mail were replaced; the partial index
 *   holds only bookings still carrying contact details, so the daily job reads the due ones, not history.
 * - reservations by lower-case e-mail, and the phones still held (a phone search compares digits, so it
 *   reads this small index whole rather than the table), for erase and export requests.
 * - audit_log: who did what to personal data, when, and to how many bookings. It never holds the
 *   personal data itself (an erase that logged the address it erased would not have erased it).
 */
/**
 * One overlap trigger (the insert and the update one differ only in their event and in the update not
 * counting the row itself). Text fixed here, as a shipped migration's must be.
 */
function overlapTrigger(name: string, event: string, notItself: string): string {
  const longest = `strftime('%Y-%m-%dT%H:%M:%fZ', NEW.reserved_time, '+180 minutes')`;
  const earliest = `strftime('%Y-%m-%dT%H:%M:%fZ', NEW.reserved_time, '-180 minutes')`;
  return `CREATE TRIGGER ${name}
      BEFORE ${event} ON reservations
      WHEN NEW.status = 'active'
      BEGIN
        SELECT RAISE(ABORT, 'RESERVATION_TOO_LONG') WHERE NEW.end_time > ${longest};
        SELECT RAISE(ABORT, 'RESERVATION_OVERLAP')
        WHERE EXISTS (
          SELECT 1 FROM reservations r
          WHERE ${notItself} r.lane_id = NEW.lane_id AND r.status = 'active'
            AND r.reserved_time < NEW.end_time AND r.end_time > NEW.reserved_time
            AND r.reserved_time > ${earliest}
        );
      END;`;
}

export const historyAndPrivacy: Migration = {
  version: 8,
  name: 'history indexes, contact retention and audit log',
  up(db) {
    db.exec(`
      CREATE INDEX reservations_live_by_start ON reservations(reserved_time, end_time) WHERE status = 'active';
      CREATE INDEX reservations_completed_by_time ON reservations(reserved_time) WHERE status = 'completed';
      DROP TRIGGER reservations_no_overlap_insert;
      DROP TRIGGER reservations_no_overlap_update;
      ${overlapTrigger('reservations_no_overlap_insert', 'INSERT', '')}
      ${overlapTrigger(
        'reservations_no_overlap_update',
        'UPDATE OF lane_id, reserved_time, end_time, status',
        'r.id <> NEW.id AND',
      )}
      CREATE INDEX games_by_lane_start ON games(lane_id, started_at);
      CREATE INDEX tournaments_live ON tournaments(scheduled_date)
        WHERE status NOT IN ('completed', 'cancelled');

      ALTER TABLE settings ADD COLUMN contact_retention_months INTEGER NOT NULL DEFAULT 24
        CHECK (contact_retention_months >= 1);
      ALTER TABLE reservations ADD COLUMN anonymised_at TEXT;
      CREATE INDEX reservations_with_contact ON reservations(reserved_time) WHERE anonymised_at IS NULL;
      CREATE INDEX reservations_by_email ON reservations(lower(email_address))
        WHERE email_address IS NOT NULL;
      CREATE INDEX reservations_by_phone ON reservations(contact_info) WHERE contact_info IS NOT NULL;

      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('retention', 'erase', 'export')),
        detail TEXT NOT NULL,
        affected INTEGER NOT NULL CHECK (affected >= 0)
      ) STRICT;
      CREATE INDEX audit_log_by_time ON audit_log(at);
    `);
  },
};
