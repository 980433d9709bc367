import { DateTime } from 'luxon';
import { resolvePeriod, type PeriodAsked, type PeriodKind } from '../../shared/group/periods';

/**
 * The period switch's arithmetic: today on this browser's calendar (every venue's figures are then its own
 * same calendar days, on its own clock: docs/venue-group.md#periods), a kind's period holding a date, and the
 * one before or after it.
 */
export function today(): string {
  return DateTime.now().toISODate() ?? '1970-01-01';
}

const dayBefore = (date: string) =>
  DateTime.fromISO(date, { zone: 'UTC' }).minus({ days: 1 }).toISODate() ?? date;
const dayAfter = (date: string) =>
  DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? date;

/** The period of `kind` that holds `date`; a custom range starts as the 30 days up to it. */
export function periodOfKind(kind: PeriodKind, date: string): PeriodAsked {
  if (kind !== 'custom') return { kind, date };
  const from = DateTime.fromISO(date, { zone: 'UTC' }).minus({ days: 29 }).toISODate() ?? date;
  return { kind, from, to: date };
}

/** The period just before (-1) or after (+1): a custom range moves by its own length. */
export function stepPeriod(asked: PeriodAsked, direction: -1 | 1): PeriodAsked {
  const period = resolvePeriod(asked);
  if (asked.kind !== 'custom')
    return { kind: asked.kind, date: direction < 0 ? dayBefore(period.from) : period.until };
  const days = DateTime.fromISO(period.until).diff(DateTime.fromISO(period.from), 'days').days;
  const move = (date: string) =>
    DateTime.fromISO(date, { zone: 'UTC' })
      .plus({ days: direction * days })
      .toISODate() ?? date;
  return { kind: 'custom', from: move(asked.from), to: move(asked.to) };
}

/** A resolved period's last day (its `until` is the day after). */
export function lastDayOf(period: { until: string }): string {
  return dayBefore(period.until);
}

export { dayAfter };
