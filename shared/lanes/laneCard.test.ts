import { describe, expect, it } from 'vitest';
import type { Lane } from '../api/lanes';
import {
  feeDue,
  cardPlayers,
  cardReservation,
  cardTone,
  freeSlots,
  reservedSoonTooltip,
  sessionLengthText,
  statusLabel,
} from './laneCard';
import { laneRecord } from './testBlocks';

const NEXT = { reservedTime: '2026-11-21T18:00:00.000Z', customerName: 'Alice' };

function lane(extra: Partial<Lane> = {}): Lane {
  return {
    ...laneRecord(),
    nextReservation: null,
    timeUntilNextReservation: null,
    canFit30Min: true,
    canFit1Hour: true,
    canFit90Min: true,
    canFit2Hour: true,
    canFit150Min: true,
    canFit3Hour: true,
    ...extra,
  };
}

describe('cardPlayers: first 4, then +N more', () => {
  it.each([
    ['no players', [], [], null],
    ['four fit', ['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D'], null],
    ['five: one more', ['A', 'B', 'C', 'D', 'E'], ['A', 'B', 'C', 'D'], '+1 more'],
    ['six: two more', ['A', 'B', 'C', 'D', 'E', 'F'], ['A', 'B', 'C', 'D'], '+2 more'],
  ])('%s', (_rule, players, shown, more) => {
    expect(cardPlayers(players)).toEqual({ shown, more });
  });
});

describe('statusLabel and cardTone (labels and border colours)', () => {
  it.each([
    ['available', null, 'Available', 'green'],
    ['occupied', 3000, 'Occupied', 'red'],
    ['occupied', 601, 'Occupied', 'red'],
    ['occupied', 600, 'Occupied', 'amber'],
    ['occupied', -10, 'Occupied', 'amber'],
    ['occupied', null, 'Occupied', 'red'],
    ['reserved', null, 'Reserved', 'amber'],
    ['test', null, 'Test Mode', 'yellow'],
    ['maintenance', null, 'Maintenance', 'orange'],
    ['tournament', null, 'Tournament Match', 'blue'],
    ['closed-for-paint', null, 'closed-for-paint', 'unknown'],
  ])('%s with %s s left → %s, %s', (status, remaining, label, tone) => {
    expect(statusLabel(status)).toBe(label);
    expect(cardTone(status, remaining)).toBe(tone);
  });
});

describe('freeSlots: listed on an available lane with a reservation today', () => {
  it.each([
    ['nothing booked: no list', lane(), null],
    ['not available: no list', lane({ status: 'occupied', nextReservation: NEXT }), null],
    ['everything fits', lane({ nextReservation: NEXT }), ['30min', '1hr', '2hr', '3hr']],
    [
      '90 min to go: 30min and 1hr',
      lane({ nextReservation: NEXT, canFit2Hour: false, canFit150Min: false, canFit3Hour: false }),
      ['30min', '1hr'],
    ],
    [
      'nothing fits: an empty list',
      lane({
        nextReservation: NEXT,
        canFit30Min: false,
        canFit1Hour: false,
        canFit90Min: false,
        canFit2Hour: false,
        canFit150Min: false,
        canFit3Hour: false,
      }),
      [],
    ],
  ])('%s', (_rule, l, slots) => {
    expect(freeSlots(l)).toEqual(slots);
  });
});

describe("reservedSoonTooltip: 'Reserved Soon' replaces Setup Game when 30 min does not fit", () => {
  it.each([
    ['nothing booked', lane(), null],
    ['30 min fits', lane({ nextReservation: NEXT, timeUntilNextReservation: 30 }), null],
    [
      '20 minutes to go',
      lane({ nextReservation: NEXT, timeUntilNextReservation: 20, canFit30Min: false }),
      'Cannot start game - reservation for Alice in 20 minutes',
    ],
    [
      'occupied lanes never show it',
      lane({ status: 'occupied', nextReservation: NEXT, canFit30Min: false }),
      null,
    ],
  ])('%s', (_rule, l, tooltip) => {
    expect(reservedSoonTooltip(l)).toBe(tooltip);
  });
});

describe('cardReservation: Reserved Until / Future Reservation, Reserved By, Prepaid', () => {
  it.each([
    ['nothing booked', lane(), null],
    [
      'reserved, prepaid',
      lane({
        status: 'reserved',
        reservedBy: 'Alice',
        reservedUntil: '2026-11-21T19:00:00.000Z',
        prepaidAmount: '10.00',
      }),
      { label: 'Reserved Until', time: '2026-11-21T19:00:00.000Z', by: 'Alice', prepaid: '10.00' },
    ],
    [
      'available with a booking later, nothing prepaid',
      lane({ nextReservation: NEXT, reservedBy: 'Alice' }),
      { label: 'Future Reservation', time: NEXT.reservedTime, by: 'Alice', prepaid: null },
    ],
    ['occupied', lane({ status: 'occupied', nextReservation: NEXT, reservedBy: 'Alice' }), null],
  ])('%s', (_rule, l, shown) => {
    expect(cardReservation(l)).toEqual(shown);
  });

  it.each([
    ['a booking still to come stays a Future Reservation', '2026-11-21T17:59:00.000Z', 'Future Reservation'],
    [
      'a booking begun on an available lane is a tournament holding it',
      '2026-11-21T18:00:00.000Z',
      'Tournament Since',
    ],
  ])('%s', (_rule, now, label) => {
    const cup = { reservedTime: NEXT.reservedTime, customerName: 'Noon Cup' };
    expect(cardReservation(lane({ nextReservation: cup }), new Date(now))).toMatchObject({
      label,
      by: 'Noon Cup',
    });
  });
});

describe('sessionLengthText', () => {
  it.each([
    [1800, '30 min'],
    [3600, '1 hour'],
    [5400, '1.5 hours'],
    [10800, '3 hours'],
  ])('%i s → %s', (seconds, text) => {
    expect(sessionLengthText(seconds)).toBe(text);
  });
});

describe('feeDue: End Session asks for the fee less what was prepaid', () => {
  it.each([
    ['a walk-in pays the whole fee', '18.00', '0.00', { fee: '18.00', prepaid: null, due: '18.00' }],
    ['a prepaid booking pays the rest', '30.00', '10.50', { fee: '30.00', prepaid: '10.50', due: '19.50' }],
    ['prepaid in full: nothing due', '15.00', '15.00', { fee: '15.00', prepaid: '15.00', due: '0.00' }],
    [
      'overpaid: nothing due, never a negative',
      '15.00',
      '20.00',
      { fee: '15.00', prepaid: '20.00', due: '0.00' },
    ],
    ['an unreadable fee counts as nothing', 'n/a', '0.00', { fee: '0.00', prepaid: null, due: '0.00' }],
  ])('%s', (_rule, currentFee, prepaidAmount, expected) => {
    expect(feeDue({ currentFee, prepaidAmount })).toEqual(expected);
  });
});
