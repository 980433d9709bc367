import type { Pool } from 'pg';
import { z } from 'zod';
import { OFFLINE_AFTER_MS } from '../shared/group/events';
import {
  utilisation,
  type GroupLeaderboard,
  type GroupLeaderboardEntry,
  type HeadOffice,
  type PeriodFigures,
  type VenueFigures,
} from '../shared/group/figures';
import { CURRENCIES } from '../shared/api/settings';

const num = z.coerce.number();
const when = z.union([z.date(), z.null()]).transform((d) => (d === null ? null : d.toISOString()));

const VenueRow = z.object({
  venue_id: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  timezone: z.string(),
  queued: num,
  last_event_at: when,
  last_heartbeat_at: when,
  period: z.enum(['today', 'week']),
  lane_hours_open: num,
  bookings: num,
  sessions: num,
  minutes_sold: num,
  revenue_minor: num,
  no_shows: num,
});

/**
 * Per venue and period (today, this week from Monday), in the venue's own zone: bookings starting in it (not
 * cancelled), sessions started, lane-hours sold (sessions' booked time and unclaimed bookings') against
 * lane-hours open (from the venue's heartbeat), revenue and no-shows.
 *
 * Revenue is money taken in the period, each pound once (the rule is shared/group/takings.ts, written into
 * `takings` as events arrive; docs/venue-group.md#revenue): a booking's prepayment when it was paid, the rest
 * of a session's fee (its fee less that prepayment, never below nothing) when the session ended, and a
 * cancelled booking's prepayment given back on the day it was cancelled; a no-show keeps its prepayment.
 * A booking prepaid £5 and played as a £15 session is £15: £5 when booked, £10 when it ended.
 */
const FIGURES_SQL = `
  WITH v AS (
    SELECT venues.*, (now() - last_heartbeat_at) AS quiet,
      (date_trunc('day', $1::timestamptz AT TIME ZONE timezone) AT TIME ZONE timezone) AS day_start,
      ((date_trunc('day', $1::timestamptz AT TIME ZONE timezone) + interval '1 day') AT TIME ZONE timezone) AS day_end,
      (date_trunc('week', $1::timestamptz AT TIME ZONE timezone) AT TIME ZONE timezone) AS week_start,
      ((date_trunc('week', $1::timestamptz AT TIME ZONE timezone) + interval '7 days') AT TIME ZONE timezone) AS week_end
    FROM venues WHERE venue_id = ANY($2::text[])
  ), p AS (
    SELECT v.*, 'today' AS period, day_start AS p_from, day_end AS p_to, lane_hours_open_today AS lane_hours_open FROM v
    UNION ALL
    SELECT v.*, 'week', week_start, week_end, lane_hours_open_week FROM v
  )
  SELECT p.venue_id, p.name, p.currency, p.timezone, p.queued, p.last_event_at, p.last_heartbeat_at, p.period,
    p.lane_hours_open,
    (SELECT count(*) FROM bookings b WHERE b.venue_id = p.venue_id AND b.status <> 'cancelled'
       AND b.start_at >= p.p_from AND b.start_at < p.p_to) AS bookings,
    (SELECT count(*) FROM sessions s WHERE s.venue_id = p.venue_id
       AND s.started_at >= p.p_from AND s.started_at < p.p_to) AS sessions,
    (SELECT COALESCE(sum(s.booked_minutes), 0) FROM sessions s WHERE s.venue_id = p.venue_id
       AND s.started_at >= p.p_from AND s.started_at < p.p_to)
    + (SELECT COALESCE(sum(EXTRACT(EPOCH FROM (b.end_at - b.start_at)) / 60), 0) FROM bookings b
       WHERE b.venue_id = p.venue_id AND b.status IN ('active', 'no_show')
       AND b.start_at >= p.p_from AND b.start_at < p.p_to) AS minutes_sold,
    (SELECT COALESCE(sum(t.amount_minor), 0) FROM takings t WHERE t.venue_id = p.venue_id
       AND t.taken_at >= p.p_from AND t.taken_at < p.p_to) AS revenue_minor,
    (SELECT count(*) FROM bookings b WHERE b.venue_id = p.venue_id AND b.status = 'no_show'
       AND b.start_at >= p.p_from AND b.start_at < p.p_to) AS no_shows
  FROM p ORDER BY p.venue_id, p.period`;

