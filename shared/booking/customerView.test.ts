import { describe, expect, it } from 'vitest';
import type { PublicLaneAvailability } from '../api/publicBooking';
import {
  bookingReference,
  closedDaysText,
  closedOnDayText,
  freeTimes,
  isClosedDay,
  weekdayKeyOf,
} from './customerView';

const open = { closed: false };
const shut = { closed: true };

describe('closed days (grey them in the picker and say so)', () => {
  it.each([
    ['a Sunday', '2026-11-29', 'sunday'],
    ['a Monday', '2026-11-30', 'monday'],
    ['a leap day', '2028-02-29', 'tuesday'],
  ])('weekdayKeyOf: %s', (_rule, date, key) => {
    expect(weekdayKeyOf(date)).toBe(key);
  });

  it.each([
    ['open every day', {}, null],
    ['closed on Sundays', { sunday: shut, monday: open }, 'Closed on Sundays'],
    ['two days, Monday first', { sunday: shut, monday: shut }, 'Closed on Mondays and Sundays'],
    [
      'three days',
      { monday: shut, tuesday: shut, wednesday: shut },
      'Closed on Mondays, Tuesdays and Wednesdays',
    ],
  ])('closedDaysText: %s', (_rule, hours, text) => {
    expect(closedDaysText(hours)).toBe(text);
  });

  it("closedOnDayText names the day's weekday", () => {
    expect(closedOnDayText('2026-11-29')).toBe('Closed on Sundays');
  });

  it('isClosedDay reads the weekday of the date', () => {
    expect(isClosedDay('2026-11-29', { sunday: shut })).toBe(true);
    expect(isClosedDay('2026-11-30', { sunday: shut })).toBe(false);
    expect(isClosedDay('2026-11-30', { monday: null })).toBe(false);
  });
});

const lane = (
  laneId: number,
  slots: [string, PublicLaneAvailability['slots'][number]['state']][],
): PublicLaneAvailability => ({
  laneId,
  number: laneId,
  name: `Lane ${laneId}`,
  slots: slots.map(([start, state]) => ({ start, state, price: `${10 + laneId}.00` })),
});

describe('freeTimes (a phone lists free times first)', () => {
  const now = new Date('2026-11-25T18:10:00Z');
  const lanes = [
    lane(2, [
      ['2026-11-25T18:00:00Z', 'past'],
      ['2026-11-25T18:30:00Z', 'available'],
      ['2026-11-25T19:00:00Z', 'available'],
    ]),
    lane(1, [
      ['2026-11-25T18:00:00Z', 'available'],
      ['2026-11-25T18:30:00Z', 'reserved'],
      ['2026-11-25T19:00:00Z', 'available'],
    ]),
    lane(3, [
      ['2026-11-25T18:00:00Z', 'in_use'],
      ['2026-11-25T18:30:00Z', 'in_use'],
      ['2026-11-25T19:00:00Z', 'tournament'],
    ]),
  ];

  it('leaves out past times and times with no free lane; lists the free lanes in lane order', () => {
    expect(freeTimes(lanes, now)).toEqual([
      { start: '2026-11-25T18:30:00Z', lanes: [{ laneId: 2, laneName: 'Lane 2', price: '12.00' }] },
      {
        start: '2026-11-25T19:00:00Z',
        lanes: [
          { laneId: 1, laneName: 'Lane 1', price: '11.00' },
          { laneId: 2, laneName: 'Lane 2', price: '12.00' },
        ],
      },
    ]);
  });

  it('a slot the server still calls available is left out once its start has passed', () => {
    expect(freeTimes(lanes, new Date('2026-11-25T18:45:00Z')).map((t) => t.start)).toEqual([
      '2026-11-25T19:00:00Z',
    ]);
  });

  it('nothing free: an empty list', () => {
    expect(freeTimes([lane(3, [['2026-11-25T19:00:00Z', 'reserved']])], now)).toEqual([]);
  });
});

describe('bookingReference', () => {
  it.each([
    ['a uuid', '1a2b3c4d-5e6f-4789-abcd-0123456789ab', '1A2B-3C4D'],
    ['dashes are skipped', '12-34-56-78-90', '1234-5678'],
    ['a short id', 'abc', 'ABC'],
  ])('%s', (_rule, id, ref) => {
    expect(bookingReference(id)).toBe(ref);
  });
});
