import { DateTime } from 'luxon';
import { z } from 'zod';
import { isVenueDate, type VenueDate } from '../time/venueTime';

/**
 * Head office's periods (docs/venue-group.md#periods). A period is a run of **calendar days on each venue's own
 * clock**: "the week of 30 March 2026" is Monday to Sunday in London for a London venue and in New York for a
 * New York one, each from its own midnight to its own midnight. So a period resolves to local dates, the same
 * for every venue, and only turns into instants (and a length in hours: 167 or 169 in a week the clocks change)
 * in a venue's zone. Nothing here reads the clock: callers pass the date.
 */
export const PeriodKind = z.enum(['day', 'week', 'month', 'year', 'custom']);
export type PeriodKind = z.infer<typeof PeriodKind>;

const LocalDate = z.string().refine(isVenueDate, 'must be a date, YYYY-MM-DD');

/** What a person asks for: a kind and a date inside it, or a custom range of days (both ends included). */
export const PeriodAsked = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['day', 'week', 'month', 'year']), date: LocalDate }),
  z
    .object({ kind: z.literal('custom'), from: LocalDate, to: LocalDate })
    .refine((p) => p.from <= p.to, 'the range must not end before it starts')
    .refine((p) => days(p.from, p.to) < 3 * 366, 'a range can be at most three years long'),
]);
export type PeriodAsked = z.infer<typeof PeriodAsked>;

/** A period resolved to local dates: `from` is its first day, `until` the day after its last. */
export interface Period {
  kind: PeriodKind;
  from: VenueDate;
  until: VenueDate;
}

/** How a period's time series is cut: by day up to a month, by week up to half a year, by month beyond. */
export type Bucket = 'day' | 'week' | 'month';

const d = (date: VenueDate) => DateTime.fromISO(date, { zone: 'UTC' });
const iso = (dt: DateTime): VenueDate => dt.toISODate() ?? '1970-01-01';
function days(from: VenueDate, to: VenueDate): number {
  return Math.round(d(to).diff(d(from), 'days').days);
}

/** The local dates a period covers. Weeks run Monday to Sunday. */
export function resolvePeriod(asked: PeriodAsked): Period {
  if (asked.kind === 'custom')
    return { kind: 'custom', from: asked.from, until: iso(d(asked.to).plus({ days: 1 })) };
  const start = d(asked.date).startOf(asked.kind === 'week' ? 'week' : asked.kind);
  return { kind: asked.kind, from: iso(start), until: iso(start.plus({ [`${asked.kind}s`]: 1 })) };
}

/**
 * The same period last year, so a figure can stand beside its own of a year ago:
 * - a **day or a week** is the one **52 weeks (364 days) earlier**: the same weekdays, because a venue's Friday
 *   is not like its Thursday (Friday 13 March 2026 stands beside Friday 14 March 2025);
 * - a **month or a year** is the same calendar month or year before: months hold their own dates;
 * - a **custom range** is the same calendar dates a year earlier (29 February becomes 28 February), as long.
 */
export function lastYearOf(period: Period): Period {
  if (period.kind === 'day' || period.kind === 'week')
    return {
      kind: period.kind,
      from: iso(d(period.from).minus({ weeks: 52 })),
      until: iso(d(period.until).minus({ weeks: 52 })),
    };
  const from = d(period.from).minus({ years: 1 });
  const length = days(period.from, period.until);
  return {
    kind: period.kind,
    from: iso(from),
    until: iso(period.kind === 'custom' ? from.plus({ days: length }) : d(period.until).minus({ years: 1 })),
  };
}

/** How many days a period holds. */
export function daysIn(period: Period): number {
  return days(period.from, period.until);
}

/** The instants a period starts and ends at in a venue's zone: its first local midnight to the one after its last day. */
export function instantsOf(period: Period, zone: string): { start: Date; end: Date } {
  const at = (date: VenueDate) => DateTime.fromISO(date, { zone }).startOf('day').toJSDate();
  return { start: at(period.from), end: at(period.until) };
}

/** The period's length in hours on the venue's clock: 167 in the week summer time starts, 169 when it ends. */
export function hoursIn(period: Period, zone: string): number {
  const { start, end } = instantsOf(period, zone);
  return (end.getTime() - start.getTime()) / 3_600_000;
}

/** The time series' step for a period. */
export function bucketOf(period: Period): Bucket {
  const n = daysIn(period);
  return n <= 31 ? 'day' : n <= 184 ? 'week' : 'month';
}

/** The first day of the bucket a local date falls in (a week's Monday, a month's first). */
export function bucketStart(date: VenueDate, bucket: Bucket): VenueDate {
  return bucket === 'day' ? date : iso(d(date).startOf(bucket));
}

/** Every bucket's first day that a period touches, in order (the first may start before the period). */
export function bucketsOf(period: Period, bucket: Bucket = bucketOf(period)): VenueDate[] {
  const out: VenueDate[] = [];
  for (
    let at = d(bucketStart(period.from, bucket));
    iso(at) < period.until;
    at = at.plus({ [`${bucket}s`]: 1 })
  )
    out.push(iso(at));
  return out;
}

/** Every local date of a period, in order. */
export function datesOf(period: Period): VenueDate[] {
  return Array.from({ length: daysIn(period) }, (_, i) => iso(d(period.from).plus({ days: i })));
}