const LeaderRow = z.object({
  name: z.string(),
  venue_id: z.string(),
  venue_name: z.string(),
  lane_number: num,
  value: num,
  column_name: z.enum(['highestCheckout', 'mostOneEighties', 'bestAverage']),
});

/**
 * The leaderboard of the venues a person may see from what they sent (only players who allowed it): the best
 * five per column over a window — tonight (each venue's own night, which turns over at 06:00 in its zone) or this calendar month.
 */
const LEADERBOARD_SQL = `
  WITH e AS (
    SELECT l.*, v.name AS venue_name FROM leaderboard_entries l JOIN venues v USING (venue_id)
    WHERE l.venue_id = ANY($3::text[]) AND CASE WHEN $2 = 'tonight'
      THEN date_trunc('day', (l.finished_at AT TIME ZONE v.timezone) - interval '6 hours')
         = date_trunc('day', ($1::timestamptz AT TIME ZONE v.timezone) - interval '6 hours')
      ELSE date_trunc('month', l.finished_at AT TIME ZONE v.timezone) = date_trunc('month', $1::timestamptz AT TIME ZONE v.timezone)
    END
  ), c AS (
    SELECT 'highestCheckout' AS column_name, name, venue_id, venue_name, lane_number, highest_checkout::numeric AS value, finished_at
      FROM e WHERE highest_checkout > 0
    UNION ALL
    SELECT 'mostOneEighties', name, venue_id, venue_name, lane_number, one_eighties, finished_at FROM e WHERE one_eighties > 0
    UNION ALL
    SELECT 'bestAverage', name, venue_id, venue_name, lane_number, average, finished_at FROM e WHERE average > 0
  ), r AS (
    SELECT c.*, row_number() OVER (PARTITION BY column_name ORDER BY value DESC, finished_at, name) AS place FROM c
  )
  SELECT column_name, name, venue_id, venue_name, lane_number, value FROM r WHERE place <= 5
  ORDER BY column_name, place`;

export async function leaderboard(
  pool: Pool,
  at: Date,
  window: 'tonight' | 'month',
  allowed: readonly string[],
): Promise<GroupLeaderboard> {
  const board: GroupLeaderboard = { highestCheckout: [], mostOneEighties: [], bestAverage: [] };
  for (const raw of (await pool.query(LEADERBOARD_SQL, [at.toISOString(), window, allowed])).rows) {
    const row = LeaderRow.parse(raw);
    const entry: GroupLeaderboardEntry = {
      name: row.name,
      venueId: row.venue_id,
      venueName: row.venue_name,
      laneNumber: row.lane_number,
      value: row.value,
    };
    board[row.column_name].push(entry);
  }
  return board;
}

/**
 * Head office's figures of the `allowed` venues (an account's: shared/group/accounts.ts) as at `at` (now,
 * unless a test or a report asks about another moment).
 */
export async function headOffice(
  pool: Pool,
  allowed: readonly string[],
  at: Date = new Date(),
): Promise<HeadOffice> {
  const rows = (await pool.query(FIGURES_SQL, [at.toISOString(), allowed])).rows.map((r: unknown) =>
    VenueRow.parse(r),
  );
  const venues = new Map<string, VenueFigures>();
  for (const row of rows) {
    const period: PeriodFigures = {
      bookings: row.bookings,
      sessions: row.sessions,
      laneHoursSold: Math.round((row.minutes_sold / 60) * 100) / 100,
      laneHoursOpen: row.lane_hours_open,
      utilisation: utilisation(row.minutes_sold / 60, row.lane_hours_open),
      revenueMinor: row.revenue_minor,
      noShows: row.no_shows,
    };
    const heard = row.last_heartbeat_at;
    const venue = venues.get(row.venue_id) ?? {
      venueId: row.venue_id,
      name: row.name || row.venue_id,
      currency: row.currency,
      timezone: row.timezone,
      online: heard !== null && Date.now() - Date.parse(heard) < OFFLINE_AFTER_MS,
      lastEventAt: row.last_event_at,
      lastHeartbeatAt: row.last_heartbeat_at,
      queued: row.queued,
      today: period,
      week: period,
    };
    venues.set(row.venue_id, { ...venue, [row.period]: period });
  }
  return {
    at: at.toISOString(),
    venues: [...venues.values()],
    leaderboard: {
      tonight: await leaderboard(pool, at, 'tonight', allowed),
      month: await leaderboard(pool, at, 'month', allowed),
    },
  };
}
