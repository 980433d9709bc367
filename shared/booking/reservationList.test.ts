import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS } from '../api/settings';
import { venueDayOf } from './hours';
import { reservationWindow } from './reservationList';
import { withHours } from './testSettings';

const LATE_FRIDAY = withHours({ friday: { start: '12:00', end: '01:00', closed: false } }).operatingHours;

describe('today’s page starts at the start of the venue day', () => {
  it.each([
    [
      'a London winter evening: midnight is 00:00 UTC',
      '2026-01-16T21:30:00.000Z',
      'Europe/London',
      '2026-01-16T00:00:00.000Z',
    ],
    [
      'a London summer evening: midnight is 23:00 UTC the day before',
      '2026-06-12T21:30:00.000Z',
      'Europe/London',
      '2026-06-11T23:00:00.000Z',
    ],
    [
      '00:30 in London summer is already the next venue day',
      '2026-06-12T23:30:00.000Z',
      'Europe/London',
      '2026-06-12T23:00:00.000Z',
    ],
    [
      '23:59 in London winter is still the same venue day',
      '2026-01-16T23:59:00.000Z',
      'Europe/London',
      '2026-01-16T00:00:00.000Z',
    ],
    [
      'the spring-forward day starts at its midnight (GMT)',
      '2026-03-29T20:00:00.000Z',
      'Europe/London',
      '2026-03-29T00:00:00.000Z',
    ],
    [
      'the autumn day starts at its midnight (BST)',
      '2026-10-25T20:00:00.000Z',
      'Europe/London',
      '2026-10-24T23:00:00.000Z',
    ],
    ['a venue in New York', '2026-01-17T03:00:00.000Z', 'America/New_York', '2026-01-16T05:00:00.000Z'],
    [
      'open Friday to 01:00: at 00:30 on Saturday it is still Friday',
      '2026-06-12T23:30:00.000Z',
      'Europe/London',
      '2026-06-11T23:00:00.000Z',
      LATE_FRIDAY,
    ],
    [
      'open Friday to 01:00: after closing Saturday begins',
      '2026-06-13T00:30:00.000Z',
      'Europe/London',
      '2026-06-12T23:00:00.000Z',
      LATE_FRIDAY,
    ],
  ])('%s', (_case, now, zone, from, operatingHours = DEFAULT_OPERATING_HOURS) => {
    const hours = { timezone: zone, operatingHours };
    const today = venueDayOf(new Date(now), hours);
    expect(reservationWindow(today, 7, hours).start.toISOString()).toBe(from);
  });
});

describe('a page of the Reservations page covers whole venue days', () => {
  it.each([
    [
      'a winter week in London: midnight to midnight, UTC',
      '2026-01-12',
      7,
      'Europe/London',
      '2026-01-12T00:00:00.000Z',
      '2026-01-19T00:00:00.000Z',
    ],
    [
      'one summer day in London: BST midnights',
      '2026-06-12',
      1,
      'Europe/London',
      '2026-06-11T23:00:00.000Z',
      '2026-06-12T23:00:00.000Z',
    ],
    [
      'a week across the clocks going forward: the last day ends at BST midnight',
      '2026-03-26',
      7,
      'Europe/London',
      '2026-03-26T00:00:00.000Z',
      '2026-04-01T23:00:00.000Z',
    ],
    [
      'a month in New York',
      '2026-02-01',
      28,
      'America/New_York',
      '2026-02-01T05:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
    ],
    [
      'a page ending on a Friday open to 01:00 keeps its 00:30 booking: it ends at closing',
      '2026-06-06',
      7,
      'Europe/London',
      '2026-06-05T23:00:00.000Z',
      '2026-06-13T00:00:00.000Z',
      LATE_FRIDAY,
    ],
  ])('%s', (_case, from, days, zone, start, end, operatingHours = DEFAULT_OPERATING_HOURS) => {
    const window = reservationWindow(from, days, { timezone: zone, operatingHours });
    expect([window.start.toISOString(), window.end.toISOString()]).toEqual([start, end]);
  });
});
