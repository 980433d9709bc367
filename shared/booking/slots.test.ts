import { describe, expect, it } from 'vitest';
import { clockTimeOf } from '../time/venueTime';
import type { BookingSettings } from './hours';
import { openingOn } from './hours';
import { bookingGrid, laneDisplayName, slotStartsOn, slotStateOf } from './slots';
import { LONDON_SETTINGS, block, withHours } from './testSettings';

const london = (iso: string) => clockTimeOf(iso, 'Europe/London');

const WED_0900_1030 = withHours({ wednesday: { start: '09:00', end: '10:30', closed: false } });
const WED_0915_1115 = withHours({ wednesday: { start: '09:15', end: '11:15', closed: false } });
const WED_CLOSED = withHours({ wednesday: { start: '09:00', end: '23:00', closed: true } });
const WED_MISSING = withHours({ wednesday: undefined });
const WED_BACKWARDS = withHours({ wednesday: { start: '23:00', end: '09:00', closed: false } });
const WED_BLANK = withHours({ wednesday: { start: '', end: '', closed: false } });
const SUN_NIGHT = withHours({ sunday: { start: '00:00', end: '04:00', closed: false } });
const NEW_YORK = { ...LONDON_SETTINGS, timezone: 'America/New_York' };

// rule, venue date, duration, settings, slot count, first start, last start (UTC)
// prettier-ignore
const STARTS: [string, string, number, BookingSettings, number, string | null, string | null][] = [
  ['normal summer day, 60 min', '2026-06-10', 60, LONDON_SETTINGS, 27, '2026-06-10T08:00:00.000Z', '2026-06-10T21:00:00.000Z'],
  ['normal winter day, 60 min', '2026-01-14', 60, LONDON_SETTINGS, 27, '2026-01-14T09:00:00.000Z', '2026-01-14T22:00:00.000Z'],
  ['30 min: the last slot ends exactly at closing', '2026-06-10', 30, LONDON_SETTINGS, 28, '2026-06-10T08:00:00.000Z', '2026-06-10T21:30:00.000Z'],
  ['180 min: the last start is closing minus 3 h', '2026-06-10', 180, LONDON_SETTINGS, 23, '2026-06-10T08:00:00.000Z', '2026-06-10T19:00:00.000Z'],
  ['a window exactly the duration gives one slot', '2026-06-10', 90, WED_0900_1030, 1, '2026-06-10T08:00:00.000Z', '2026-06-10T08:00:00.000Z'],
  ['a window shorter than the duration gives none', '2026-06-10', 120, WED_0900_1030, 0, null, null],
  ['an opening off the hour steps from the opening', '2026-06-10', 60, WED_0915_1115, 3, '2026-06-10T08:15:00.000Z', '2026-06-10T09:15:00.000Z'],
  ['a closed day has no slots', '2026-06-10', 60, WED_CLOSED, 0, null, null],
  ['a day missing from the hours has no slots', '2026-06-10', 60, WED_MISSING, 0, null, null],
  ['closing before opening runs past midnight (23:00–09:00)', '2026-06-10', 60, WED_BACKWARDS, 19, '2026-06-10T22:00:00.000Z', '2026-06-11T07:00:00.000Z'],
  ['a day with blank times has no slots', '2026-06-10', 60, WED_BLANK, 0, null, null],
  ['spring-forward Sunday, 10:00–22:00 BST', '2026-03-29', 60, LONDON_SETTINGS, 23, '2026-03-29T09:00:00.000Z', '2026-03-29T20:00:00.000Z'],
  ['the Saturday before it is still GMT', '2026-03-28', 60, LONDON_SETTINGS, 27, '2026-03-28T09:00:00.000Z', '2026-03-28T22:00:00.000Z'],
  ['fall-back Sunday, 10:00–22:00 GMT', '2026-10-25', 60, LONDON_SETTINGS, 23, '2026-10-25T10:00:00.000Z', '2026-10-25T21:00:00.000Z'],
  ['the Saturday before it is still BST', '2026-10-24', 60, LONDON_SETTINGS, 27, '2026-10-24T08:00:00.000Z', '2026-10-24T21:00:00.000Z'],
  ['spring-forward night 00:00–04:00 is 3 real hours', '2026-03-29', 60, SUN_NIGHT, 5, '2026-03-29T00:00:00.000Z', '2026-03-29T02:00:00.000Z'],
  ['fall-back night 00:00–04:00 is 5 real hours', '2026-10-25', 60, SUN_NIGHT, 9, '2026-10-24T23:00:00.000Z', '2026-10-25T03:00:00.000Z'],
  ['the venue zone comes from settings, not the process', '2026-06-10', 60, NEW_YORK, 27, '2026-06-10T13:00:00.000Z', '2026-06-11T02:00:00.000Z'],
  ['a zero duration has no slots', '2026-06-10', 0, LONDON_SETTINGS, 0, null, null],
];

