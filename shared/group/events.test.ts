import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../api/settings';
import { GroupEvent, GroupMessage, Heartbeat, venueOfSubject, venueSubject, VenueId } from './events';

const base = {
  eventId: '0b7f8c36-5f0e-4c5b-9d1e-2f3a4b5c6d7e',
  venueId: 'leeds',
  seq: 1,
  occurredAt: '2026-11-25T19:00:00.000Z',
};
const booking = {
  reservationId: '1b7f8c36-5f0e-4c5b-9d1e-2f3a4b5c6d7e',
  laneNumber: 2,
  start: '2026-11-25T20:00:00.000Z',
  end: '2026-11-25T21:00:00.000Z',
  durationMinutes: 60,
  playerCount: 4,
  prepaidAmount: '10.00',
  currency: 'GBP',
};

describe('group events', () => {
  it.each([
    ['a booking made', { ...base, kind: 'booking_made', ...booking }, true],
    [
      'a booking with its customer’s name',
      { ...base, kind: 'booking_made', ...booking, customerName: 'Ann' },
      false,
    ],
    [
      'a booking with an e-mail',
      { ...base, kind: 'booking_edited', ...booking, emailAddress: 'a@b.c' },
      false,
    ],
    ['a cancellation', { ...base, kind: 'booking_cancelled', reservationId: booking.reservationId }, true],
    ['a no-show', { ...base, kind: 'booking_no_show', reservationId: booking.reservationId }, true],
    ['an unknown kind', { ...base, kind: 'booking_lost', reservationId: booking.reservationId }, false],
    ['a fee with one decimal', { ...base, kind: 'booking_made', ...booking, prepaidAmount: '1.5' }, false],
    [
      'a venue id with a dot',
      { ...base, venueId: 'a.b', kind: 'booking_cancelled', reservationId: booking.reservationId },
      false,
    ],
    [
      'a finished game without names',
      {
        ...base,
        kind: 'lane_game_finished',
        gameId: booking.reservationId,
        laneNumber: 1,
        mode: '501',
        leaderboard: [],
      },
      true,
    ],
    [
      'a seq of 0',
      { ...base, seq: 0, kind: 'booking_cancelled', reservationId: booking.reservationId },
      false,
    ],
  ])('%s: valid %s', (_name, input, valid) => {
    expect(GroupEvent.safeParse(input).success).toBe(valid);
  });

  it('tells heartbeats and events apart', () => {
    const beat = {
      kind: 'heartbeat',
      eventId: base.eventId,
      venueId: 'leeds',
      occurredAt: base.occurredAt,
      venueName: 'Leeds',
      currency: 'GBP',
      timezone: 'Europe/London',
      laneHoursOpenToday: 56,
      laneHoursOpenWeek: 392,
      queued: 0,
    };
    expect(Heartbeat.safeParse(beat).success).toBe(true);
    expect(GroupMessage.safeParse(beat).success).toBe(true);
    expect(GroupEvent.safeParse(beat).success).toBe(false);
  });

  it('a heartbeat carries one of the currencies the venue settings offer, and no other', () => {
    const beat = (currency: string) => ({
      kind: 'heartbeat',
      eventId: base.eventId,
      venueId: 'leeds',
      occurredAt: base.occurredAt,
      venueName: 'Leeds',
      currency,
      timezone: 'Europe/London',
      laneHoursOpenToday: 56,
      laneHoursOpenWeek: 392,
      queued: 0,
    });
    expect(CURRENCIES.filter((c) => Heartbeat.safeParse(beat(c)).success)).toEqual([...CURRENCIES]);
    expect(Heartbeat.safeParse(beat('JPY')).success).toBe(false);
  });

  it.each([
    ['group.leeds.booking_made', 'leeds'],
    ['group.leeds', null],
    ['group.leeds.a.b', null],
    ['other.leeds.x', null],
  ])('the venue of %s is %s', (subject, venue) => {
    expect(venueOfSubject(subject)).toBe(venue);
  });

  it('round-trips a subject', () => {
    expect(venueOfSubject(venueSubject('york-2', 'heartbeat'))).toBe('york-2');
  });

  it.each([
    ['leeds', true],
    ['york-2', true],
    ['Leeds', false],
    ['-x', false],
    ['a*', false],
    ['', false],
  ])('venue id %s is valid: %s', (id, valid) => {
    expect(VenueId.safeParse(id).success).toBe(valid);
  });
});
