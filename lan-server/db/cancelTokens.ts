import type Database from 'better-sqlite3';
import { stmt } from './sql';

/** A stored cancel link: only the token's hash, the booking it may cancel, and when it stops working. */
export interface CancelTokenRow {
  token_hash: string;
  reservation_id: string;
  expires_at: string;
  used_at: string | null;
}

export function insertCancelToken(
  db: Database.Database,
  t: { hash: string; reservationId: string; createdAt: string; expiresAt: string },
): void {
  stmt(
    db,
    `INSERT INTO cancel_tokens (token_hash, reservation_id, purpose, created_at, expires_at)
     VALUES (?, ?, 'cancel_booking', ?, ?)`,
  ).run(t.hash, t.reservationId, t.createdAt, t.expiresAt);
}

export function findCancelToken(db: Database.Database, hash: string): CancelTokenRow | undefined {
  return stmt(
    db,
    `SELECT token_hash, reservation_id, expires_at, used_at FROM cancel_tokens
     WHERE token_hash = ? AND purpose = 'cancel_booking'`,
  ).get(hash) as CancelTokenRow | undefined;
}

/**
 * Spends every cancel link of the booking at once: a resent message carries its own token, and once the
 * booking is cancelled none of them may do anything again.
 */
export function useCancelTokens(db: Database.Database, reservationId: string, usedAtIso: string): void {
  stmt(db, 'UPDATE cancel_tokens SET used_at = ? WHERE reservation_id = ? AND used_at IS NULL').run(
    usedAtIso,
    reservationId,
  );
}
