import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type DayHours, type Weekday } from '../api/settings';
import { clockTimeOf, venueDateOf } from '../time/venueTime';
import { closesNextDay, hoursClash, openingAt, openingOn, venueDayOf, venueDaySpan } from './hours';
import { slotStartsOn } from './slots';
import { LONDON_SETTINGS, withHours } from './testSettings';

// 2026-06-12 is a Friday, 2026-06-13 a Saturday (London on BST, UTC+1). 2026-10-24 is the Saturday before
// the clocks go back (01:00 UTC on Sunday 25 October); 2026-03-28 the Saturday before they go forward.
const open = (start: string, end: string): DayHours => ({ start, end, closed: false });
const FRI_NOON_TO_ONE = withHours({ friday: open('12:00', '01:00'), saturday: open('12:00', '23:00') });
const FRI_24H = withHours({ friday: open('09:00', '09:00'), saturday: open('09:00', '23:00') });
const FRI_MIDNIGHT_24H = withHours({ friday: open('00:00', '00:00') });
const FRI_TO_MIDNIGHT = withHours({ friday: open('18:00', '00:00') });
const FRI_ONE_SAT_CLOSED = withHours({
  friday: open('12:00', '01:00'),
  saturday: { start: '12:00', end: '23:00', closed: true },
});
const SAT_LATE = withHours({ saturday: open('20:00', '03:00') });
const london = (iso: Date | string) => clockTimeOf(iso, 'Europe/London');

describe('closesNextDay: a closing time at or before the opening time means the next day', () => {
  it.each([
    ['12:00–01:00 runs past midnight', '12:00', '01:00', true],
    ['18:00–00:00 closes at midnight, on the next day', '18:00', '00:00', true],
    ['equal times are 24 hours, closing the next day', '09:00', '09:00', true],
    ['00:00–00:00 is the whole day', '00:00', '00:00', true],
    ['09:00–23:00 closes the same day', '09:00', '23:00', false],
    ['00:00–00:30 closes the same day', '00:00', '00:30', false],
  ])('%s', (_rule, start, end, next) => {
    expect(closesNextDay({ start, end })).toBe(next);
  });
});

// rule, settings, venue date, kind, opens (London clock, date), closes (London clock, date)
// prettier-ignore
const OPENINGS: [string, typeof LONDON_SETTINGS, string, string, string | null, string | null][] = [
  ['Friday 12:00–01:00 closes at 01:00 on Saturday', FRI_NOON_TO_ONE, '2026-06-12', 'open', '2026-06-12 12:00', '2026-06-13 01:00'],
  ["Saturday's own hours still apply to Saturday", FRI_NOON_TO_ONE, '2026-06-13', 'open', '2026-06-13 12:00', '2026-06-13 23:00'],
  ['equal times: open 24 hours, to the same time next day', FRI_24H, '2026-06-12', 'open', '2026-06-12 09:00', '2026-06-13 09:00'],
  ['00:00–00:00 is the whole of Friday', FRI_MIDNIGHT_24H, '2026-06-12', 'open', '2026-06-12 00:00', '2026-06-13 00:00'],
  ['closing at 00:00 is the midnight that ends Friday', FRI_TO_MIDNIGHT, '2026-06-12', 'open', '2026-06-12 18:00', '2026-06-13 00:00'],
  ['a closed day stays closed whatever its times', FRI_ONE_SAT_CLOSED, '2026-06-13', 'closed', null, null],
  ['the night the clocks go back is an hour longer', SAT_LATE, '2026-10-24', 'open', '2026-10-24 20:00', '2026-10-25 03:00'],
  ['the night the clocks go forward is an hour shorter', SAT_LATE, '2026-03-28', 'open', '2026-03-28 20:00', '2026-03-29 03:00'],
];

describe('openingOn: hours that run past midnight', () => {
  it.each(OPENINGS)('%s', (_rule, settings, date, kind, opens, closes) => {
    const opening = openingOn(date, settings);
    expect(opening.kind).toBe(kind);
    if (opening.kind !== 'open') return;
    const shown = (d: Date) => `${venueDateOf(d, 'Europe/London')} ${london(d)}`;
    expect(shown(opening.opensAt)).toBe(opens);
    expect(shown(opening.closesAt)).toBe(closes);
  });

  it.each([
    ['autumn: 20:00–03:00 is 8 real hours', SAT_LATE, '2026-10-24', 8],
    ['spring: 20:00–03:00 is 6 real hours', SAT_LATE, '2026-03-28', 6],
    ['equal times are 24 real hours on an ordinary day', FRI_24H, '2026-06-12', 24],
  ])('%s', (_rule, settings, date, hours) => {
    const opening = openingOn(date, settings);
    if (opening.kind !== 'open') throw new Error('expected an open day');
    expect((opening.closesAt.getTime() - opening.opensAt.getTime()) / 3_600_000).toBe(hours);
  });
});

