import type { Pool } from 'pg';
import { z } from 'zod';
import type { VenuePage } from '../shared/group/figuresApi';
import type { Period } from '../shared/group/periods';
import { linkHealth } from './analytics/alerts';
import { visibleVenues, type AllowedVenues } from './analytics/db';
import { trends } from './analytics/trends';
import { leaderboard } from './figures';

/** How many of a venue's latest tournaments its page lists. */
const RECENT_TOURNAMENTS = 10;

const TournamentRow = z.object({
  tournament_id: z.string(),
  format: z.string(),
  player_count: z.coerce.number(),
  finished_at: z.date(),
});

/**
 * A venue's own page (docs/venue-group.md#the-endpoints, `figures.venue`): its trends over `period`, its link's health, its
 * latest tournaments (by the `tournaments_by_time` index) and its own leaderboard tonight and this month. Null
 * when the venue is not among `allowed` or head office has never heard of it.
 */
export async function venuePage(
  pool: Pool,
  period: Period,
  venueId: string,
  allowed: AllowedVenues,
): Promise<VenuePage | null> {
  if (!allowed.includes(venueId)) return null;
  const [venue] = await visibleVenues(pool, [venueId]);
  const link = await linkHealth(pool, venueId, allowed);
  if (!venue || !link) return null;
  const only = [venueId];
  const at = new Date();
  const [venueTrends, tournaments, tonight, month] = await Promise.all([
    trends(pool, period, only),
    pool.query(
      `SELECT tournament_id::text, format, player_count, finished_at FROM tournaments
       WHERE venue_id = $1 ORDER BY finished_at DESC LIMIT $2`,
      [venueId, RECENT_TOURNAMENTS],
    ),
    leaderboard(pool, at, 'tonight', only),
    leaderboard(pool, at, 'month', only),
  ]);
  return {
    ...venue,
    trends: venueTrends,
    link,
    tournaments: (tournaments.rows as unknown[]).map((r) => {
      const row = TournamentRow.parse(r);
      return {
        tournamentId: row.tournament_id,
        format: row.format,
        playerCount: row.player_count,
        finishedAt: row.finished_at.toISOString(),
      };
    }),
    leaderboard: { tonight, month },
  };
}
