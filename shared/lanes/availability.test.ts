import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMinutes } from '../time/venueTime';
import {
  availabilityFrom,
  conflictingBooking,
  laneAvailability,
  sessionFits,
  type LaneRuleBlock,
} from './availability';
import { LONDON, at, block } from './testBlocks';

const NONE: LaneRuleBlock[] = [];
const ALL_FIT = [true, true, true, true, true, true];

/** canFit flags in the lane's order: 30 min, 1 h, 90 min, 2 h, 150 min, 3 h. */
function flags(now: string, blocks: LaneRuleBlock[], zone = LONDON): boolean[] {
  const a = laneAvailability(blocks, at(now), zone);
  return [a.canFit30Min, a.canFit1Hour, a.canFit90Min, a.canFit2Hour, a.canFit150Min, a.canFit3Hour];
}

describe('laneAvailability: next reservation and minutes to go (pinned clock)', () => {
  it.each([
    ['nothing booked: no next reservation', '2026-11-21T12:00:00Z', NONE, null, null],
    [
      'a booking later today is next, minutes to go counted',
      '2026-11-21T12:00:00Z',
      [block('reservation', '2026-11-21T12:45:00Z', 60)],
      { reservedTime: '2026-11-21T12:45:00.000Z', customerName: 'Alice' },
      45,
    ],
    [
      'minutes are rounded down (29.5 → 29)',
      '2026-11-21T13:30:30Z',
      [block('reservation', '2026-11-21T14:00:00Z', 60)],
      { reservedTime: '2026-11-21T14:00:00.000Z', customerName: 'Alice' },
      29,
    ],
    [
      'a booking under way counts as 0 minutes',
      '2026-11-21T12:10:00Z',
      [block('reservation', '2026-11-21T12:00:00Z', 60)],
      { reservedTime: '2026-11-21T12:00:00.000Z', customerName: 'Alice' },
      0,
    ],
    [
      'a booking that has ended is forgotten',
      '2026-11-21T13:00:00Z',
      [block('reservation', '2026-11-21T12:00:00Z', 60)],
      null,
      null,
    ],
    [
      'a tournament block is named by its tournament',
      '2026-11-21T12:00:00Z',
      [block('tournament', '2026-11-21T13:40:00Z', 120)],
      { reservedTime: '2026-11-21T13:40:00.000Z', customerName: 'Friday Cup' },
      100,
    ],
    [
      'a running session is the lane status, not a booking',
      '2026-11-21T12:00:00Z',
      [block('session', '2026-11-21T12:30:00Z', 60)],
      null,
      null,
    ],
    [
      'the earliest of several bookings is next',
      '2026-11-21T12:00:00Z',
      [
        block('reservation', '2026-11-21T18:00:00Z', 60, { customerName: 'Late' }),
        block('reservation', '2026-11-21T15:00:00Z', 60, { customerName: 'Early' }),
      ],
      { reservedTime: '2026-11-21T15:00:00.000Z', customerName: 'Early' },
      180,
    ],
    [
      'a reservation wins a tie with a tournament block',
      '2026-11-21T12:00:00Z',
      [block('tournament', '2026-11-21T15:00:00Z', 60), block('reservation', '2026-11-21T15:00:00Z', 60)],
      { reservedTime: '2026-11-21T15:00:00.000Z', customerName: 'Alice' },
      180,
    ],
    [
      'just after midnight: at 23:30 a 00:15 booking (tomorrow on the calendar) is next',
      '2026-11-21T23:30:00Z',
      [block('reservation', '2026-11-22T00:15:00Z', 60)],
      { reservedTime: '2026-11-22T00:15:00.000Z', customerName: 'Alice' },
      45,
    ],
    [
      'just after midnight: at 00:05 a 00:30 booking is today',
      '2026-11-22T00:05:00Z',
      [block('reservation', '2026-11-22T00:30:00Z', 60)],
      { reservedTime: '2026-11-22T00:30:00.000Z', customerName: 'Alice' },
      25,
    ],
    [
      'look-ahead past midnight reaches 3 hours: at 21:30 a 00:15 booking is next',
      '2026-11-21T21:30:00Z',
      [block('reservation', '2026-11-22T00:15:00Z', 60)],
      { reservedTime: '2026-11-22T00:15:00.000Z', customerName: 'Alice' },
      165,
    ],
    [
      'at 20:00 a 00:15 booking is beyond today and beyond 3 hours',
      '2026-11-21T20:00:00Z',
      [block('reservation', '2026-11-22T00:15:00Z', 60)],
      null,
      null,
    ],
    [
      "tomorrow morning's booking is not today's",
      '2026-11-21T10:00:00Z',
      [block('reservation', '2026-11-22T09:00:00Z', 60)],
      null,
      null,
    ],
    [
      'summer time: 00:15 BST is 23:15 UTC and still just after midnight',
      '2026-07-15T22:30:00Z',
      [block('reservation', '2026-07-15T23:15:00Z', 60)],
      { reservedTime: '2026-07-15T23:15:00.000Z', customerName: 'Alice' },
      45,
    ],
  ])('%s', (_rule, now, blocks, next, minutes) => {
    const a = laneAvailability(blocks, at(now), LONDON);
    expect(a.nextReservation).toEqual(next);
    expect(a.timeUntilNextReservation).toBe(minutes);
  });
});

