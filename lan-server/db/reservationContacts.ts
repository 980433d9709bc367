import type Database from 'better-sqlite3';
import type { Reservation } from '../../shared/api/reservations';
import { ANONYMISED_NAME, emailKey, phoneDigits } from '../../shared/privacy/retention';
import type { CustomerQuery } from '../../shared/api/privacy';
import { toReservation, type ReservationRow } from './reservations';
import { stmt } from './sql';

/**
 * The personal data a booking holds — the customer's name, phone and e-mail — and how it is scrubbed:
 * the name becomes ANONYMISED_NAME, phone and e-mail become empty (NULL, what "no contact given"
 * already means), and `anonymised_at` records when. Lane, times, players, price and status stay, so the
 * venue's figures (bookings per night, takings) still add up years later.
 */

const SCRUB = `customer_name = @marker, contact_info = NULL, email_address = NULL, anonymised_at = @now`;

/** The retention job's statement for bookings: a range of `reservations_with_contact` (migration 008). */
export const ANONYMISE_RESERVATIONS_SQL = `UPDATE reservations SET ${SCRUB}
  WHERE rowid IN (SELECT rowid FROM reservations
                   WHERE anonymised_at IS NULL AND reserved_time < @cutoff LIMIT @limit)`;

/**
 * Anonymises at most `limit` bookings that started before `cutoffIso` and still carry contact details;
 * returns how many. Called in small batches so a first run over years of history never holds the
 * database (and the event loop) for long.
 */
export function anonymiseReservationsBefore(
  db: Database.Database,
  cutoffIso: string,
  nowIso: string,
  limit: number,
): number {
  return stmt(db, ANONYMISE_RESERVATIONS_SQL).run({
    marker: ANONYMISED_NAME,
    now: nowIso,
    cutoff: cutoffIso,
    limit,
  }).changes;
}

/** The ids of the bookings made with this e-mail address or phone number (see shared/privacy). */
export function reservationIdsFor(db: Database.Database, query: CustomerQuery): string[] {
  if (query.email) {
    return (
      stmt(
        db,
        'SELECT id FROM reservations WHERE lower(email_address) = ? AND email_address IS NOT NULL',
      ).all(emailKey(query.email)) as { id: string }[]
    ).map((r) => r.id);
  }
  const wanted = phoneDigits(query.phone ?? '');
  const withPhone = stmt(
    db,
    'SELECT id, contact_info FROM reservations INDEXED BY reservations_by_phone WHERE contact_info IS NOT NULL',
  ).all() as { id: string; contact_info: string }[];
  return withPhone.filter((r) => phoneDigits(r.contact_info) === wanted).map((r) => r.id);
}

export function reservationsByIds(db: Database.Database, ids: readonly string[]): Reservation[] {
  const byId = stmt(db, 'SELECT * FROM reservations WHERE id = ?');
  return ids
    .map((id) => byId.get(id) as ReservationRow | undefined)
    .filter((r): r is ReservationRow => r !== undefined)
    .map(toReservation)
    .sort((a, b) => a.reservedTime.localeCompare(b.reservedTime));
}

/**
 * Scrubs these bookings now (an erasure request), and the name on a lane still showing one of them.
 * Returns how many bookings changed.
 */
export function anonymiseReservations(db: Database.Database, ids: readonly string[], nowIso: string): number {
  const scrub = stmt(db, `UPDATE reservations SET ${SCRUB} WHERE id = @id`);
  const lane = stmt(
    db,
    'UPDATE lanes SET reserved_by = @marker WHERE reservation_id = @id AND reserved_by IS NOT NULL',
  );
  let changed = 0;
  for (const id of ids) {
    changed += scrub.run({ marker: ANONYMISED_NAME, now: nowIso, id }).changes;
    lane.run({ marker: ANONYMISED_NAME, id });
  }
  return changed;
}
