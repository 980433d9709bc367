import {
  figuresOf,
  type CurrencyRevenue,
  type Figures,
  type GroupPeriodFigures,
} from '../../shared/group/periodFigures';
import { lastYearOf, type Period } from '../../shared/group/periods';
import { utilisation } from '../../shared/group/figures';
import { num, visibleVenues, type AllowedVenues, type Db } from './db';
import { z } from 'zod';

const SumRow = z.object({
  venue_id: z.string(),
  bookings: num,
  sessions: num,
  minutes_sold: num,
  revenue_minor: num,
  no_shows: num,
  tournaments: num,
  lane_hours_open: num,
  days_open_known: num,
});

/**
 * Each allowed venue's sums over the local days `from` ≤ day < `until`: the rollup's hours and the days open.
 * Both read by their primary keys' leading columns (venue, day), so a venue's year is at most 8,784 rows.
 */
const SUMS_SQL = `
  SELECT v.venue_id,
    COALESCE(h.bookings, 0) AS bookings, COALESCE(h.sessions, 0) AS sessions,
    COALESCE(h.minutes_sold, 0) AS minutes_sold, COALESCE(h.revenue_minor, 0) AS revenue_minor,
    COALESCE(h.no_shows, 0) AS no_shows, COALESCE(h.tournaments, 0) AS tournaments,
    COALESCE(o.lane_hours_open, 0) AS lane_hours_open, COALESCE(o.days, 0) AS days_open_known
  FROM unnest($1::text[]) AS v(venue_id)
  LEFT JOIN (
    SELECT venue_id, sum(bookings) AS bookings, sum(sessions) AS sessions, sum(minutes_sold) AS minutes_sold,
      sum(revenue_minor) AS revenue_minor, sum(no_shows) AS no_shows, sum(tournaments) AS tournaments
    FROM venue_day_totals WHERE venue_id = ANY($1::text[]) AND local_day >= $2::date AND local_day < $3::date
    GROUP BY venue_id
  ) h USING (venue_id)
  LEFT JOIN (
    SELECT venue_id, sum(lane_hours_open) AS lane_hours_open, count(*) AS days
    FROM venue_days WHERE venue_id = ANY($1::text[]) AND local_day >= $2::date AND local_day < $3::date
    GROUP BY venue_id
  ) o USING (venue_id)`;

async function sums(db: Db, venueIds: string[], period: Period): Promise<Map<string, Figures>> {
  const rows = (await db.query(SUMS_SQL, [venueIds, period.from, period.until])).rows as unknown[];
  return new Map(
    rows.map((r) => {
      const row = SumRow.parse(r);
      return [
        row.venue_id,
        figuresOf({
          bookings: row.bookings,
          sessions: row.sessions,
          minutesSold: row.minutes_sold,
          laneHoursOpen: row.lane_hours_open,
          daysOpenKnown: row.days_open_known,
          revenueMinor: row.revenue_minor,
          noShows: row.no_shows,
          tournaments: row.tournaments,
        }),
      ];
    }),
  );
}

const EMPTY = figuresOf({
  bookings: 0,
  sessions: 0,
  minutesSold: 0,
  laneHoursOpen: 0,
  daysOpenKnown: 0,
  revenueMinor: 0,
  noShows: 0,
  tournaments: 0,
});

/** The group's counts summed over its venues; utilisation over the summed hours; money left out. */
function groupOf(all: Figures[]): Omit<Figures, 'revenueMinor'> {
  const add = (key: keyof Figures) => all.reduce((sum, f) => sum + (f[key] ?? 0), 0);
  const sold = Math.round(add('laneHoursSold') * 100) / 100;
  const open = add('laneHoursOpen');
  return {
    bookings: add('bookings'),
    sessions: add('sessions'),
    laneHoursSold: sold,
    laneHoursOpen: open,
    daysOpenKnown: add('daysOpenKnown'),
    utilisation: utilisation(sold, open),
    noShows: add('noShows'),
    tournaments: add('tournaments'),
  };
}

/**
 * Per allowed venue and for the group, the figures of `period` (local dates, each venue on its own clock) with
 * the same period last year beside them (shared/group/periods.ts says which). The group's revenue is one line
 * per currency.
 */
export async function periodFigures(
  db: Db,
  period: Period,
  allowed: AllowedVenues,
): Promise<GroupPeriodFigures> {
  const venues = await visibleVenues(db, allowed);
  const ids = venues.map((v) => v.venueId);
  const previous = lastYearOf(period);
  const [now, before] = await Promise.all([sums(db, ids, period), sums(db, ids, previous)]);
  const rows = venues.map((v) => ({
    ...v,
    figures: now.get(v.venueId) ?? EMPTY,
    lastYear: before.get(v.venueId) ?? EMPTY,
  }));
  const revenue = new Map<string, CurrencyRevenue>();
  for (const v of rows) {
    const line = revenue.get(v.currency) ?? {
      currency: v.currency,
      venues: 0,
      revenueMinor: 0,
      lastYearMinor: 0,
    };
    line.venues += 1;
    line.revenueMinor += v.figures.revenueMinor;
    line.lastYearMinor += v.lastYear.revenueMinor;
    revenue.set(v.currency, line);
  }
  const text = (p: Period) => ({ kind: p.kind, from: p.from, until: p.until });
  return {
    period: text(period),
    lastYearPeriod: text(previous),
    venues: rows,
    group: {
      figures: groupOf(rows.map((v) => v.figures)),
      lastYear: groupOf(rows.map((v) => v.lastYear)),
      revenue: [...revenue.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    },
  };
}
