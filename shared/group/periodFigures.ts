import { z } from 'zod';
import { utilisation } from './figures';
import { CURRENCIES } from '../api/settings';

/**
 * Head office's figures over any period (docs/venue-group.md#figures-over-any-period), as the hub answers them
 * (hub/analytics/): per venue in its own currency and on its own clock, the group's money per currency (a
 * pound is never added to a euro), each beside the same period last year.
 */
const Currency = z.enum(CURRENCIES);

export const Figures = z.object({
  bookings: z.number().int(),
  sessions: z.number().int(),
  laneHoursSold: z.number(),
  /** From the venue's heartbeats, day by day; days it sent none count nothing (see `daysOpenKnown`). */
  laneHoursOpen: z.number(),
  daysOpenKnown: z.number().int(),
  /** Sold ÷ open as a percentage, one decimal; null when no open lane-hours are known. */
  utilisation: z.number().nullable(),
  revenueMinor: z.number().int(),
  noShows: z.number().int(),
  tournaments: z.number().int(),
});
export type Figures = z.infer<typeof Figures>;

export const PeriodText = z.object({ kind: z.string(), from: z.string(), until: z.string() });

export const VenuePeriodFigures = z.object({
  venueId: z.string(),
  name: z.string(),
  currency: Currency,
  timezone: z.string(),
  figures: Figures,
  lastYear: Figures,
});
export type VenuePeriodFigures = z.infer<typeof VenuePeriodFigures>;

export const CurrencyRevenue = z.object({
  currency: Currency,
  venues: z.number().int(),
  revenueMinor: z.number().int(),
  lastYearMinor: z.number().int(),
});
export type CurrencyRevenue = z.infer<typeof CurrencyRevenue>;

/** The group's figures: every count summed, utilisation over the summed hours, revenue per currency. */
export const GroupPeriodFigures = z.object({
  period: PeriodText,
  lastYearPeriod: PeriodText,
  venues: z.array(VenuePeriodFigures),
  group: z.object({
    figures: Figures.omit({ revenueMinor: true }),
    lastYear: Figures.omit({ revenueMinor: true }),
    revenue: z.array(CurrencyRevenue),
  }),
});
export type GroupPeriodFigures = z.infer<typeof GroupPeriodFigures>;

/** The figures a ranking may order venues by. */
export const RankBy = z.enum([
  'revenue',
  'utilisation',
  'bookings',
  'sessions',
  'laneHoursSold',
  'noShows',
  'tournaments',
]);
export type RankBy = z.infer<typeof RankBy>;

export const HeatCell = z.object({
  /** 1 Monday … 7 Sunday, on the venue's clock. */
  weekday: z.number().int(),
  hour: z.number().int(),
  laneHoursSold: z.number(),
  /** Lanes busy on average in that hour of that weekday over the period (sold ÷ how many such hours it held). */
  averageLanesBusy: z.number(),
});
export const HeatMap = z.object({ venueId: z.string(), period: PeriodText, cells: z.array(HeatCell) });
export type HeatMap = z.infer<typeof HeatMap>;

export const TrendPoint = z.object({
  /** The bucket's first day (a week's Monday, a month's first). */
  from: z.string(),
  revenueMinor: z.number().int(),
  laneHoursSold: z.number(),
  laneHoursOpen: z.number(),
  utilisation: z.number().nullable(),
});
export type TrendPoint = z.infer<typeof TrendPoint>;
export const Trends = z.object({
  period: PeriodText,
  bucket: z.enum(['day', 'week', 'month']),
  venues: z.array(z.object({ venueId: z.string(), currency: Currency, points: z.array(TrendPoint) })),
  /** The group's line: utilisation over all venues' hours, revenue per currency. */
  group: z.array(
    z.object({
      from: z.string(),
      utilisation: z.number().nullable(),
      revenue: z.array(z.object({ currency: Currency, revenueMinor: z.number().int() })),
    }),
  ),
});
export type Trends = z.infer<typeof Trends>;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Figures from summed rollup columns. */
export function figuresOf(sums: {
  bookings: number;
  sessions: number;
  minutesSold: number;
  laneHoursOpen: number;
  daysOpenKnown: number;
  revenueMinor: number;
  noShows: number;
  tournaments: number;
}): Figures {
  return {
    bookings: sums.bookings,
    sessions: sums.sessions,
    laneHoursSold: hours(sums.minutesSold),
    laneHoursOpen: sums.laneHoursOpen,
    daysOpenKnown: sums.daysOpenKnown,
    utilisation: utilisation(sums.minutesSold / 60, sums.laneHoursOpen),
    revenueMinor: sums.revenueMinor,
    noShows: sums.noShows,
    tournaments: sums.tournaments,
  };
}
