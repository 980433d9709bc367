import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVATION_DURATIONS } from '../api/reservations';
import { BOOKING_MESSAGES, bookingRefusal, type BookingAttempt, type BookingContext } from './bookingRules';
import { slotStartsOn, slotStateOf, SLOT_STEP_MINUTES } from './slots';
import { LONDON_SETTINGS, block, withHours } from './testSettings';

const NOW = '2026-06-10T12:00:00.000Z'; // Wednesday 13:00 BST
const LANE = { id: 1, number: 1, status: 'available' };
const BLOCKS = [
  block('reservation', 1, '2026-06-10T17:00:00.000Z', '2026-06-10T18:00:00.000Z'),
  block('tournament', 1, '2026-06-10T19:00:00.000Z', '2026-06-10T21:00:00.000Z'),
  block('session', 1, '2026-06-10T11:30:00.000Z', '2026-06-10T13:30:00.000Z'),
];
const OK: BookingAttempt = {
  laneId: 1,
  customerName: 'Ada',
  playerCount: 2,
  reservedTime: '2026-06-10T15:00:00.000Z',
  duration: 60,
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
};
const CUSTOMER: BookingContext = {
  lane: LANE,
  settings: LONDON_SETTINGS,
  blocks: BLOCKS,
  now: NOW,
  booker: 'customer',
};
const STAFF: BookingContext = { ...CUSTOMER, booker: 'staff' };
const OVERRIDE: BookingContext = { ...STAFF, override: true };
const WED_CLOSED = withHours({ wednesday: { start: '09:00', end: '23:00', closed: true } });
const WED_NONE = withHours({ wednesday: undefined });
const MAINTENANCE = { ...LANE, status: 'maintenance' };

