import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, clockTimeOf, venueDateOf, venueDayBounds, venueInstant, weekdayOf } from './venueTime';

const LONDON = 'Europe/London';

describe('venue time', () => {
  it.each([
    ['winter wall time is UTC', '2026-01-15', '18:00', '2026-01-15T18:00:00.000Z'],
    ['summer wall time is UTC+1', '2026-07-15', '18:00', '2026-07-15T17:00:00.000Z'],
    ['spring-forward gap moves forward', '2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'],
    ['autumn ambiguous hour takes the earlier instant', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
  ])('%s', (_rule, date, time, iso) => {
    expect(venueInstant(date, time, LONDON).toISOString()).toBe(iso);
  });

  it.each([
    [
      'a London evening just after midnight UTC is still the same day in New York',
      '2026-07-16T01:00:00Z',
      'America/New_York',
      '2026-07-15',
    ],
    ['00:30 BST is the next day in London', '2026-07-15T23:30:00Z', LONDON, '2026-07-16'],
  ])('%s', (_rule, instant, zone, date) => {
    expect(venueDateOf(instant, zone)).toBe(date);
  });

  it.each([
    ['a normal day is 24 hours', '2026-06-10', 24],
    ['spring-forward day is 23 hours', '2026-03-29', 23],
    ['fall-back day is 25 hours', '2026-10-25', 25],
  ])('%s', (_rule, date, hours) => {
    const { start, end } = venueDayBounds(date, LONDON);
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(hours);
  });

  it.each([
    ['2026-11-21', 'saturday'],
    ['2026-11-22', 'sunday'],
    ['2026-11-23', 'monday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('adds calendar days across month ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('shows wall-clock time in the venue zone', () => {
    expect(clockTimeOf('2026-07-15T17:00:00Z', LONDON)).toBe('18:00');
  });

  it('remembered answers are fresh Dates: changing one never changes the next answer', () => {
    const first = venueDayBounds('2026-10-25', LONDON);
    first.start.setTime(0);
    venueInstant('2026-10-25', '18:00', LONDON).setTime(0);
    expect(venueDayBounds('2026-10-25', LONDON).start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(venueInstant('2026-10-25', '18:00', LONDON).toISOString()).toBe('2026-10-25T18:00:00.000Z');
  });

  it('the remembered venue date always equals the direct answer, in quarter-hour zones and across DST', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-12-31T00:00:00Z') }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(venueDateOf(new Date(ms), zone)).toBe(DateTime.fromMillis(ms, { zone }).toISODate());
        },
      ),
      { numRuns: 3000 },
    );
  });
});
