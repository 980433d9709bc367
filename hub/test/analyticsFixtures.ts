import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { GroupEvent, Heartbeat } from '../../shared/group/events';
import { instantsOf, type Period } from '../../shared/group/periods';
import type { Currency } from '../../shared/api/settings';
import type { Delivered } from '../ingest';

/**
 * A venue's days of trade as the events it would send (and its heartbeats), made from a seeded generator, and
 * the figures head office must show, counted here from the generated facts alone — never from the hub's
 * tables or its rollup — so a figure the rollup got wrong fails.
 */
export interface TestVenue {
  venueId: string;
  zone: string;
  currency: Currency;
}

interface Span {
  start: number;
  end: number;
}
interface Facts {
  bookings: { start: number; status: 'active' | 'claimed' | 'cancelled' | 'no_show'; span: Span }[];
  sessions: { start: number; span: Span }[];
  money: { at: number; minor: number }[];
  tournaments: number[];
  open: { date: string; laneHours: number }[];
  /** Events (not heartbeats) in the story. */
  messages: number;
}

export interface VenueStory {
  venue: TestVenue;
  messages: (GroupEvent | Heartbeat)[];
  facts: Facts;
}

function mulberry(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** `days` days from `first` (local dates): each day a heartbeat and four to eight events. */
export function venueStory(venue: TestVenue, first: string, days: number, seed: number): VenueStory {
  const random = mulberry(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const messages: (GroupEvent | Heartbeat)[] = [];
  const facts: Facts = { bookings: [], sessions: [], money: [], tournaments: [], open: [], messages: 0 };
  let seq = 0;
  const envelope = (at: number) => ({
    eventId: randomUUID(),
    venueId: venue.venueId,
    seq: (seq += 1),
    occurredAt: new Date(at).toISOString(),
  });
  for (let i = 0; i < days; i += 1) {
    const day = DateTime.fromISO(first, { zone: venue.zone }).plus({ days: i });
    const date = day.toISODate() ?? '';
    const at = (hour: number, minute = 0) => day.set({ hour, minute }).toMillis();
    const laneHours = day.weekday >= 5 ? 96 : 72;
    facts.open.push({ date, laneHours });
    messages.push({
      kind: 'heartbeat',
      eventId: randomUUID(),
      venueId: venue.venueId,
      occurredAt: new Date(at(9)).toISOString(),
      venueName: venue.venueId,
      currency: venue.currency,
      timezone: venue.zone,
      laneHoursOpenToday: laneHours,
      laneHoursOpenWeek: laneHours * 7,
      queued: 0,
    });
    // Two bookings: made in the morning for the evening, then claimed, cancelled, edited or not come for.
    for (let b = 0; b < 2; b += 1) {
      const reservationId = randomUUID();
      const start = at(17 + pick(5), pick(2) * 30);
      const minutes = 60 + 30 * pick(4);
      let prepaid = pick(3) === 0 ? 500 : 0;
      const booking = (kind: 'booking_made' | 'booking_edited', when: number, s: number) =>
        ({
          kind,
          ...envelope(when),
          reservationId,
          laneNumber: 1 + b,
          start: new Date(s).toISOString(),
          end: new Date(s + minutes * 60_000).toISOString(),
          durationMinutes: minutes,
          playerCount: 2,
          prepaidAmount: money(prepaid),
          currency: venue.currency,
        }) as const;
      messages.push(booking('booking_made', at(10, b), start));
      facts.money.push({ at: at(10, b), minor: prepaid });
      const fate = pick(4);
      const span = { start, end: start + minutes * 60_000 };
      if (fate === 0) {
        // Cancelled: the prepayment goes back on the day it is cancelled (here, in the afternoon).
        messages.push({ kind: 'booking_cancelled', ...envelope(at(15, b)), reservationId });
        facts.money.push({ at: at(15, b), minor: -prepaid });
        facts.bookings.push({ start, status: 'cancelled', span });
      } else if (fate === 1) {
        messages.push({ kind: 'booking_no_show', ...envelope(span.end), reservationId });
        facts.bookings.push({ start, status: 'no_show', span });
      } else if (fate === 2) {
        // Edited to 7.50 prepaid: the difference is taken at the edit; left active (never claimed).
        const before = prepaid;
        prepaid = 750;
        messages.push(booking('booking_edited', at(12, b), start));
        facts.money.push({ at: at(12, b), minor: prepaid - before });
        facts.bookings.push({ start, status: 'active', span });
      } else {
        const sessionId = randomUUID();
        const fee = 1500 + 500 * pick(3);
        const common = {
          sessionId,
          laneNumber: 1 + b,
          currency: venue.currency,
          prepaidAmount: money(prepaid),
        };
        messages.push({ kind: 'booking_claimed', ...envelope(start), reservationId, sessionId });
        messages.push({
          kind: 'session_started',
          ...envelope(start),
          ...common,
          fee: money(fee),
          startedAt: new Date(start).toISOString(),
          bookedMinutes: minutes,
          reservationId,
        });
        messages.push({
          kind: 'session_ended',
          ...envelope(span.end),
          ...common,
          fee: money(fee),
          startedAt: new Date(start).toISOString(),
          endedAt: new Date(span.end).toISOString(),
        });
        facts.money.push({ at: span.end, minor: Math.max(0, fee - prepaid) });
        facts.bookings.push({ start, status: 'claimed', span });
        facts.sessions.push({ start, span });
      }
    }
    // A walk-in late in the evening, extended, ending after midnight now and then.
    const sessionId = randomUUID();
    const start = at(22, pick(4) * 15);
    const booked = 60 + pick(3) * 30;
    const common = { sessionId, laneNumber: 5, currency: venue.currency, prepaidAmount: '0.00' };
    messages.push({
      kind: 'session_started',
      ...envelope(start),
      ...common,
      fee: '10.00',
      startedAt: new Date(start).toISOString(),
      bookedMinutes: booked,
      reservationId: null,
    });
    messages.push({
      kind: 'session_extended',
      ...envelope(start + 30 * 60_000),
      ...common,
      fee: '15.00',
      addedMinutes: 30,
    });
    const end = start + (booked + 30) * 60_000;
    messages.push({
      kind: 'session_ended',
      ...envelope(end),
      ...common,
      fee: '15.00',
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(end).toISOString(),
    });
    facts.money.push({ at: end, minor: 1500 });
    facts.sessions.push({ start, span: { start, end } });
    if (day.weekday === 4) {
      messages.push({
        kind: 'tournament_finished',
        ...envelope(at(23, 30)),
        tournamentId: randomUUID(),
        format: 'single_elimination',
        playerCount: 8,
      });
      facts.tournaments.push(at(23, 30));
    }
  }
  facts.messages = messages.filter((m) => m.kind !== 'heartbeat').length;
  return { venue, messages, facts };
}

/** What head office must show for the story over `period`, counted from the facts on the venue's clock. */
export function expectedFigures(story: VenueStory, period: Period) {
  const { start, end } = instantsOf(period, story.venue.zone);
  const [from, to] = [start.getTime(), end.getTime()];
  const inside = (t: number) => t >= from && t < to;
  const overlap = (s: Span) => Math.max(0, Math.min(s.end, to) - Math.max(s.start, from)) / 60_000;
  const { facts } = story;
  const minutes =
    facts.sessions.reduce((sum, s) => sum + overlap(s.span), 0) +
    facts.bookings
      .filter((b) => b.status === 'active' || b.status === 'no_show')
      .reduce((sum, b) => sum + overlap(b.span), 0);
  const open = facts.open.filter((o) => o.date >= period.from && o.date < period.until);
  return {
    bookings: facts.bookings.filter((b) => b.status !== 'cancelled' && inside(b.start)).length,
    noShows: facts.bookings.filter((b) => b.status === 'no_show' && inside(b.start)).length,
    sessions: facts.sessions.filter((s) => inside(s.start)).length,
    laneHoursSold: Math.round((minutes / 60) * 100) / 100,
    laneHoursOpen: open.reduce((sum, o) => sum + o.laneHours, 0),
    daysOpenKnown: open.length,
    revenueMinor: facts.money.filter((m) => inside(m.at)).reduce((sum, m) => sum + m.minor, 0),
    tournaments: facts.tournaments.filter(inside).length,
  };
}

/** Messages as if the stream delivered them, each taken by it when the venue sent it. */
export function asDelivered(messages: readonly (GroupEvent | Heartbeat)[]): Delivered[] {
  return messages.map((message) => ({ message, streamSeq: 0, streamAt: new Date(message.occurredAt) }));
}
