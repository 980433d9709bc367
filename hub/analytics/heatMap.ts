import { z } from 'zod';
import type { HeatMap } from '../../shared/group/periodFigures';
import { daysIn, type Period } from '../../shared/group/periods';
import { num, type AllowedVenues, type Db } from './db';

const CellRow = z.object({ weekday: num, hour: num, minutes: num });

/**
 * A venue's weekday × hour picture over `period`: lane-hours sold in each hour of each weekday on its clock,
 * and lanes busy on average then (sold ÷ how many of that weekday the period holds). Null when the venue is
 * not among `allowed`. Reads one venue's rollup rows by its key: at most 24 a day.
 */
export async function heatMap(
  db: Db,
  period: Period,
  venueId: string,
  allowed: AllowedVenues,
): Promise<HeatMap | null> {
  if (!allowed.includes(venueId)) return null;
  const rows = (
    await db.query(
      `SELECT EXTRACT(ISODOW FROM local_day) AS weekday, hour, sum(minutes_sold) AS minutes
       FROM venue_hours WHERE venue_id = $1 AND local_day >= $2::date AND local_day < $3::date
       GROUP BY 1, 2`,
      [venueId, period.from, period.until],
    )
  ).rows as unknown[];
  const sold = new Map(
    rows.map((r) => {
      const row = CellRow.parse(r);
      return [`${row.weekday}:${row.hour}`, row.minutes / 60];
    }),
  );
  // How many of each weekday the period holds, counted on calendar dates (no zone is involved).
  const weekdays = new Map<number, number>();
  const first = Date.parse(`${period.from}T00:00:00Z`);
  for (let day = 0; day < daysIn(period); day += 1) {
    const weekday = new Date(first + day * 86_400_000).getUTCDay() || 7;
    weekdays.set(weekday, (weekdays.get(weekday) ?? 0) + 1);
  }
  const cells: HeatMap['cells'] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const hours = sold.get(`${weekday}:${hour}`) ?? 0;
      const times = weekdays.get(weekday) ?? 0;
      cells.push({
        weekday,
        hour,
        laneHoursSold: Math.round(hours * 100) / 100,
        averageLanesBusy: times > 0 ? Math.round((hours / times) * 100) / 100 : 0,
      });
    }
  }
  return { venueId, period: { kind: period.kind, from: period.from, until: period.until }, cells };
}
