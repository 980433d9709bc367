import type Database from 'better-sqlite3';
import { stmt } from './sql';

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
