import { afterEach, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/reservations';
import { startTestServer, type TestServer } from './harness';

// A booking nobody claimed stays `active` for ever. The Reservations page lists it until the
// end of the venue day on which it ended (London here), and no longer after; the row itself is untouched.
let t: TestServer;
afterEach(async () => t?.close());

const booking = (customerName: string, reservedTime: string) => ({
  laneId: 1,
  customerName,
  playerCount: 2,
  reservedTime,
  duration: 60,
  prepaidAmount: '0.00',
  contactInfo: '07700 900123',
  emailAddress: 'guest@example.com',
});

/** Books as staff with the clock set to a morning before every booking, as the desk would have. */
async function bookAll(bookings: [string, string][]): Promise<void> {
  t.clock.set('2026-06-01T09:00:00.000Z');
  const cookie = await t.signIn();
  for (const [name, at] of bookings) {
    const res = await t.lan('/api/reservations', { method: 'POST', cookie, json: booking(name, at) });
    expect(res.status).toBe(201);
  }
}

async function listedNames(at: string): Promise<string[]> {
  t.clock.set(at);
  const res = await t.lan('/api/reservations', { cookie: await t.signIn() });
  expect(res.status).toBe(200);
  return ((await res.json()) as Reservation[]).map((r) => r.customerName);
}

describe('GET /api/reservations leaves out unclaimed bookings of earlier venue days', () => {
  it('lists tonight’s no-show until the venue’s midnight, never last week’s, and keeps both rows active', async () => {
    t = await startTestServer();
    await bookAll([
      ['Last Week', '2026-06-03T18:00:00.000Z'], // Wednesday 19:00 BST a week ago
      ['Yesterday Late', '2026-06-09T21:00:00.000Z'], // Tuesday 22:00–23:00 BST
      ['Tonight', '2026-06-10T17:00:00.000Z'], // Wednesday 18:00–19:00 BST
      ['Friday', '2026-06-12T18:00:00.000Z'],
    ]);

    // Wednesday 22:00 BST: tonight's booking ended three hours ago, unclaimed — still on the desk's list.
    expect(await listedNames('2026-06-10T21:00:00.000Z')).toEqual(['Tonight', 'Friday']);
    // Wednesday 23:59 BST: still the same venue day.
    expect(await listedNames('2026-06-10T22:59:00.000Z')).toEqual(['Tonight', 'Friday']);
    // Thursday 00:30 BST: a new venue day; only what is still to come.
    expect(await listedNames('2026-06-10T23:30:00.000Z')).toEqual(['Friday']);

    const statuses = t.server.db
      .prepare('SELECT customer_name AS name, status FROM reservations ORDER BY reserved_time')
      .all();
    expect(statuses).toEqual([
      { name: 'Last Week', status: 'active' },
      { name: 'Yesterday Late', status: 'active' },
      { name: 'Tonight', status: 'active' },
      { name: 'Friday', status: 'active' },
    ]);
  });

  it('follows the venue’s timezone: the same instant is another day in New York', async () => {
    t = await startTestServer();
    t.server.db.prepare(`UPDATE settings SET timezone = 'America/New_York'`).run();
    await bookAll([['Afternoon', '2026-06-10T15:00:00.000Z']]); // 11:00–12:00 in New York
    // 23:30 UTC is 19:30 the same day in New York (it would already be Thursday in London).
    expect(await listedNames('2026-06-10T23:30:00.000Z')).toEqual(['Afternoon']);
    // 04:30 UTC on Thursday is 00:30 Thursday in New York.
    expect(await listedNames('2026-06-11T04:30:00.000Z')).toEqual([]);
  });

  it('still lists the recent completed bookings, however old', async () => {
    t = await startTestServer();
    await bookAll([['Played', '2026-06-03T18:00:00.000Z']]);
    t.server.db.prepare(`UPDATE reservations SET status = 'completed'`).run();
    expect(await listedNames('2026-06-10T21:00:00.000Z')).toEqual(['Played']);
  });
});