// 2026-06-10 is a Wednesday (BST, UTC+1); 2026-01-14 a Wednesday (GMT); 2026-03-29 and 2026-10-25 are the
// last Sundays of March and October, when London springs forward and falls back at 01:00 UTC.
describe('slotStartsOn: half-hour steps from opening up to closing minus the duration', () => {
  it.each(STARTS)('%s', (_rule, date, duration, settings, count, first, last) => {
    const starts = slotStartsOn(date, duration, settings);
    expect(starts).toHaveLength(count);
    expect(starts[0] ?? null).toBe(first);
    expect(starts.at(-1) ?? null).toBe(last);
  });

  it('on the spring-forward day the wall clock reads 10:00, 10:30 … 21:00 with no gap', () => {
    const labels = slotStartsOn('2026-03-29', 60, LONDON_SETTINGS).map(london);
    expect(labels.slice(0, 3)).toEqual(['10:00', '10:30', '11:00']);
    expect(labels.at(-1)).toBe('21:00');
  });

  it('on the fall-back night every slot is a distinct instant, half an hour apart, 01:00 shown twice', () => {
    const starts = slotStartsOn('2026-10-25', 60, SUN_NIGHT);
    const gaps = starts.slice(1).map((s, i) => Date.parse(s) - Date.parse(starts[i] ?? s));
    expect(new Set(gaps)).toEqual(new Set([30 * 60_000]));
    expect(starts.map(london)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
    ]);
  });

  it.each([
    ['an open day is open', LONDON_SETTINGS, 'open'],
    ['a closed flag wins over its hours', WED_CLOSED, 'closed'],
    ['a missing day has no hours', WED_MISSING, 'no_hours'],
    ['blank times are no hours', WED_BLANK, 'no_hours'],
  ] as const)('openingOn says why a day has no slots: %s', (_rule, settings, kind) => {
    expect(openingOn('2026-06-10', settings).kind).toBe(kind);
  });
});

