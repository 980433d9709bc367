import type Database from 'better-sqlite3';
import { stmt } from '../db/sql';

/** The venue's membership of a group (migration 012), or none. */
export interface GroupLink {
  hubUrl: string;
  venueId: string;
  password: string;
  joinedAt: string;
}

interface LinkRow {
  hub_url: string;
  venue_id: string;
  password: string;
  joined_at: string;
}

export function readGroupLink(db: Database.Database): GroupLink | null {
  const row = stmt(db, 'SELECT hub_url, venue_id, password, joined_at FROM group_link WHERE id = 1').get() as
    LinkRow | undefined;
  return row
    ? { hubUrl: row.hub_url, venueId: row.venue_id, password: row.password, joinedAt: row.joined_at }
    : null;
}

export function writeGroupLink(db: Database.Database, link: GroupLink | null): void {
  if (!link) {
    stmt(db, 'DELETE FROM group_link').run();
    return;
  }
  stmt(
    db,
    `INSERT INTO group_link (id, hub_url, venue_id, password, joined_at) VALUES (1, @hubUrl, @venueId, @password, @joinedAt)
     ON CONFLICT(id) DO UPDATE SET hub_url = excluded.hub_url, venue_id = excluded.venue_id,
       password = excluded.password, joined_at = excluded.joined_at`,
  ).run(link);
}

export interface OutboxEvent {
  seq: number;
  id: string;
  venueId: string;
  kind: string;
  body: string;
  occurredAt: string;
}

interface OutboxRow {
  seq: number;
  id: string;
  venue_id: string;
  kind: string;
  body: string;
  occurred_at: string;
}

/** Adds one event; with a `dedupeKey` already used, adds nothing and answers false. */
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
      `INSERT INTO group_outbox (id, venue_id, kind, body, occurred_at, dedupe_key)
       VALUES (@id, @venueId, @kind, @body, @occurredAt, @dedupeKey) ON CONFLICT DO NOTHING`,
    ).run(e).changes === 1
  );
}

/** The oldest unsent events, in the order they were written. */
export function unsentGroupEvents(db: Database.Database, limit: number): OutboxEvent[] {
  const rows = stmt(
    db,
    `SELECT seq, id, venue_id, kind, body, occurred_at FROM group_outbox WHERE sent_at IS NULL ORDER BY seq LIMIT ?`,
  ).all(limit) as OutboxRow[];
  return rows.map((r) => ({
    seq: r.seq,
    id: r.id,
    venueId: r.venue_id,
    kind: r.kind,
    body: r.body,
    occurredAt: r.occurred_at,
  }));
}

export function markGroupEventsSent(db: Database.Database, seqs: readonly number[], sentAt: string): void {
  const mark = stmt(db, 'UPDATE group_outbox SET sent_at = ? WHERE seq = ? AND sent_at IS NULL');
  db.transaction(() => {
    for (const seq of seqs) mark.run(sentAt, seq);
  }).immediate();
}

export function countUnsentGroupEvents(db: Database.Database): number {
  const row = stmt(db, 'SELECT COUNT(*) AS n FROM group_outbox WHERE sent_at IS NULL').get() as { n: number };
  return row.n;
}

export function lastGroupEventSentAt(db: Database.Database): string | null {
  const row = stmt(db, 'SELECT MAX(sent_at) AS at FROM group_outbox').get() as { at: string | null };
  return row.at;
}
