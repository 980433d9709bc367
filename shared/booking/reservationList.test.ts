import { describe, expect, it } from 'vitest';
import { activeListedFrom } from './reservationList';

describe('active bookings are listed from the start of the venue day', () => {
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
  ])('%s', (_case, now, zone, from) => {
    expect(activeListedFrom(new Date(now), zone).toISOString()).toBe(from);
  });
});