// rule, settings, instant (UTC), the opening's venue date (null: none), venue day
// prettier-ignore
const INSTANTS: [string, typeof LONDON_SETTINGS, string, string, string][] = [
  ['00:30 Saturday belongs to Friday 12:00–01:00', FRI_NOON_TO_ONE, '2026-06-12T23:30:00.000Z', '2026-06-12', '2026-06-12'],
  ['00:59 Saturday is still Friday', FRI_NOON_TO_ONE, '2026-06-12T23:59:00.000Z', '2026-06-12', '2026-06-12'],
  ['01:00 Saturday is closing: Saturday again', FRI_NOON_TO_ONE, '2026-06-13T00:00:00.000Z', '2026-06-13', '2026-06-13'],
  ['Saturday 13:00 is Saturday', FRI_NOON_TO_ONE, '2026-06-13T12:00:00.000Z', '2026-06-13', '2026-06-13'],
  ['Friday 23:30 is Friday', FRI_NOON_TO_ONE, '2026-06-12T22:30:00.000Z', '2026-06-12', '2026-06-12'],
  ['ordinary hours: 00:30 is the new calendar day', LONDON_SETTINGS, '2026-06-12T23:30:00.000Z', '2026-06-13', '2026-06-13'],
  ['a closed Saturday: 00:30 is still Friday night', FRI_ONE_SAT_CLOSED, '2026-06-12T23:30:00.000Z', '2026-06-12', '2026-06-12'],
  ['24 hours from Friday 09:00: Saturday 08:59 is Friday', FRI_24H, '2026-06-13T07:59:00.000Z', '2026-06-12', '2026-06-12'],
  ['24 hours: Saturday 09:00 opens Saturday', FRI_24H, '2026-06-13T08:00:00.000Z', '2026-06-13', '2026-06-13'],
  ['02:30 (GMT) the morning the clocks go back is Saturday night', SAT_LATE, '2026-10-25T02:30:00.000Z', '2026-10-24', '2026-10-24'],
];

describe('openingAt and venueDayOf: the opening an instant belongs to', () => {
  it.each(INSTANTS)('%s', (_rule, settings, instant, openingDate, venueDay) => {
    expect(openingAt(instant, settings).date).toBe(openingDate);
    expect(venueDayOf(instant, settings)).toBe(venueDay);
  });

  it("a venue day's span reaches its closing after midnight, and only then", () => {
    expect(venueDaySpan('2026-06-12', FRI_NOON_TO_ONE)).toEqual({
      start: new Date('2026-06-11T23:00:00.000Z'),
      end: new Date('2026-06-13T00:00:00.000Z'),
    });
    expect(venueDaySpan('2026-06-12', LONDON_SETTINGS)).toEqual({
      start: new Date('2026-06-11T23:00:00.000Z'),
      end: new Date('2026-06-12T23:00:00.000Z'),
    });
  });
});

// rule, venue date, duration, settings, slot count, first and last start on the London clock
// prettier-ignore
const OVERNIGHT_SLOTS: [string, string, number, typeof LONDON_SETTINGS, number, string | null, string | null][] = [
  ['Friday 12:00–01:00, 30 min: the last slot is 00:30 Saturday', '2026-06-12', 30, FRI_NOON_TO_ONE, 26, '12:00', '00:30'],
  ['Friday 12:00–01:00, 60 min: the last slot is 00:00', '2026-06-12', 60, FRI_NOON_TO_ONE, 25, '12:00', '00:00'],
  ["Saturday keeps its own 12:00–23:00", '2026-06-13', 60, FRI_NOON_TO_ONE, 21, '12:00', '22:00'],
  ['24 hours, 60 min: 09:00 to 08:00 next morning', '2026-06-12', 60, FRI_24H, 47, '09:00', '08:00'],
  ['closing at midnight, 60 min: the last slot is 23:00', '2026-06-12', 60, FRI_TO_MIDNIGHT, 11, '18:00', '23:00'],
  ['the autumn night 20:00–03:00 shows 01:00 twice', '2026-10-24', 60, SAT_LATE, 15, '20:00', '02:00'],
  ['the spring night 20:00–03:00 skips 01:00', '2026-03-28', 60, SAT_LATE, 11, '20:00', '02:00'],
];

describe('slotStartsOn follows hours past midnight', () => {
  it.each(OVERNIGHT_SLOTS)('%s', (_rule, date, duration, settings, count, first, last) => {
    const starts = slotStartsOn(date, duration, settings).map(london);
    expect(starts).toHaveLength(count);
    expect(starts[0] ?? null).toBe(first);
    expect(starts.at(-1) ?? null).toBe(last);
  });
});

const week = (patch: Partial<Record<Weekday, DayHours>>) => ({ ...LONDON_SETTINGS.operatingHours, ...patch });

describe('hoursClash: a night past midnight must close by the time the next day opens', () => {
  it.each([
    ['ordinary hours never clash', week({}), null],
    ['Friday to 01:00, Saturday from 12:00: fine', week({ friday: open('12:00', '01:00') }), null],
    ['closing exactly at the next opening is fine', week({ friday: open('12:00', '09:00') }), null],
    [
      'Friday to 10:00 runs past Saturday 09:00',
      week({ friday: open('12:00', '10:00') }),
      { day: 'friday', next: 'saturday', closes: '10:00', opens: '09:00' },
    ],
    [
      'equal times past the next opening',
      week({ friday: open('10:00', '10:00') }),
      { day: 'friday', next: 'saturday', closes: '10:00', opens: '09:00' },
    ],
    [
      'Saturday wraps round to Sunday',
      week({ saturday: open('20:00', '11:00') }),
      { day: 'saturday', next: 'sunday', closes: '11:00', opens: '10:00' },
    ],
    [
      'a closed next day clashes with nothing',
      week({ friday: open('12:00', '10:00'), saturday: { start: '09:00', end: '23:00', closed: true } }),
      null,
    ],
  ])('%s', (_rule, hours, clash) => {
    expect(hoursClash(hours, WEEKDAYS)).toEqual(clash);
  });
});
