import { z } from 'zod';
import { utilisation } from '../../shared/group/figures';
import type { TrendPoint, Trends } from '../../shared/group/periodFigures';
import { bucketOf, bucketsOf, type Bucket, type Period } from '../../shared/group/periods';
import { num, visibleVenues, type AllowedVenues, type Db } from './db';
import type { Currency } from '../../shared/api/settings';

const Row = z.object({ venue_id: z.string(), bucket: z.string(), minutes: num, revenue: num, open: num });

/**
 * Per allowed venue and bucket (day, week or month: shared/group/periods.ts `bucketOf`), money taken and
 * lane-hours sold from the daily rollup (`venue_day_totals`, kept from `venue_hours` by a trigger: 365 rows a
 * venue for a year), lane-hours open from the days its heartbeats reported.
 */
const TRENDS_SQL = `
  WITH sold AS (
    SELECT venue_id, date_trunc($4, local_day)::date AS bucket, sum(minutes_sold) AS minutes, sum(revenue_minor) AS revenue
    FROM venue_day_totals WHERE venue_id = ANY($1::text[]) AND local_day >= $2::date AND local_day < $3::date
    GROUP BY 1, 2
  ), open AS (
    SELECT venue_id, date_trunc($4, local_day)::date AS bucket, sum(lane_hours_open) AS open
    FROM venue_days WHERE venue_id = ANY($1::text[]) AND local_day >= $2::date AND local_day < $3::date
    GROUP BY 1, 2
  )
  SELECT venue_id, to_char(bucket, 'YYYY-MM-DD') AS bucket, COALESCE(minutes, 0) AS minutes,
    COALESCE(revenue, 0) AS revenue, COALESCE(open, 0) AS open
  FROM sold FULL JOIN open USING (venue_id, bucket)`;

/** Revenue and utilisation over `period`, per allowed venue and for the group (revenue per currency). */
export async function trends(
  db: Db,
  period: Period,
  allowed: AllowedVenues,
  bucket: Bucket = bucketOf(period),
): Promise<Trends> {
  const venues = await visibleVenues(db, allowed);
  const ids = venues.map((v) => v.venueId);
  const rows = ((await db.query(TRENDS_SQL, [ids, period.from, period.until, bucket])).rows as unknown[]).map(
    (r) => Row.parse(r),
  );
  const byKey = new Map(rows.map((r) => [`${r.venue_id}|${r.bucket}`, r]));
  const starts = bucketsOf(period, bucket);
  const perVenue = venues.map((v) => ({
    venueId: v.venueId,
    currency: v.currency,
    points: starts.map((from): TrendPoint => {
      const row = byKey.get(`${v.venueId}|${from}`);
      const minutes = row?.minutes ?? 0;
      const open = row?.open ?? 0;
      return {
        from,
        revenueMinor: row?.revenue ?? 0,
        laneHoursSold: Math.round((minutes / 60) * 100) / 100,
        laneHoursOpen: open,
        utilisation: utilisation(minutes / 60, open),
      };
    }),
  }));
  const group = starts.map((from, i) => {
    let sold = 0;
    let open = 0;
    const revenue = new Map<Currency, number>();
    for (const v of perVenue) {
      const p = v.points[i];
      if (!p) continue;
      sold += p.laneHoursSold;
      open += p.laneHoursOpen;
      revenue.set(v.currency, (revenue.get(v.currency) ?? 0) + p.revenueMinor);
    }
    return {
      from,
      utilisation: utilisation(sold, open),
      revenue: [...revenue.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, revenueMinor]) => ({ currency, revenueMinor })),
    };
  });
  return {
    period: { kind: period.kind, from: period.from, until: period.until },
    bucket,
    venues: perVenue,
    group,
  };
}