// rule, attempt changes, context, expected HTTP status and message (null: accepted)
// prettier-ignore
const CASES: [string, Partial<BookingAttempt>, BookingContext, number | null, string | null][] = [
  ['a complete customer booking in free time is taken', {}, CUSTOMER, null, null],
  ['a blank name is refused', { customerName: '  ' }, CUSTOMER, 400, BOOKING_MESSAGES.nameMissing],
  ['a customer without a phone is refused', { contactInfo: null }, CUSTOMER, 400, BOOKING_MESSAGES.phoneMissing],
  ['a customer without an email is refused', { emailAddress: ' ' }, CUSTOMER, 400, BOOKING_MESSAGES.emailMissing],
  ['a malformed email is refused', { emailAddress: 'ada at home' }, CUSTOMER, 400, BOOKING_MESSAGES.emailInvalid],
  ['an email with a line break (header injection) is refused', { emailAddress: 'ada@example.com\r\nBcc: x@evil.test' }, CUSTOMER, 400, BOOKING_MESSAGES.emailInvalid],
  ['an email naming two mailboxes is refused', { emailAddress: 'ada@example.com,eve@evil.test' }, CUSTOMER, 400, BOOKING_MESSAGES.emailInvalid],
  ['an email with a display name is refused', { emailAddress: 'Ada <ada@example.com>' }, CUSTOMER, 400, BOOKING_MESSAGES.emailInvalid],
  ['an email with a subdomain is fine', { emailAddress: 'ada.l@mail.example.co.uk' }, CUSTOMER, null, null],
  ['a non-ASCII email is fine', { emailAddress: 'zoë@exämple.de' }, CUSTOMER, null, null],
  ['staff may leave phone and email out', { contactInfo: null, emailAddress: null }, STAFF, null, null],
  ['staff still need a name', { customerName: '' }, STAFF, 400, BOOKING_MESSAGES.nameMissing],
  ['0 players is refused', { playerCount: 0 }, CUSTOMER, 400, BOOKING_MESSAGES.players],
  ['5 players is refused', { playerCount: 5 }, CUSTOMER, 400, BOOKING_MESSAGES.players],
  ['2.5 players is refused', { playerCount: 2.5 }, CUSTOMER, 400, BOOKING_MESSAGES.players],
  ['4 players is fine', { playerCount: 4 }, CUSTOMER, null, null],
  ['45 minutes is not a booking length', { duration: 45 }, CUSTOMER, 400, BOOKING_MESSAGES.duration],
  ['240 minutes is not a booking length', { duration: 240 }, CUSTOMER, 400, BOOKING_MESSAGES.duration],
  ['a lane in maintenance is refused', {}, { ...CUSTOMER, lane: MAINTENANCE }, 409, BOOKING_MESSAGES.maintenance(1)],
  ['a closed day is refused', {}, { ...CUSTOMER, settings: WED_CLOSED }, 400, BOOKING_MESSAGES.closed('Wednesday')],
  ['a day without hours is refused', {}, { ...CUSTOMER, settings: WED_NONE }, 400, BOOKING_MESSAGES.noHours('Wednesday')],
  ['starting before opening is refused', { reservedTime: '2026-06-10T07:30:00.000Z' }, { ...CUSTOMER, now: '2026-06-10T05:00:00.000Z' }, 400, BOOKING_MESSAGES.outsideHours('Wednesday', '09:00', '23:00')],
  ['running past closing is refused', { reservedTime: '2026-06-10T21:30:00.000Z' }, CUSTOMER, 400, BOOKING_MESSAGES.outsideHours('Wednesday', '09:00', '23:00')],
  ['ending exactly at closing is fine', { reservedTime: '2026-06-10T21:00:00.000Z' }, CUSTOMER, null, null],
  ['a start in the past is refused', { reservedTime: '2026-06-10T11:00:00.000Z' }, CUSTOMER, 400, BOOKING_MESSAGES.past],
  ['an unreadable time is refused', { reservedTime: 'soon' }, CUSTOMER, 400, BOOKING_MESSAGES.timeInvalid],
  ['overlapping a reservation is a conflict', { reservedTime: '2026-06-10T16:30:00.000Z' }, CUSTOMER, 409, BOOKING_MESSAGES.overlap.reservation(1)],
  ['overlapping a tournament is a conflict', { reservedTime: '2026-06-10T18:30:00.000Z' }, CUSTOMER, 409, BOOKING_MESSAGES.overlap.tournament(1)],
  ['overlapping a session is a conflict', { reservedTime: '2026-06-10T13:00:00.000Z' }, CUSTOMER, 409, BOOKING_MESSAGES.overlap.session(1)],
  ['touching a reservation’s end is fine', { reservedTime: '2026-06-10T18:00:00.000Z' }, CUSTOMER, null, null],
  ['editing a reservation may overlap its old self', { reservedTime: '2026-06-10T17:30:00.000Z', duration: 30 }, { ...STAFF, replacingReservationId: BLOCKS[0]?.reservationId }, null, null],
  ['override lifts maintenance', {}, { ...OVERRIDE, lane: MAINTENANCE }, null, null],
  ['override lifts a closed day', {}, { ...OVERRIDE, settings: WED_CLOSED }, null, null],
  ['override lifts a past start', { reservedTime: '2026-06-10T11:00:00.000Z' }, { ...OVERRIDE, blocks: [] }, null, null],
  ['override lifts a tournament clash', { reservedTime: '2026-06-10T19:00:00.000Z' }, OVERRIDE, null, null],
  ['override lifts a session clash', { reservedTime: '2026-06-10T13:00:00.000Z' }, OVERRIDE, null, null],
  ['override never double-books a reservation', { reservedTime: '2026-06-10T17:00:00.000Z' }, OVERRIDE, 409, BOOKING_MESSAGES.overlap.reservation(1)],
  ['override never lifts the player limit', { playerCount: 6 }, OVERRIDE, 400, BOOKING_MESSAGES.players],
];

describe('bookingRefusal: what the server refuses, and with which words', () => {
  it.each(CASES)('%s', (_rule, change, ctx, status, message) => {
    const refusal = bookingRefusal({ ...OK, ...change }, ctx);
    expect(refusal?.status ?? null).toBe(status);
    expect(refusal?.message ?? null).toBe(message);
  });

  it('names the weekday and hours of the booking’s own day (a Sunday in October, after the clocks change)', () => {
    const late = { ...OK, reservedTime: '2026-10-25T21:30:00.000Z' }; // 21:30 GMT, Sunday closes at 22:00
    const refusal = bookingRefusal(late, { ...CUSTOMER, now: '2026-10-01T00:00:00.000Z', blocks: [] });
    expect(refusal?.message).toBe(BOOKING_MESSAGES.outsideHours('Sunday', '10:00', '22:00'));
  });

  it('lists the booking lengths in its message', () => {
    expect(BOOKING_MESSAGES.duration).toBe('Duration must be 30, 60, 90, 120, 150 or 180 minutes');
  });
});

