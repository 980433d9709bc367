import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS } from '../api/settings';
import { laneHoursOpen, weekStartOf } from './openHours';

const settings = {
  timezone: 'Europe/London',
  defaultHourlyRate: '15.00',
  laneRates: {},
  operatingHours: { ...DEFAULT_OPERATING_HOURS, tuesday: { start: '09:00', end: '23:00', closed: true } },
};

describe('lane-hours open', () => {
  it.each([
    ['2026-11-25', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
  ])('the week of %s starts on %s', (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });

  it.each([
    // Wednesday 09:00–23:00 = 14 h; the week: 5 days × 14 h (Tuesday closed) + Sunday 12 h = 82 h.
    ['a Wednesday with 8 lanes', '2026-11-25T12:00:00Z', 8, 112, 656],
    ['the closed Tuesday', '2026-11-24T12:00:00Z', 8, 0, 656],
    ['no lanes in service', '2026-11-25T12:00:00Z', 0, 0, 0],
  ])('%s', (_name, now, lanes, today, week) => {
    expect(laneHoursOpen(new Date(now), settings, lanes)).toEqual({ today, week });
  });
});
