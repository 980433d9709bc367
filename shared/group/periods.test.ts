import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  bucketsOf,
  daysIn,
  hoursIn,
  instantsOf,
  lastYearOf,
  PeriodAsked,
  resolvePeriod,
  type PeriodAsked as Asked,
} from './periods';

describe('resolvePeriod', () => {
  it.each<[Asked, string, string]>([
    [{ kind: 'day', date: '2026-03-13' }, '2026-03-13', '2026-03-14'],
    [{ kind: 'week', date: '2026-03-13' }, '2026-03-09', '2026-03-16'],
    [{ kind: 'week', date: '2026-03-29' }, '2026-03-23', '2026-03-30'],
    [{ kind: 'month', date: '2024-02-10' }, '2024-02-01', '2024-03-01'],
    [{ kind: 'year', date: '2026-07-04' }, '2026-01-01', '2027-01-01'],
    [{ kind: 'custom', from: '2025-12-20', to: '2026-01-05' }, '2025-12-20', '2026-01-06'],
  ])('%j covers %s until %s', (asked, from, until) => {
    expect(resolvePeriod(asked)).toMatchObject({ from, until });
  });
});

describe('lastYearOf', () => {
  it.each<[Asked, string, string]>([
    // Days and weeks: 52 weeks earlier, the same weekdays.
    [{ kind: 'day', date: '2026-03-13' }, '2025-03-14', '2025-03-15'],
    [{ kind: 'week', date: '2026-03-25' }, '2025-03-24', '2025-03-31'],
    // Months and years: the same calendar dates.
    [{ kind: 'month', date: '2025-02-10' }, '2024-02-01', '2024-03-01'],
    [{ kind: 'year', date: '2026-07-04' }, '2025-01-01', '2026-01-01'],
    // Custom: the same dates a year earlier, as many days.
    [{ kind: 'custom', from: '2025-12-20', to: '2026-01-05' }, '2024-12-20', '2025-01-06'],
    [{ kind: 'custom', from: '2024-02-29', to: '2024-03-01' }, '2023-02-28', '2023-03-02'],
  ])('%j last year is %s until %s', (asked, from, until) => {
    expect(lastYearOf(resolvePeriod(asked))).toMatchObject({ from, until });
  });
  it('a day last year is the same weekday', () => {
    const day = lastYearOf(resolvePeriod({ kind: 'day', date: '2026-03-13' }));
    expect(new Date(`${day.from}T00:00:00Z`).getUTCDay()).toBe(5);
  });
});

describe('a period on each venue’s clock', () => {
  it.each<[Asked, string, number, string]>([
    [{ kind: 'week', date: '2026-03-29' }, 'Europe/London', 167, '2026-03-23T00:00:00.000Z'],
    [{ kind: 'week', date: '2026-10-25' }, 'Europe/London', 169, '2026-10-18T23:00:00.000Z'],
    [{ kind: 'week', date: '2026-03-08' }, 'America/New_York', 167, '2026-03-02T05:00:00.000Z'],
    [{ kind: 'week', date: '2026-03-13' }, 'Europe/Paris', 168, '2026-03-08T23:00:00.000Z'],
    [{ kind: 'day', date: '2026-03-29' }, 'Europe/Berlin', 23, '2026-03-28T23:00:00.000Z'],
    [{ kind: 'year', date: '2026-01-01' }, 'Europe/London', 8760, '2026-01-01T00:00:00.000Z'],
  ])('%j in %s lasts %d hours from %s', (asked, zone, hours, start) => {
    const period = resolvePeriod(asked);
    expect(hoursIn(period, zone)).toBe(hours);
    expect(instantsOf(period, zone).start.toISOString()).toBe(start);
  });
});

describe('the time series’ buckets', () => {
  it.each<[Asked, string, number, string]>([
    [{ kind: 'week', date: '2026-03-13' }, 'day', 7, '2026-03-09'],
    [{ kind: 'month', date: '2026-03-13' }, 'day', 31, '2026-03-01'],
    [{ kind: 'custom', from: '2025-12-20', to: '2026-02-20' }, 'week', 10, '2025-12-15'],
    [{ kind: 'year', date: '2026-03-13' }, 'month', 12, '2026-01-01'],
  ])('%j is cut by %s into %d from %s', (asked, bucket, count, first) => {
    const period = resolvePeriod(asked);
    expect(bucketOf(period)).toBe(bucket);
    const buckets = bucketsOf(period);
    expect(buckets).toHaveLength(count);
    expect(buckets[0]).toBe(first);
  });
  it('counts days', () => {
    expect(daysIn(resolvePeriod({ kind: 'year', date: '2024-05-01' }))).toBe(366);
  });
});

describe('PeriodAsked', () => {
  it.each<[unknown, string]>([
    [{ kind: 'custom', from: '2026-02-01', to: '2026-01-01' }, 'the range must not end before it starts'],
    [{ kind: 'day', date: '2026-02-30' }, 'must be a date, YYYY-MM-DD'],
    [{ kind: 'custom', from: '2020-01-01', to: '2026-01-01' }, 'a range can be at most three years long'],
  ])('refuses %j: %s', (input, message) => {
    const parsed = PeriodAsked.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
