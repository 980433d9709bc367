import { csvOf } from '../csv';
import type { CsvChart, Ranking } from './figuresApi';
import type { Figures, GroupPeriodFigures, HeatMap, Trends } from './periodFigures';

/**
 * Each chart's CSV export (docs/venue-group.md#exports): the rows its entry answers, one per venue (or bucket,
 * or heat-map cell), money in minor units as the answers carry it with the currency beside it.
 */
const FIGURE_COLUMNS = [
  'Bookings',
  'Sessions',
  'Lane-hours sold',
  'Lane-hours open',
  'Days open known',
  'Utilisation %',
  'Revenue (minor units)',
  'No-shows',
  'Tournaments',
] as const;
const figureCells = (f: Figures) => [
  f.bookings,
  f.sessions,
  f.laneHoursSold,
  f.laneHoursOpen,
  f.daysOpenKnown,
  f.utilisation,
  f.revenueMinor,
  f.noShows,
  f.tournaments,
];

function venueRows(venues: GroupPeriodFigures['venues'], period: { from: string; until: string }): string {
  return csvOf(
    [
      'Venue id',
      'Venue',
      'Currency',
      'From',
      'Until',
      ...FIGURE_COLUMNS,
      ...FIGURE_COLUMNS.map((c) => `${c} last year`),
    ],
    venues.map((v) => [
      v.venueId,
      v.name,
      v.currency,
      period.from,
      period.until,
      ...figureCells(v.figures),
      ...figureCells(v.lastYear),
    ]),
  );
}

export function figuresCsv(figures: GroupPeriodFigures): string {
  return venueRows(figures.venues, figures.period);
}

export function rankingCsv(ranking: Ranking): string {
  return venueRows(ranking.venues, ranking.period);
}

export function trendsCsv(trends: Trends): string {
  return csvOf(
    [
      'Venue id',
      'Currency',
      'From',
      'Revenue (minor units)',
      'Lane-hours sold',
      'Lane-hours open',
      'Utilisation %',
    ],
    trends.venues.flatMap((v) =>
      v.points.map((p) => [
        v.venueId,
        v.currency,
        p.from,
        p.revenueMinor,
        p.laneHoursSold,
        p.laneHoursOpen,
        p.utilisation,
      ]),
    ),
  );
}

export function heatMapCsv(map: HeatMap): string {
  return csvOf(
    ['Venue id', 'Weekday (1 = Monday)', 'Hour', 'Lane-hours sold', 'Average lanes busy'],
    map.cells.map((c) => [map.venueId, c.weekday, c.hour, c.laneHoursSold, c.averageLanesBusy]),
  );
}

/** The file's name: the chart and the period, e.g. `trends-2026-03-01-to-2026-03-31.csv`. */
export function csvFileName(
  chart: CsvChart,
  period: { from: string; until: string },
  venueId?: string,
): string {
  const venue = venueId ? `-${venueId.replace(/[^A-Za-z0-9_-]/g, '_')}` : '';
  return `${chart}${venue}-${period.from}-until-${period.until}.csv`;
}