describe('slotStateOf: the unavailability rules on one lane', () => {
  const now = '2026-06-10T12:00:00.000Z'; // 13:00 BST
  const blocks = [
    block('reservation', 1, '2026-06-10T17:00:00.000Z', '2026-06-10T18:00:00.000Z'),
    block('tournament', 1, '2026-06-10T19:00:00.000Z', '2026-06-10T21:00:00.000Z'),
    block('session', 1, '2026-06-10T11:30:00.000Z', '2026-06-10T13:30:00.000Z'),
    block('reservation', 2, '2026-06-10T14:00:00.000Z', '2026-06-10T15:00:00.000Z'),
    block('session', 1, '2026-06-10T20:00:00.000Z', '2026-06-10T20:30:00.000Z'),
  ];
  it.each([
    ['free time is available', 1, '2026-06-10T15:00:00.000Z', 60, 'available'],
    ['a start in the past is past', 1, '2026-06-10T11:30:00.000Z', 60, 'past'],
    ['a start a minute ago is past even if free', 3, '2026-06-10T11:59:00.000Z', 30, 'past'],
    ['a start at this very instant is still bookable', 3, now, 30, 'available'],
    ['past wins over a block: a customer needs no more reason', 1, '2026-06-10T11:45:00.000Z', 30, 'past'],
    ['same start as a reservation is reserved', 1, '2026-06-10T17:00:00.000Z', 60, 'reserved'],
    ['ending inside a reservation is reserved', 1, '2026-06-10T16:30:00.000Z', 60, 'reserved'],
    ['starting inside a reservation is reserved', 1, '2026-06-10T17:30:00.000Z', 30, 'reserved'],
    ['ending exactly when a reservation starts is free', 1, '2026-06-10T16:00:00.000Z', 60, 'available'],
    ['starting exactly when a reservation ends is free', 1, '2026-06-10T18:00:00.000Z', 60, 'available'],
    ['wrapping a whole reservation is reserved', 1, '2026-06-10T16:30:00.000Z', 180, 'reserved'],
    ['a tournament on the lane is tournament', 1, '2026-06-10T19:30:00.000Z', 30, 'tournament'],
    ['a tournament is named before a session', 1, '2026-06-10T20:00:00.000Z', 30, 'tournament'],
    ['a reservation is named before a tournament', 1, '2026-06-10T17:30:00.000Z', 120, 'reserved'],
    ['a current session is in_use', 1, '2026-06-10T13:00:00.000Z', 60, 'in_use'],
    ['another lane’s reservation does not matter', 1, '2026-06-10T14:00:00.000Z', 60, 'available'],
    ['that other lane is reserved then', 2, '2026-06-10T14:30:00.000Z', 30, 'reserved'],
  ] as const)('%s', (_rule, lane, start, duration, state) => {
    expect(slotStateOf(lane, start, duration, blocks, now)).toBe(state);
  });

  it('a reservation being edited does not collide with itself', () => {
    const own = block('reservation', 1, '2026-06-10T17:00:00.000Z', '2026-06-10T18:00:00.000Z');
    expect(slotStateOf(1, '2026-06-10T17:30:00.000Z', 60, [own], now, own.reservationId)).toBe('available');
    expect(slotStateOf(1, '2026-06-10T17:30:00.000Z', 60, [own], now, 'someone-else')).toBe('reserved');
  });
});

describe('bookingGrid: the customer page’s lane × time grid', () => {
  const lanes = [
    { id: 12, number: 2, name: '', status: 'available' },
    { id: 11, number: 1, name: ' The Oche ', status: 'occupied' },
    { id: 13, number: 3, name: 'Back', status: 'maintenance' },
  ];
  const settings = { ...LONDON_SETTINGS, laneRates: { '2': '20.00' } };
  const grid = bookingGrid('2026-06-10', 90, lanes, settings, [], '2026-06-10T00:00:00.000Z');

  it('hides lanes in maintenance and orders by lane number, naming blank lanes "Lane {n}"', () => {
    expect(grid.map((l) => [l.laneId, l.name])).toEqual([
      [11, 'The Oche'],
      [12, 'Lane 2'],
    ]);
  });

  it('prices each lane at its own rate for the duration', () => {
    expect(grid.map((l) => l.slots[0]?.price)).toEqual(['22.50', '30.00']);
  });

  it('gives every lane the same starts', () => {
    expect(grid[0]?.slots.map((s) => s.start)).toEqual(slotStartsOn('2026-06-10', 90, settings));
  });
});

describe('laneDisplayName: the one place a blank lane name becomes "Lane {n}"', () => {
  it('shows a name trimmed, and a blank one or one of spaces as Lane {n}', () => {
    expect([' VIP Lane ', '', '   '].map((name) => laneDisplayName({ name, number: 7 }))).toEqual([
      'VIP Lane',
      'Lane 7',
      'Lane 7',
    ]);
  });
});