// 2026-06-12 is a Friday, 2026-06-13 a Saturday (BST). Friday 12:00–01:00, Saturday's own 12:00–23:00.
const LATE_FRIDAY: BookingContext = {
  ...CUSTOMER,
  settings: withHours({
    friday: { start: '12:00', end: '01:00', closed: false },
    saturday: { start: '12:00', end: '23:00', closed: false },
  }),
  blocks: [],
};

// rule, start (UTC), duration, expected message (null: accepted)
// prettier-ignore
const OVERNIGHT: [string, string, number, string | null][] = [
  ['00:30 Saturday for 30 min belongs to Friday and ends at closing', '2026-06-12T23:30:00.000Z', 30, null],
  ['23:30 Friday for 90 min ends at 01:00', '2026-06-12T22:30:00.000Z', 90, null],
  ['00:30 Saturday for 60 min runs past Friday’s 01:00', '2026-06-12T23:30:00.000Z', 60, BOOKING_MESSAGES.outsideHours('Friday', '12:00', '01:00')],
  ['01:00 Saturday is after Friday closed and before Saturday opens', '2026-06-13T00:00:00.000Z', 30, BOOKING_MESSAGES.outsideHours('Saturday', '12:00', '23:00')],
  ['Saturday 22:30 for 60 min: Saturday still closes at 23:00', '2026-06-13T21:30:00.000Z', 60, BOOKING_MESSAGES.outsideHours('Saturday', '12:00', '23:00')],
  ['Saturday 12:00 is Saturday’s own opening', '2026-06-13T11:00:00.000Z', 60, null],
];

describe('bookingRefusal: a venue open past midnight', () => {
  it.each(OVERNIGHT)('%s', (_rule, reservedTime, duration, message) => {
    const ctx = { ...LATE_FRIDAY, now: '2026-06-12T10:00:00.000Z' };
    expect(bookingRefusal({ ...OK, reservedTime, duration }, ctx)?.message ?? null).toBe(message);
  });

  it('every slot of Friday’s grid, after midnight too, is one the server takes', () => {
    const ctx = { ...LATE_FRIDAY, now: '2026-06-12T10:00:00.000Z' };
    for (const duration of RESERVATION_DURATIONS) {
      const starts = slotStartsOn('2026-06-12', duration, ctx.settings);
      expect(starts.length).toBeGreaterThan(0);
      for (const start of starts)
        expect(bookingRefusal({ ...OK, reservedTime: start, duration }, ctx)).toBeNull();
    }
  });
});

describe('the page greys exactly what the server refuses', () => {
  const settings = withHours({ wednesday: { start: '08:30', end: '23:00', closed: false } });
  const dayStart = Date.parse('2026-06-10T06:00:00.000Z');
  const anyBlock = fc
    .record({
      kind: fc.constantFrom('reservation' as const, 'tournament' as const, 'session' as const),
      laneId: fc.constantFrom(1, 2),
      startStep: fc.integer({ min: 0, max: 36 }),
      steps: fc.integer({ min: 1, max: 6 }),
    })
    .map(({ kind, laneId, startStep, steps }) => {
      const start = dayStart + startStep * SLOT_STEP_MINUTES * 60_000;
      const end = start + steps * SLOT_STEP_MINUTES * 60_000;
      return block(kind, laneId, new Date(start).toISOString(), new Date(end).toISOString());
    });

  it('every grid slot is available exactly when a customer booking of it is accepted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESERVATION_DURATIONS),
        fc.array(anyBlock, { maxLength: 6 }),
        fc.integer({ min: 0, max: 17 * 60 }),
        (duration, blocks, nowMinutes) => {
          const now = new Date(dayStart + nowMinutes * 60_000).toISOString();
          const ctx: BookingContext = { ...CUSTOMER, settings, blocks, now };
          for (const start of slotStartsOn('2026-06-10', duration, settings)) {
            const accepted = bookingRefusal({ ...OK, reservedTime: start, duration }, ctx) === null;
            expect(accepted).toBe(slotStateOf(1, start, duration, blocks, now) === 'available');
          }
        },
      ),
    );
  });
});
