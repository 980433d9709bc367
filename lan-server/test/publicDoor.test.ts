import { afterEach, describe, expect, it } from 'vitest';
import { PublicAvailability, PublicSettings } from '../../shared/api/publicBooking';
import { z } from 'zod';
import { startTestServer, type TestServer } from './harness';

// The harness clock reads Wednesday 2026-06-10 12:00 UTC (13:00 in London).
let t: TestServer;
afterEach(async () => t?.close());

const SECRET = {
  customerName: 'Zebedee Quux',
  contactInfo: '07700 911911',
  emailAddress: 'zebedee@example.org',
};
const booking = {
  laneId: 2,
  playerCount: 3,
  reservedTime: '2026-06-10T16:00:00.000Z',
  duration: 90,
  prepaidAmount: '0.00',
  ...SECRET,
};

describe('the public door', () => {
  it('takes a booking and answers a confirmation with the price but no personal details', async () => {
    t = await startTestServer();
    const res = await t.pub('/api/reservations', { method: 'POST', json: booking });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ laneId: 2, duration: 90, playerCount: 3, price: '22.50' });
    for (const secret of Object.values(SECRET)) expect(text).not.toContain(secret);
  });

  it('serves availability and public settings but not the reservation list, even with a staff cookie', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    expect((await t.pub('/api/public/availability?date=2026-06-10&duration=60')).status).toBe(200);
    expect((await t.pub('/api/public/settings')).status).toBe(200);
    for (const c of [undefined, cookie]) {
      expect((await t.pub('/api/reservations', { cookie: c })).status).toBe(404);
      expect((await t.pub('/api/reservations/x', { method: 'DELETE', cookie: c })).status).toBe(404);
      expect(
        (await t.pub('/api/reservations/override', { method: 'POST', cookie: c, json: booking })).status,
      ).toBe(404);
      expect((await t.pub('/api/settings', { cookie: c })).status).toBe(404);
    }
  });

  it('a staff cookie on the public door still books as a customer (phone and email required)', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const res = await t.pub('/api/reservations', {
      method: 'POST',
      cookie,
      json: { ...booking, emailAddress: null },
    });
    expect(res.status).toBe(400);
  });

  it('no public answer contains a booked customer’s name, phone or email', async () => {
    t = await startTestServer();
    expect((await t.lan('/api/reservations', { method: 'POST', json: booking })).status).toBe(201);
    const paths = [
      '/api/public/availability?date=2026-06-10&duration=60',
      '/api/public/availability?date=2026-06-10&duration=180',
      '/api/public/settings',
      '/',
      '/customer-booking',
    ];
    for (const path of paths) {
      const text = await (await t.pub(path)).text();
      for (const secret of Object.values(SECRET))
        expect({ path, leaked: text.includes(secret) }).toEqual({ path, leaked: false });
    }
    const refused = await (
      await t.pub('/api/reservations', { method: 'POST', json: { ...booking, customerName: 'Other' } })
    ).text();
    for (const secret of Object.values(SECRET)) expect(refused).not.toContain(secret);
  });
});

describe('GET /api/public/availability', () => {
  it('answers currency, zone and per bookable lane its slots with state and price', async () => {
    t = await startTestServer();
    t.server.db.prepare("UPDATE lanes SET status = 'maintenance' WHERE id = 10").run();
    expect((await t.pub('/api/reservations', { method: 'POST', json: booking })).status).toBe(201);
    const res = await t.pub('/api/public/availability?date=2026-06-10&duration=60');
    const a = PublicAvailability.parse(await res.json());
    expect(a).toMatchObject({
      date: '2026-06-10',
      duration: 60,
      currency: 'GBP',
      timezone: 'Europe/London',
      opening: 'open',
    });
    expect(a.lanes.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const lane2 = a.lanes[1];
    const state = (start: string) => lane2?.slots.find((s) => s.start === start)?.state;
    expect(state('2026-06-10T08:00:00.000Z')).toBe('past');
    expect(state('2026-06-10T12:00:00.000Z')).toBe('available');
    expect(state('2026-06-10T15:30:00.000Z')).toBe('reserved');
    expect(state('2026-06-10T17:30:00.000Z')).toBe('available');
    expect(lane2?.slots[0]?.price).toBe('15.00');
  });

  it('a closed day answers no slots and says so', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Record<string, unknown>;
    const hours = settings.operatingHours as Record<string, unknown>;
    hours.friday = { start: '09:00', end: '23:00', closed: true };
    expect((await t.lan('/api/settings', { method: 'PUT', cookie, json: settings })).status).toBe(200);
    const a = PublicAvailability.parse(
      await (await t.pub('/api/public/availability?date=2026-06-12&duration=60')).json(),
    );
    expect(a.opening).toBe('closed');
    expect(a.lanes.every((l) => l.slots.length === 0)).toBe(true);
  });

  it.each([
    ['a missing date', '?duration=60'],
    ['a date that is not a day', '?date=2026-02-30&duration=60'],
    ['a duration that is not a booking length', '?date=2026-06-10&duration=45'],
    ['a duration that is not a number', '?date=2026-06-10&duration=lots'],
  ])('refuses %s with 400', async (_rule, query) => {
    t = await startTestServer();
    const res = await t.pub(`/api/public/availability${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('public settings carry the venue’s name, town, phone, currency and hours only', async () => {
    t = await startTestServer();
    const s = (await (await t.pub('/api/public/settings')).json()) as Record<string, unknown>;
    expect(z.strictObject(PublicSettings.shape).parse(s)).toMatchObject({
      currency: 'GBP',
      timezone: 'Europe/London',
    });
  });

  it('limits each address per minute and says so in draft-7 RateLimit headers, never a partition key', async () => {
    t = await startTestServer({ publicRequestsPerMinute: 3 });
    const first = await t.pub('/api/public/settings');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect(first.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
    await t.pub('/api/public/settings');
    await t.pub('/api/public/settings');
    const refused = await t.pub('/api/public/settings');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      code: 'THROTTLED',
    });
  });

  it('limits bookings per address more tightly than reads, however the path is written', async () => {
    t = await startTestServer({ publicBookingsPer10Minutes: 1 });
    const first = await t.pub('/api/reservations', { method: 'POST', json: booking });
    expect(first.status).toBe(201);
    const again = await t.pub('/API/Reservations/', {
      method: 'POST',
      json: { ...booking, reservedTime: '2026-06-10T18:00:00.000Z' },
    });
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({
      message: 'Too many bookings from this address. Please call the venue.',
      code: 'THROTTLED',
    });
    // Reads are not bookings: the page still shows the grid.
    expect((await t.pub('/api/public/settings')).status).toBe(200);
  });
});
