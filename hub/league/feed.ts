import type { Pool, PoolClient } from 'pg';
import { LeagueFeedEntry, type LeagueChange } from '../../shared/group/groupLeague';

type Db = Pool | PoolClient;

/**
 * Each hosting venue's feed (docs/venue-group.md, "A league across the group"): the changes head office
 * tells the venue, numbered 1, 2, 3 … per venue with no gap. Written inside the caller's transaction, so the
 * change and its entries commit together or not at all; the venue's counter row is locked while numbering,
 * so two transactions writing to one venue's feed take their numbers one after the other.
 */
export async function appendFeed(
  db: PoolClient,
  venueId: string,
  leagueId: string,
  changes: readonly LeagueChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.query('INSERT INTO group_league_feed_venues (venue_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    venueId,
  ]);
  const counted = await db.query<{ written: string }>(
    'UPDATE group_league_feed_venues SET written = written + $2 WHERE venue_id = $1 RETURNING written',
    [venueId, changes.length],
  );
  const last = Number(counted.rows[0]?.written ?? 0);
  const first = last - changes.length + 1;
  await db.query(
    `INSERT INTO group_league_feed (venue_id, number, league_id, change)
     SELECT $1, n, $2, c FROM unnest($3::bigint[], $4::jsonb[]) AS t(n, c)`,
    [venueId, leagueId, changes.map((_, i) => first + i), changes.map((c) => JSON.stringify(c))],
  );
}

/** Where a venue's feed stands: written through, applied through. */
export interface FeedPosition {
  venueId: string;
  written: number;
  appliedThrough: number;
}

/** The venues with entries beyond what they applied. */
export async function venuesBehind(db: Db): Promise<FeedPosition[]> {
  const res = await db.query<{ venue_id: string; written: string; applied_through: string }>(
    `SELECT venue_id, written, applied_through FROM group_league_feed_venues
      WHERE written > applied_through ORDER BY venue_id`,
  );
  return res.rows.map((r) => ({
    venueId: r.venue_id,
    written: Number(r.written),
    appliedThrough: Number(r.applied_through),
  }));
}

/** The next entries of a venue's feed after `after`, in order (at most `limit`). */
export async function entriesAfter(
  db: Db,
  venueId: string,
  after: number,
  limit: number,
): Promise<LeagueFeedEntry[]> {
  const res = await db.query<{ number: string; change: unknown }>(
    `SELECT number, change FROM group_league_feed WHERE venue_id = $1 AND number > $2 ORDER BY number LIMIT $3`,
    [venueId, after, limit],
  );
  return res.rows.map((r) => LeagueFeedEntry.parse({ number: Number(r.number), change: r.change }));
}

/**
 * What the venue answered: the number it has applied through, which is its word on where it stands (a venue
 * restored from an older copy is sent its entries again from there); a number beyond what was written is
 * not believed. Answers `reached`.
 */
export async function recordApplied(db: Db, venueId: string, appliedThrough: number): Promise<number> {
  const res = await db.query<{ applied_through: string }>(
    `UPDATE group_league_feed_venues SET applied_through = LEAST($2::bigint, written), answered_at = now()
      WHERE venue_id = $1 RETURNING applied_through`,
    [venueId, appliedThrough],
  );
  return Number(res.rows[0]?.applied_through ?? 0);
}
