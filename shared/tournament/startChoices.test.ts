import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS } from '../api/settings';
import { defaultStartTime, tournamentDateChoices, tournamentStartTimes } from './startChoices';

describe('tournamentDateChoices: 31 days from today, closed days marked', () => {
  it('covers today and the next 30 days', () => {
    const days = tournamentDateChoices('2026-06-12', DEFAULT_OPERATING_HOURS);
    expect([days.length, days[0].date, days[30].date]).toEqual([31, '2026-06-12', '2026-07-12']);
  });
  it.each([
    ['an open day is not closed', { friday: { start: '09:00', end: '23:00', closed: false } }, false],
    ['a closed day is marked', { friday: { start: '09:00', end: '23:00', closed: true } }, true],
    ['a day without hours is marked', {}, true],
    ['a day open past midnight is open', { friday: { start: '12:00', end: '01:00', closed: false } }, false],
    [
      'hours that close before they open run overnight, so the day is open',
      { friday: { start: '23:00', end: '09:00', closed: false } },
      false,
    ],
  ])('%s', (_rule, hours, closed) => {
    expect(tournamentDateChoices('2026-06-12', hours)[0]).toEqual({
      date: '2026-06-12',
      weekday: 'friday',
      closed,
    });
  });
});

describe('tournamentStartTimes: hourly within the day, or 09:00 to 22:00', () => {
  const hours = (start: string, end: string, closed = false) => ({ start, end, closed });
  // prettier-ignore
  it.each([
    ['09:00-23:00 offers 09:00 to 22:00', hours('09:00', '23:00'), '09:00', '22:00', 14],
    ['10:00-22:00 offers 10:00 to 21:00', hours('10:00', '22:00'), '10:00', '21:00', 12],
    ['a half-past opening starts at the next hour', hours('09:30', '12:00'), '10:00', '11:00', 2],
    ['a half-past closing keeps its hour', hours('09:00', '12:30'), '09:00', '12:00', 4],
    ['a closed day falls back to 09:00 to 22:00', hours('09:00', '23:00', true), '09:00', '22:00', 14],
    ['no hours fall back to 09:00 to 22:00', null, '09:00', '22:00', 14],
    ['12:00-01:00 runs past midnight: 12:00 to 23:00', hours('12:00', '01:00'), '12:00', '23:00', 12],
    ['equal times are 24 hours: from opening to 23:00', hours('09:00', '09:00'), '09:00', '23:00', 15],
  ])('%s', (_rule, day, first, last, count) => {
    const times = tournamentStartTimes(day);
    expect([times[0], times[times.length - 1], times.length]).toEqual([first, last, count]);
  });
  it.each([
    ['18:00 when offered', ['17:00', '18:00', '19:00'], '18:00'],
    ['the nearest hour when 18:00 is not offered', ['09:00', '10:00', '11:00'], '11:00'],
  ])('defaultStartTime: %s', (_rule, times, time) => {
    expect(defaultStartTime(times)).toBe(time);
  });
});
