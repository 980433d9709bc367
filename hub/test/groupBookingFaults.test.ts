import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/booking/bookingRules';
import { offlineSentence } from '../../shared/group/booking';
import type { TestServer } from '../../lan-server/test/harness';
import { sleep, waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import { startEngines, startHub, type Engines } from './groupFixtures';
import {
  customerBooking,
  reservationCount,
  startBookingHub,
  startBookingVenue,
  waitForVenues,
  type BookingHub,
} from './groupBookingFixtures';

/**
 * The group page under load and under faults, on real engines. The venue's database decides every race, and
 * a booking exists at the venue exactly once if and only if the customer was shown it as confirmed.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let a: TestServer;

beforeAll(async () => {
  engines = await startEngines(['venue-a']);
  core = await startHub(engines);
  hub = await startBookingHub(core);
  a = await startBookingVenue(engines, 'venue-a', { name: 'Ashford Arrows', phone: '01233 100100' });
  await waitForVenues(hub, ['venue-a']);
}, 90_000);

afterAll(async () => {
  await hub?.close();
  await a?.close();
  await core?.stop();
  await engines?.close();
});

const DAY = '2026-06-10';
const book = (body: unknown) => hub.post('/api/group/venues/venue-a/reservations', body);

describe('group bookings under contention and faults', () => {
  it('100 group-page bookings of one slot and 20 through the venue’s own door: exactly one 201', async () => {
    const slot = customerBooking(4, `${DAY}T15:00:00.000Z`);
    const viaGroup = Array.from({ length: 100 }, (_, i) => book({ ...slot, customerName: `Group ${i}` }));
    const viaDoor = Array.from({ length: 20 }, (_, i) =>
      a.pub('/api/reservations', { method: 'POST', json: { ...slot, customerName: `Door ${i}` } }),
    );
    const answers = await Promise.all([...viaGroup, ...viaDoor]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(119);
    const refusals = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
    for (const body of refusals)
      expect(body).toEqual({
        message: BOOKING_MESSAGES.overlap.reservation(4),
        code: expect.stringMatching(/^(LANE_NOT_AVAILABLE|RESERVATION_CONFLICT)$/) as unknown,
      });
    expect(reservationCount(a, `lane_id = 4 AND reserved_time = '${slot.reservedTime}'`)).toBe(1);
  }, 60_000);

  it('the venue’s appliance stopped: the offline sentence within 2 s, and nothing stored', async () => {
    // While it answers, its refusal reaches a German customer in German, through the hub.
    const past = await hub.post(
      '/api/group/venues/venue-a/reservations',
      customerBooking(6, '2020-01-07T16:00:00.000Z', 9),
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(past.status).toBe(400);
    expect(((await past.json()) as { message: string }).message).toBe(
      'Eine Zeit in der Vergangenheit kann nicht gebucht werden',
    );
    const before = reservationCount(a, '1 = 1');
    await a.stop();
    const slot = customerBooking(6, `${DAY}T16:00:00.000Z`, 9);
    for (const ask of [
      () => book(slot),
      () => hub.get(`/api/group/venues/venue-a/availability?date=${DAY}&duration=60`),
    ]) {
      const t0 = Date.now();
      const res = await ask();
      expect(Date.now() - t0).toBeLessThan(2_000);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        message: offlineSentence('Ashford Arrows', '01233 100100'),
        code: 'VENUE_OFFLINE',
      });
    }
    const german = await hub.post('/api/group/venues/venue-a/reservations', slot, {
      'accept-language': 'de',
    });
    expect(await german.json()).toEqual({
      message: 'Ashford Arrows kann gerade keine Online-Buchungen annehmen. Bitte rufen Sie 01233 100100 an.',
      code: 'VENUE_OFFLINE',
    });
    // The appliance comes back with its own database: nothing was booked while it was away.
    a = await startBookingVenue(engines, 'venue-a', {
      name: 'Ashford Arrows',
      phone: '01233 100100',
      dataDir: a.dataDir,
      join: false,
    });
    expect(reservationCount(a, '1 = 1')).toBe(before);
    await waitFor('venue A answering again', async () => (await book(slot)).status === 201, 30_000);
    expect(reservationCount(a, `lane_id = 6`)).toBe(1);
  }, 60_000);

  it('nats-server restarted in the middle of a burst: every answered booking exists exactly once', async () => {
    const slots: ReturnType<typeof customerBooking>[] = [];
    for (let hour = 17; hour <= 21; hour += 1)
      for (let lane = 1; lane <= 8; lane += 1)
        if (lane !== 6 && lane !== 4)
          slots.push(customerBooking(lane, `${DAY}T${hour}:00:00.000Z`, slots.length));
    const answers: Promise<{ status: number; id: string | null; at: number }>[] = [];
    const started = Date.now();
    for (const [i, slot] of slots.entries()) {
      answers.push(
        book(slot).then(async (res) => {
          const body = (await res.json()) as { id?: string };
          return {
            status: res.status,
            id: res.status === 201 ? (body.id ?? null) : null,
            at: Date.now() - started,
          };
        }),
      );
      if (i === 8) await engines.nats.kill();
      if (i === 14) void engines.nats.restart();
      await sleep(40);
    }
    const results = await Promise.all(answers);
    const statuses = results.map((r) => r.status);
    // Only two answers: booked, or the offline sentence. Never an error of the hub's own.
    expect(new Set(statuses.filter((s) => s !== 201 && s !== 503))).toEqual(new Set());
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    const booked = results.filter((r) => r.status === 201);
    expect(booked.length).toBeGreaterThan(0);
    // A booking confirmed while the link was down is made at the venue when the hub's word reaches it
    // (docs/group-booking.md): once nothing is held, the venue has exactly the bookings it confirmed.
    await waitFor('every hold settled', async () => reservationCount(a, "status = 'held'") === 0, 30_000);
    const made = a.server.db
      .prepare(
        `SELECT id FROM reservations WHERE status = 'active' AND reserved_time >= ? AND lane_id NOT IN (4, 6)`,
      )
      .all(`${DAY}T17:00:00.000Z`) as { id: string }[];
    expect(made.map((r) => r.id).sort()).toEqual(booked.map((r) => r.id).sort());
    // No slot holds two bookings, and the database holds nothing the burst did not send.
    const rows = a.server.db
      .prepare(
        `SELECT lane_id, reserved_time, COUNT(*) AS n FROM reservations WHERE reserved_time >= ? GROUP BY 1, 2`,
      )
      .all(`${DAY}T17:00:00.000Z`) as { n: number }[];
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(booked.length);
    expect(rows.length).toBeLessThanOrEqual(slots.length);
    // Once the link is back, bookings are answered again.
    await waitFor(
      'bookings answered after the restart',
      async () => (await book(customerBooking(6, `${DAY}T21:00:00.000Z`, 99))).status === 201,
      30_000,
    );
  }, 90_000);
});
