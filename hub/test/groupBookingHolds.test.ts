import { randomUUID } from 'node:crypto';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_PAGE_HEADER,
  groupCancelPage,
  REQUEST_HEADER,
  type VenueReply,
} from '../../shared/group/booking';
import { bookingSubject, type BookingOp } from '../../shared/group/questions';
import { openSocket, type TestServer } from '../../lan-server/test/harness';
import { waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import { HUB_USER, startEngines, startHub, type Engines } from './groupFixtures';
import {
  customerBooking,
  PAGE_URL,
  startBookingHub,
  startBookingVenue,
  waitForVenues,
  type BookingHub,
} from './groupBookingFixtures';

/**
 * 'Confirmed only when shown' (docs/group-booking.md), step by step on real engines: the hub's questions
 * asked by hand over NATS as the hub's user, so each step can be checked at the venue — a hold that takes
 * its slot but is no booking, the hub's word applied however often it comes, a withdrawal that overtakes its
 * question, and a hub that died between asking and deciding. The venue has no public door at all.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let venue: TestServer;
let nc: NatsConnection;

const VENUE = 'venue-h';
const DAY = '2026-06-10';

beforeAll(async () => {
  engines = await startEngines([VENUE]);
  core = await startHub(engines);
  hub = await startBookingHub(core);
  venue = await startBookingVenue(engines, VENUE, {
    name: 'Herne Bay Highs',
    phone: '01227 600600',
    publicDoor: false,
  });
  await waitForVenues(hub, [VENUE]);
  nc = await connect({ servers: engines.nats.url, user: HUB_USER.user, pass: HUB_USER.password });
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await hub?.close();
  await venue?.close();
  await core?.stop();
  await engines?.close();
});

/** Asks the venue as the hub does, with (or without) the hub's request id. */
async function ask(op: BookingOp, body: unknown, requestId?: string): Promise<VenueReply> {
  const h = headers();
  if (requestId) h.set(REQUEST_HEADER, requestId);
  h.set(CANCEL_PAGE_HEADER, groupCancelPage(PAGE_URL, VENUE));
  const msg = await nc.request(bookingSubject(VENUE, op), JSON.stringify(body), {
    timeout: 2_000,
    headers: h,
  });
  return msg.json<VenueReply>();
}

const decide = (requestId: string, outcome: 'confirmed' | 'withdrawn') =>
  ask('decide', { requestId, outcome });

const count = (sql: string, ...params: unknown[]) =>
  (venue.server.db.prepare(sql).get(...params) as { n: number }).n;
const rowsNamed = (name: string) =>
  venue.server.db.prepare('SELECT id, status FROM reservations WHERE customer_name = ?').all(name);
const mails = (id: string) => count('SELECT COUNT(*) AS n FROM outbox WHERE reservation_id = ?', id);
const madeEvents = (id: string) =>
  count("SELECT COUNT(*) AS n FROM group_outbox WHERE kind = 'booking_made' AND body LIKE ?", `%${id}%`);

describe('a booking of the group page, held until the hub’s word', () => {
  it('takes its slot but is no booking until confirmed, then is one booking with one e-mail', async () => {
    const staff = await venue.signIn();
    const socket = await openSocket(venue.server.lanUrl, staff);
    const slot = customerBooking(3, `${DAY}T13:00:00.000Z`, 1);
    const request = randomUUID();
    const held = await ask('book', slot, request);
    expect(held.status).toBe(201);
    const id = (held.body as { id: string }).id;
    expect(rowsNamed(slot.customerName)).toEqual([{ id, status: 'held' }]);
    // No e-mail, nothing for head office, not on the Reservations page.
    expect([mails(id), madeEvents(id)]).toEqual([0, 0]);
    const list = (await (await venue.lan('/api/reservations', { cookie: staff })).json()) as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(id);
    // The slot is taken, for the venue's own customers too, and staff see why.
    const taken = await venue.lan('/api/reservations', {
      method: 'POST',
      json: { ...slot, customerName: 'Desk' },
    });
    expect(taken.status).toBe(409);
    await socket.waitFor(
      (m) =>
        m.type === 'lane_updated' &&
        JSON.stringify(m.lane).includes('"customerName":"Group Customer 1 (not yet confirmed)"'),
    );
    // The same question again (asked twice, held once).
    expect(await ask('book', slot, request)).toEqual(held);
    expect(rowsNamed(slot.customerName)).toHaveLength(1);

    expect(await decide(request, 'confirmed')).toEqual({ status: 200, body: { state: 'confirmed' } });
    expect(rowsNamed(slot.customerName)).toEqual([{ id, status: 'active' }]);
    expect([mails(id), madeEvents(id)]).toEqual([1, 1]);
    expect(
      count(
        'SELECT COUNT(*) AS n FROM group_bookings WHERE reservation_id = ? AND cancel_page = ?',
        id,
        groupCancelPage(PAGE_URL, VENUE),
      ),
    ).toBe(1);
    await socket.waitFor(
      (m) =>
        m.type === 'lane_updated' && JSON.stringify(m.lane).includes('"customerName":"Group Customer 1"'),
    );
    socket.close();
    // The word again, or a contrary one: the first word stands, applied once.
    expect(await decide(request, 'confirmed')).toEqual({ status: 200, body: { state: 'confirmed' } });
    expect(await decide(request, 'withdrawn')).toEqual({ status: 200, body: { state: 'confirmed' } });
    expect(rowsNamed(slot.customerName)).toEqual([{ id, status: 'active' }]);
    expect([mails(id), madeEvents(id)]).toEqual([1, 1]);
  });

  it('goes when withdrawn, e-mailing nobody; its question, and one whose withdrawal came first, are refused', async () => {
    const slot = customerBooking(5, `${DAY}T14:00:00.000Z`, 2);
    const request = randomUUID();
    const held = await ask('book', slot, request);
    const id = (held.body as { id: string }).id;
    expect(await decide(request, 'withdrawn')).toEqual({ status: 200, body: { state: 'withdrawn' } });
    expect(rowsNamed(slot.customerName)).toEqual([]);
    expect(mails(id)).toBe(0);
    // The same question late (held in a buffer): refused, nothing held.
    const tooLate = {
      status: 503,
      code: 'VENUE_OFFLINE',
      message: 'This booking request arrived too late. Please try again.',
    };
    expect(await ask('book', slot, request)).toEqual(tooLate);
    // A withdrawal that overtakes its own question.
    const overtaken = randomUUID();
    expect(await decide(overtaken, 'withdrawn')).toEqual({ status: 200, body: { state: 'withdrawn' } });
    expect(await ask('book', slot, overtaken)).toEqual(tooLate);
    // A question no hub named cannot be confirmed: nothing is held for it.
    expect(await ask('book', slot)).toMatchObject({ status: 503, code: 'VENUE_OFFLINE' });
    expect(rowsNamed(slot.customerName)).toEqual([]);
    // The slot is free again.
    expect((await venue.lan('/api/reservations', { method: 'POST', json: slot })).status).toBe(201);
  });

  it('a hub that died between asking and deciding: its next sweep withdraws the hold', async () => {
    const slot = customerBooking(6, `${DAY}T15:00:00.000Z`, 3);
    const request = randomUUID();
    // What a hub killed after asking leaves: the request noted, undecided, and the venue's hold.
    await core.pool.query(
      `INSERT INTO group_booking_requests (request_id, venue_id, asked_at) VALUES ($1, $2, now() - interval '1 minute')`,
      [request, VENUE],
    );
    expect((await ask('book', slot, request)).status).toBe(201);
    expect(rowsNamed(slot.customerName)).toHaveLength(1);
    await waitFor('the hold withdrawn', async () => rowsNamed(slot.customerName).length === 0, 10_000);
    // The hub marks the withdrawal delivered once the venue's acknowledgement is back, a moment after the
    // venue has let the hold go: wait for that, rather than read it in between.
    const decision = async () =>
      (
        await core.pool.query<{ outcome: string; told: boolean }>(
          'SELECT outcome, delivered_at IS NOT NULL AS told FROM group_booking_requests WHERE request_id = $1',
          [request],
        )
      ).rows;
    await waitFor('the withdrawal acknowledged', async () => (await decision())[0]?.told === true, 10_000);
    expect(await decision()).toEqual([{ outcome: 'withdrawn', told: true }]);
  });

  it('through the group page: confirmed, made at once, e-mailed; the hub keeps the decision, no customer detail', async () => {
    const slot = customerBooking(7, `${DAY}T16:00:00.000Z`, 4);
    const res = await hub.post(`/api/group/venues/${VENUE}/reservations`, slot);
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: string }).id;
    expect(rowsNamed(slot.customerName)).toEqual([{ id, status: 'active' }]);
    expect(mails(id)).toBe(1);
    const decided = await core.pool.query(
      `SELECT outcome, delivered_at IS NOT NULL AS told FROM group_booking_requests
        WHERE venue_id = $1 AND outcome = 'confirmed'`,
      [VENUE],
    );
    expect(decided.rows).toEqual([{ outcome: 'confirmed', told: true }]);
  });
});
