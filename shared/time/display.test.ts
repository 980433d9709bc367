import { describe, expect, it } from 'vitest';
import { durationLabel, isPastStart, longDay, venueClock, venueDateTime, venueDay } from './display';

// These run on the public page without luxon, so they must agree with shared/time/venueTime.ts.
describe('venue-zone display helpers (Intl only)', () => {
  it.each([
    ['London summer is UTC+1', '2026-06-10T17:00:00.000Z', 'Europe/London', '18:00', '2026-06-10'],
    ['London winter is UTC', '2026-01-10T17:00:00.000Z', 'Europe/London', '17:00', '2026-01-10'],
    [
      '23:30 UTC in summer is already tomorrow in London',
      '2026-06-10T23:30:00.000Z',
      'Europe/London',
      '00:30',
      '2026-06-11',
    ],
    [
      'after the spring change, 09:00 UTC is 10:00',
      '2026-03-29T09:00:00.000Z',
      'Europe/London',
      '10:00',
      '2026-03-29',
    ],
    [
      'after the autumn change, 10:00 UTC is 10:00',
      '2026-10-25T10:00:00.000Z',
      'Europe/London',
      '10:00',
      '2026-10-25',
    ],
    [
      'midnight in London shows 00:00, not 24:00',
      '2026-01-10T00:00:00.000Z',
      'Europe/London',
      '00:00',
      '2026-01-10',
    ],
    ['another venue zone', '2026-06-11T02:00:00.000Z', 'America/New_York', '22:00', '2026-06-10'],
  ])('%s', (_rule, instant, zone, clock, day) => {
    expect(venueClock(instant, zone)).toBe(clock);
    expect(venueDay(instant, zone)).toBe(day);
  });

  it.each([
    ['a start before now has passed', '2026-06-10T11:59:59.999Z', true],
    ['a start at now has not', '2026-06-10T12:00:00.000Z', false],
    ['a later start has not', '2026-06-10T12:30:00.000Z', false],
  ])('%s', (_rule, start, past) => {
    expect(isPastStart(start, '2026-06-10T12:00:00.000Z')).toBe(past);
  });

  it.each([
    [30, '30 minutes'],
    [60, '1 hour'],
    [90, '1.5 hours'],
    [180, '3 hours'],
  ])('%i minutes reads "%s"', (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });

  it('names a day in full', () => {
    expect(longDay('2026-03-29')).toBe('Sunday 29 March 2026');
  });
});

describe("venueDateTime: a timestamp in the venue's words", () => {
  it.each([
    ['winter London is UTC', '2024-11-23T20:03:16.675Z', 'Europe/London', 'Saturday 23 November 2024, 20:03'],
    ['summer London is an hour on', '2026-06-10T17:30:00Z', 'Europe/London', 'Wednesday 10 June 2026, 18:30'],
    [
      'after midnight UTC is still the evening in New York',
      '2026-11-24T02:15:00Z',
      'America/New_York',
      'Monday 23 November 2026, 21:15',
    ],
  ])('%s', (_rule, instant, zone, text) => {
    expect(venueDateTime(instant, zone)).toBe(text);
  });
});
