import { describe, expect, it } from 'vitest';
import type { GroupEvent } from './events';
import { prepaymentBookingOf, takingOf, type Taking } from './takings';

const BOOKING = '1b7f8c36-5f0e-4c5b-9d1e-2f3a4b5c6d7e';
const SESSION = '2b7f8c36-5f0e-4c5b-9d1e-2f3a4b5c6d7e';
const AT = '2026-06-10T12:00:00.000Z';
const LATER = '2026-06-12T18:00:00.000Z';
const envelope = {
  eventId: '0b7f8c36-5f0e-4c5b-9d1e-2f3a4b5c6d7e',
  venueId: 'leeds',
  seq: 1,
  occurredAt: AT,
};
const booking = {
  reservationId: BOOKING,
  laneNumber: 1,
  start: '2026-06-12T18:00:00.000Z',
  end: '2026-06-12T19:00:00.000Z',
  durationMinutes: 60,
  playerCount: 2,
  currency: 'GBP' as const,
};
const session = { sessionId: SESSION, laneNumber: 1, currency: 'GBP' as const };

const made = (prepaidAmount: string): GroupEvent => ({
  ...envelope,
  kind: 'booking_made',
  ...booking,
  prepaidAmount,
});
const edited = (prepaidAmount: string, occurredAt = AT): GroupEvent => ({
  ...envelope,
  occurredAt,
  kind: 'booking_edited',
  ...booking,
  prepaidAmount,
});
const cancelled = (occurredAt = AT): GroupEvent => ({
  ...envelope,
  occurredAt,
  kind: 'booking_cancelled',
  reservationId: BOOKING,
});
const ended = (fee: string, prepaidAmount: string): GroupEvent => ({
  ...envelope,
  occurredAt: LATER,
  kind: 'session_ended',
  ...session,
  fee,
  prepaidAmount,
  startedAt: AT,
  endedAt: LATER,
});

describe('money taken: what one event moves, given what was already counted for its booking', () => {
  // prettier-ignore
  it.each<[string, GroupEvent, number, Taking | null]>([
    ['a booking made with a prepayment takes it then', made('5.00'), 0, { takenAt: AT, amountMinor: 500, reservationId: BOOKING }],
    ['a booking made with nothing prepaid takes nothing', made('0.00'), 0, null],
    ['an edit that raises the prepayment takes the difference', edited('7.50'), 500, { takenAt: AT, amountMinor: 250, reservationId: BOOKING }],
    ['an edit that lowers it gives the difference back', edited('2.00'), 500, { takenAt: AT, amountMinor: -300, reservationId: BOOKING }],
    ['an edit that leaves it moves nothing', edited('5.00'), 500, null],
    ['an edit of a booking never heard of counts its prepayment then', edited('5.00', LATER), 0, { takenAt: LATER, amountMinor: 500, reservationId: BOOKING }],
    ['a cancellation gives back what was counted, on its own day', cancelled(LATER), 500, { takenAt: LATER, amountMinor: -500, reservationId: BOOKING }],
    ['a cancellation of a booking with nothing counted moves nothing', cancelled(), 0, null],
    ['a no-show keeps its prepayment', { ...envelope, kind: 'booking_no_show', reservationId: BOOKING }, 500, null],
    ['a claim moves nothing until the session ends', { ...envelope, kind: 'booking_claimed', reservationId: BOOKING, sessionId: SESSION }, 500, null],
    ['a walk-in’s session takes its whole fee when it ends', ended('15.00', '0.00'), 0, { takenAt: LATER, amountMinor: 1500, reservationId: null }],
    ['a claimed booking’s session takes its fee less the prepayment', ended('15.00', '5.00'), 0, { takenAt: LATER, amountMinor: 1000, reservationId: null }],
    ['a session prepaid in full takes nothing more', ended('15.00', '20.00'), 0, null],
    ['a session starting takes nothing', { ...envelope, kind: 'session_started', ...session, fee: '15.00', prepaidAmount: '0.00', startedAt: AT, bookedMinutes: 60, reservationId: null }, 0, null],
    ['a session extended takes nothing until it ends', { ...envelope, kind: 'session_extended', ...session, fee: '30.00', prepaidAmount: '0.00', addedMinutes: 60 }, 0, null],
    ['a tournament takes nothing', { ...envelope, kind: 'tournament_finished', tournamentId: BOOKING, format: 'swiss', playerCount: 6 }, 0, null],
  ])('%s', (_, event, counted, expected) => {
    expect(takingOf(event, counted)).toEqual(expected);
  });

  it('asks what was counted only for events that change a booking’s prepayment', () => {
    expect(
      [made('5.00'), edited('1.00'), cancelled(), ended('15.00', '5.00')].map(prepaymentBookingOf),
    ).toEqual([BOOKING, BOOKING, BOOKING, null]);
  });

  it('counts each pound once over a booking’s life: prepaid £5, raised to £7.50, played as a £15 session', () => {
    let counted = 0;
    let total = 0;
    for (const e of [made('5.00'), edited('7.50'), ended('15.00', '7.50')]) {
      const t = takingOf(e, prepaymentBookingOf(e) ? counted : 0);
      if (t?.reservationId) counted += t.amountMinor;
      total += t?.amountMinor ?? 0;
    }
    expect(total).toBe(1500);
  });
});
