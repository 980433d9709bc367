import type Database from 'better-sqlite3';
import { stmt } from './sql';

/**
 * The group outbox (migrations 012 and 016): one row per event for head office, in `seq` order. Its
 * lifecycle (queued → sent, attempts, errors) is db/outboxLifecycle.ts's, as for every outbox table.
 * `dedupe_key` keeps an event that a job finds rather than a request makes (a booking's no-show) to one row.
 */
export interface GroupEventRow {
  seq: number;
  id: string;
  venueId: string;
  kind: string;
  body: string;
  occurredAt: string;
}

interface Row {
  seq: number;
  id: string;
  venue_id: string;
  kind: string;
  body: string;
  occurred_at: string;
}

/** Adds one event, queued (the group channel's record); with a `dedupeKey` already used, adds nothing. */
export function insertGroupEvent(
  db: Database.Database,
  e: {
    id: string;
    venueId: string;
    kind: string;
    body: string;
    occurredAt: string;
    dedupeKey: string | null;
  },
): boolean {
  return (
    stmt(
      db,
      `INSERT INTO group_outbox (id, venue_id, kind, body, occurred_at, dedupe_key, status, attempts, next_attempt_at, created_at)
       VALUES (@id, @venueId, @kind, @body, @occurredAt, @dedupeKey, 'queued', 0, @occurredAt, @occurredAt)
       ON CONFLICT DO NOTHING`,
    ).run(e).changes === 1
  );
}

export function findGroupEvent(db: Database.Database, id: string): GroupEventRow | undefined {
  const r = stmt(db, 'SELECT seq, id, venue_id, kind, body, occurred_at FROM group_outbox WHERE id = ?').get(
    id,
  ) as Row | undefined;
  return (
    r && { seq: r.seq, id: r.id, venueId: r.venue_id, kind: r.kind, body: r.body, occurredAt: r.occurred_at }
  );
}

/**
 * Bookings whose time ran out since `sinceIso` (the venue joined its group) with nobody claiming them —
 * no lane holds them — and not yet reported as a no-show: the oldest 100.
 */
export function unreportedNoShows(db: Database.Database, nowIso: string, sinceIso: string): string[] {
  const rows = stmt(
    db,
    `SELECT r.id FROM reservations r
      WHERE r.status = 'active' AND r.end_time <= ? AND r.end_time >= ?
        AND NOT EXISTS (SELECT 1 FROM lanes l WHERE l.reservation_id = r.id)
        AND NOT EXISTS (SELECT 1 FROM group_outbox o WHERE o.dedupe_key = 'no_show:' || r.id)
      ORDER BY r.end_time LIMIT 100`,
  ).all(nowIso, sinceIso) as { id: string }[];
  return rows.map((r) => r.id);
}