describe('a venue open past midnight: "today" lasts until closing', () => {
  // 2026-11-20 is a Friday; the venue closes at 02:00 on Saturday, which ruleInputs passes as openUntil.
  const CLOSES = at('2026-11-21T02:00:00Z');
  const LATE = [block('reservation', '2026-11-21T00:30:00Z', 60)];
  it.each([
    ['at 20:00 the 00:30 booking is tonight’s, on the card', '2026-11-20T20:00:00Z', CLOSES, 270],
    ['without the closing it is beyond today (ordinary hours)', '2026-11-20T20:00:00Z', null, null],
    ['at 23:30 it limits the fits as any booking does', '2026-11-20T23:30:00Z', CLOSES, 60],
  ])('%s', (_rule, now, openUntil, minutes) => {
    const a = laneAvailability(LATE, at(now), LONDON, openUntil);
    expect(a.timeUntilNextReservation).toBe(minutes);
  });

  it.each([
    [
      '23:30 with a 00:30 booking: 30 min and 1 h fit, longer do not',
      '2026-11-20T23:30:00Z',
      [true, true, false, false, false, false],
    ],
    [
      '00:00 with a 00:30 booking: only 30 min fits',
      '2026-11-21T00:00:00Z',
      [true, false, false, false, false, false],
    ],
  ])('canFit: %s', (_rule, now, fits) => {
    const a = laneAvailability(LATE, at(now), LONDON, CLOSES);
    expect([
      a.canFit30Min,
      a.canFit1Hour,
      a.canFit90Min,
      a.canFit2Hour,
      a.canFit150Min,
      a.canFit3Hour,
    ]).toEqual(fits);
  });
});

describe('laneAvailability: canFit30Min … canFit3Hour (pinned clock)', () => {
  it.each([
    ['nothing booked: every length fits', '2026-11-21T12:00:00Z', NONE, ALL_FIT],
    [
      'booking in 45 min: only 30 min fits',
      '2026-11-21T12:00:00Z',
      [block('reservation', '2026-11-21T12:45:00Z', 60)],
      [true, false, false, false, false, false],
    ],
    [
      'a session may end exactly as the booking starts',
      '2026-11-21T12:00:00Z',
      [block('reservation', '2026-11-21T13:00:00Z', 60)],
      [true, true, false, false, false, false],
    ],
    [
      '29.5 minutes is not enough for 30',
      '2026-11-21T13:30:30Z',
      [block('reservation', '2026-11-21T14:00:00Z', 60)],
      [false, false, false, false, false, false],
    ],
    [
      'booking under way: nothing fits',
      '2026-11-21T12:10:00Z',
      [block('reservation', '2026-11-21T12:00:00Z', 60)],
      [false, false, false, false, false, false],
    ],
    [
      'tournament in 100 min: up to 90 min fits',
      '2026-11-21T12:00:00Z',
      [block('tournament', '2026-11-21T13:40:00Z', 120)],
      [true, true, true, false, false, false],
    ],
    [
      'a session block does not limit the lane',
      '2026-11-21T12:00:00Z',
      [block('session', '2026-11-21T12:10:00Z', 60)],
      ALL_FIT,
    ],
    [
      'booking in 150 min: everything but 3 hours fits',
      '2026-11-21T12:00:00Z',
      [block('reservation', '2026-11-21T14:30:00Z', 60)],
      [true, true, true, true, true, false],
    ],
    [
      'just after midnight: at 23:30 a 00:15 booking limits tonight',
      '2026-11-21T23:30:00Z',
      [block('reservation', '2026-11-22T00:15:00Z', 60)],
      [true, false, false, false, false, false],
    ],
    [
      'just after midnight: at 00:05 a 00:30 booking leaves no 30 min',
      '2026-11-22T00:05:00Z',
      [block('reservation', '2026-11-22T00:30:00Z', 60)],
      [false, false, false, false, false, false],
    ],
    [
      'closing time does not limit: 3 hours from 22:30 fits on an empty lane',
      '2026-11-21T22:30:00Z',
      NONE,
      ALL_FIT,
    ],
    [
      'a booking crossing closing (22:30–00:30) blocks the lane at 23:45',
      '2026-11-21T23:45:00Z',
      [block('reservation', '2026-11-21T22:30:00Z', 120)],
      [false, false, false, false, false, false],
    ],
    [
      '…and still after midnight at 00:20',
      '2026-11-22T00:20:00Z',
      [block('reservation', '2026-11-21T22:30:00Z', 120)],
      [false, false, false, false, false, false],
    ],
    [
      '…and frees the lane when it ends at 00:30',
      '2026-11-22T00:30:00Z',
      [block('reservation', '2026-11-21T22:30:00Z', 120)],
      ALL_FIT,
    ],
  ])('%s', (_rule, now, blocks, expected) => {
    expect(flags(now, blocks)).toEqual(expected);
  });
});

