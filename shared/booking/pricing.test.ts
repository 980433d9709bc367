import { describe, expect, it } from 'vitest';
import { hourlyRateFor, priceFor, priceText } from './pricing';

const settings = {
  defaultHourlyRate: '15.00',
  laneRates: { '2': '20.00', '3': '12.34', '4': '15.01', '5': 'abc', '6': '', '7': '0' },
};

describe('pricing: lane rate or default hourly rate × hours, 2 decimals', () => {
  it.each([
    ['default rate, 30 min', 1, 30, '7.50'],
    ['default rate, 60 min', 1, 60, '15.00'],
    ['default rate, 90 min', 1, 90, '22.50'],
    ['default rate, 150 min', 1, 150, '37.50'],
    ['default rate, 180 min', 1, 180, '45.00'],
    ['a lane’s own rate wins, 90 min', 2, 90, '30.00'],
    ['odd pence halve exactly, 30 min at 12.34', 3, 30, '6.17'],
    ['odd pence times 1.5, 90 min at 12.34', 3, 90, '18.51'],
    ['a half penny rounds up, 30 min at 15.01', 4, 30, '7.51'],
    ['an unreadable lane rate falls back to the default', 5, 60, '15.00'],
    ['a blank lane rate falls back to the default', 6, 60, '15.00'],
    ['a zero lane rate is free, not the default', 7, 120, '0.00'],
  ] as const)('%s', (_rule, lane, minutes, price) => {
    expect(priceText(lane, minutes, settings)).toBe(price);
  });

  it('works in integer minor units', () => {
    expect(priceFor(3, 90, settings)).toBe(1851);
    expect(hourlyRateFor(3, settings)).toBe(1234);
  });

  it('an unreadable default rate prices at zero rather than NaN', () => {
    expect(priceText(1, 60, { defaultHourlyRate: 'x', laneRates: {} })).toBe('0.00');
  });
});
