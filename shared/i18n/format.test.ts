import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money';
import {
  formatDateTime,
  formatLongDay,
  formatMonth,
  formatNumber,
  formatTime,
  formatWeekday,
} from './format';

describe('formats in each language', () => {
  it.each([
    ['en', 'EUR', '€12.50'],
    ['en', 'GBP', '£12.50'],
    ['de', 'EUR', '12,50 €'],
    ['nl', 'EUR', '€ 12,50'],
    ['de', 'GBP', '12,50 £'],
  ] as const)('money in %s (%s) is %s', (language, currency, shown) => {
    expect(formatMoney('12.5', currency, language).replace(/\u00a0/g, ' ')).toBe(shown);
  });

  it.each([
    ['en', 45.666, 2, '45.67'],
    ['de', 45.666, 2, '45,67'],
    ['nl', 45.666, 2, '45,67'],
    ['en', 1234, 0, '1,234'],
    ['de', 1234, 0, '1.234'],
  ] as const)('the number in %s of %d (%d decimals) is %s', (language, value, decimals, shown) => {
    expect(formatNumber(value, language, decimals)).toBe(shown);
  });

  it.each([
    ['en', 'Wednesday 10 June 2026'],
    ['de', 'Mittwoch, 10. Juni 2026'],
    ['nl', 'woensdag 10 juni 2026'],
  ] as const)('a long day in %s is %s', (language, shown) => {
    expect(formatLongDay('2026-06-10', language)).toBe(shown);
  });

  it.each([
    ['en', 'June 2026'],
    ['de', 'Juni 2026'],
    ['nl', 'juni 2026'],
  ] as const)('a month in %s is %s', (language, shown) => {
    expect(formatMonth(2026, 6, language)).toBe(shown);
  });

  it('writes the venue time 24-hour in its zone, and the date with it', () => {
    const instant = '2026-06-10T17:30:00.000Z';
    expect(formatTime(instant, 'Europe/Amsterdam')).toBe('19:30');
    expect(formatDateTime(instant, 'Europe/London', 'de')).toBe('Mittwoch, 10. Juni 2026, 18:30');
  });
});

describe('formatWeekday', () => {
  it.each([
    [0, 'en', 'Sunday'],
    [2, 'en', 'Tuesday'],
    [2, 'de', 'Dienstag'],
    [6, 'nl', 'zaterdag'],
  ] as const)('day %i in %s is %s', (day, language, name) => {
    expect(formatWeekday(day, language)).toBe(name);
  });
});