describe('availabilityFrom: re-deriving on a screen from nextReservation alone', () => {
  const next = { reservedTime: '2026-11-21T14:00:00.000Z', customerName: 'Alice' };
  it.each([
    ['two hours ahead', '2026-11-21T12:00:00Z', 120, [true, true, true, true, false, false]],
    [
      'an hour later the flags have moved on',
      '2026-11-21T13:00:00Z',
      60,
      [true, true, false, false, false, false],
    ],
    [
      'once the booking starts nothing fits',
      '2026-11-21T14:05:00Z',
      0,
      [false, false, false, false, false, false],
    ],
  ])('%s', (_rule, now, minutes, expected) => {
    const a = availabilityFrom(next, at(now));
    expect(a.timeUntilNextReservation).toBe(minutes);
    expect([
      a.canFit30Min,
      a.canFit1Hour,
      a.canFit90Min,
      a.canFit2Hour,
      a.canFit150Min,
      a.canFit3Hour,
    ]).toEqual(expected);
  });

  it('agrees with laneAvailability from the blocks at the same instant', () => {
    const blocks = [block('reservation', '2026-11-21T14:00:00Z', 60)];
    const now = at('2026-11-21T12:17:00Z');
    const full = laneAvailability(blocks, now, LONDON);
    expect({ nextReservation: full.nextReservation, ...availabilityFrom(full.nextReservation, now) }).toEqual(
      full,
    );
  });

  it.each([
    ['no next reservation: any length fits', null, 180, true],
    ['90 min fits exactly before a booking 90 min away', next, 90, true],
    ['91 min does not', next, 91, false],
  ])('sessionFits: %s', (_rule, nextReservation, minutes, fits) => {
    expect(sessionFits(nextReservation, minutes, at('2026-11-21T12:30:00Z'))).toBe(fits);
  });
});

describe('conflictingBooking: what POST /start refuses', () => {
  const NOON = '2026-11-21T12:00:00Z';
  it.each([
    ['no bookings: no conflict', NOON, NONE, 60, null],
    [
      '1 h session into a booking in 45 min',
      NOON,
      [block('reservation', '2026-11-21T12:45:00Z', 60)],
      60,
      { holder: 'Alice', minutesUntil: 45 },
    ],
    [
      'a session ending as the booking starts is fine',
      NOON,
      [block('reservation', '2026-11-21T13:00:00Z', 60)],
      60,
      null,
    ],
    [
      'a tournament under way conflicts at 0 minutes',
      NOON,
      [block('tournament', '2026-11-21T11:30:00Z', 120)],
      30,
      { holder: 'Friday Cup', minutesUntil: 0 },
    ],
    [
      'a booking that ended at now does not',
      NOON,
      [block('reservation', '2026-11-21T11:00:00Z', 60)],
      30,
      null,
    ],
    ['a session block is never a conflict', NOON, [block('session', '2026-11-21T12:10:00Z', 60)], 60, null],
    [
      'the earliest clash is named',
      NOON,
      [
        block('reservation', '2026-11-21T14:00:00Z', 60, { customerName: 'Bob' }),
        block('reservation', '2026-11-21T13:00:00Z', 30),
      ],
      180,
      { holder: 'Alice', minutesUntil: 60 },
    ],
    [
      'past midnight: a 3 h session at 23:00 runs into a 01:00 booking',
      '2026-11-21T23:00:00Z',
      [block('reservation', '2026-11-22T01:00:00Z', 60)],
      180,
      { holder: 'Alice', minutesUntil: 120 },
    ],
  ])('%s', (_rule, now, blocks, minutes, expected) => {
    expect(conflictingBooking(blocks, minutes, at(now))).toEqual(expected);
  });
});

describe('the screen and the server agree (property)', () => {
  // Quarter-hours from 18:00 to 04:00 across midnight, where "today" and the 3-hour look-ahead meet.
  const instant = fc.integer({ min: 0, max: 40 }).map((q) => addMinutes('2026-11-21T18:00:00Z', q * 15));
  const blockArb = fc.record({
    kind: fc.constantFrom('reservation' as const, 'tournament' as const, 'session' as const),
    start: instant,
    minutes: fc.constantFrom(30, 60, 90, 120, 180),
  });

  it('a session length shows as fitting exactly when POST /start would not refuse it', () => {
    fc.assert(
      fc.property(
        fc.array(blockArb, { maxLength: 5 }),
        instant,
        fc.constantFrom(30, 60, 90, 120, 150, 180),
        (raw, now, minutes) => {
          const blocks = raw.map((b) => block(b.kind, b.start.toISOString(), b.minutes));
          const shown = laneAvailability(blocks, now, LONDON);
          const refused = conflictingBooking(blocks, minutes, now) !== null;
          expect(sessionFits(shown.nextReservation, minutes, now)).toBe(!refused);
        },
      ),
    );
  });
});
