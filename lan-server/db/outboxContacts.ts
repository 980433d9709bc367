import type Database from 'better-sqlite3';
import type { CustomerQuery } from '../../shared/api/privacy';
import { emailKey } from '../../shared/privacy/retention';
import { reservationIdsFor } from './reservationContacts';
import { stmt } from './sql';

/**
 * The personal data the e-mail outbox holds: the recipient's address, and a subject and a last error that may
 * echo the name or the address. Message bodies are not stored (they are composed from the booking when sent),
 * so scrubbing these three columns leaves nothing personal. A scrubbed row keeps its status, times and
 * message id, so the venue can still see that a confirmation went out; a message still queued is stopped,
 * since there is no longer anyone to send it to.
 */

const SCRUB = `recipient = '', subject = '', last_error = CASE WHEN status = 'queued'
  THEN @reason ELSE NULL END, status = CASE WHEN status = 'queued' THEN 'failed' ELSE status END`;

const RETENTION_REASON = 'Contact details removed under the retention setting';
const ERASE_REASON = "Contact details erased at the customer's request";

/** An outbox row as a subject access request hands it over. */
export interface OutboxRecord {
  id: string;
  kind: string;
  reservationId: string | null;
  recipient: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

/**
 * The retention job's statement for the outbox (it used to read every message ever sent joined to its
 * booking, 80-100 ms at five years, even when nothing was due). It now reads only what is due:
 * - a booking's messages through the bookings that still carry contact details and started before the
 *   cut-off — a range of the partial index `reservations_with_contact` (migration 008), which the
 *   reservations store empties in the same run, so a run with nothing due reads an empty range;
 * - test e-mails, which have no booking, through `outbox_tests_with_address` (migration 010);
 * - captains' fixtures e-mails, counted from when they were queued, through `outbox_league_with_address`
 *   (migration 020).
 * The outbox store runs before the reservations store (PERSONAL_DATA_STORES), so a booking is still in
 * that index while its messages are scrubbed. INDEXED BY makes a lost index an error, not a slow scan.
 */
export const ANONYMISE_OUTBOX_SQL = `UPDATE outbox SET ${SCRUB}
  WHERE id IN (
    SELECT o.id FROM reservations r INDEXED BY reservations_with_contact
      JOIN outbox o ON o.reservation_id = r.id AND o.kind = 'booking_confirmation'
     WHERE r.anonymised_at IS NULL AND r.reserved_time < @cutoff AND o.recipient <> ''
    UNION ALL
    SELECT id FROM outbox INDEXED BY outbox_tests_with_address
     WHERE kind = 'test' AND recipient <> '' AND created_at < @cutoff
    UNION ALL
    SELECT id FROM outbox INDEXED BY outbox_league_with_address
     WHERE kind = 'league_fixtures' AND recipient <> '' AND created_at < @cutoff
    LIMIT @limit)`;

/**
 * Scrubs at most `limit` messages about bookings that started before `cutoffIso` (a test or captain's
 * e-mail, which has no booking, counts from when it was queued); returns how many.
 */
export function anonymiseOutboxBefore(
  db: Database.Database,
  cutoffIso: string,
  _nowIso: string,
  limit: number,
): number {
  return stmt(db, ANONYMISE_OUTBOX_SQL).run({ cutoff: cutoffIso, limit, reason: RETENTION_REASON }).changes;
}

/** The ids of the messages sent to this address, or about this customer's bookings (e-mail or phone). */
function outboxIdsFor(db: Database.Database, query: CustomerQuery): string[] {
  const ids = new Set<string>();
  const byBooking = stmt(db, 'SELECT id FROM outbox WHERE reservation_id = ?');
  for (const reservationId of reservationIdsFor(db, query)) {
    for (const row of byBooking.all(reservationId) as { id: string }[]) ids.add(row.id);
  }
  if (query.email) {
    const rows = stmt(db, "SELECT id FROM outbox WHERE recipient <> '' AND lower(recipient) = ?").all(
      emailKey(query.email),
    ) as { id: string }[];
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

export function outboxRecordsFor(db: Database.Database, query: CustomerQuery): OutboxRecord[] {
  const byId = stmt(
    db,
    `SELECT id, kind, reservation_id AS reservationId, recipient, subject, status, created_at AS createdAt,
       sent_at AS sentAt FROM outbox WHERE id = ?`,
  );
  return outboxIdsFor(db, query)
    .map((id) => byId.get(id) as OutboxRecord | undefined)
    .filter((r): r is OutboxRecord => r !== undefined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Scrubs the customer's messages now (an erasure request); returns how many changed. */
export function eraseOutboxFor(db: Database.Database, query: CustomerQuery): number {
  const scrub = stmt(db, `UPDATE outbox SET ${SCRUB} WHERE id = @id AND recipient <> ''`);
  let changed = 0;
  for (const id of outboxIdsFor(db, query)) changed += scrub.run({ id, reason: ERASE_REASON }).changes;
  return changed;
}
