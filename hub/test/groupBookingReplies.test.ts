import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS } from '../../shared/api/settings';
import { bookingSubjects, offlineSentence } from '../../shared/group/booking';
import type { BookingOp } from '../../shared/group/questions';
import { venueInboxPrefix } from '../../shared/group/events';
import type { HubCore } from '../hub';
import { startEngines, startHub, venuePassword, type Engines } from './groupFixtures';
import { customerBooking, startBookingHub, type BookingHub } from './groupBookingFixtures';

/**
 * Every answer the group page gets from a venue goes through the checks the venue's own booking page makes
 * of its public door (shared/group/venueReply.ts). A venue that answers something broken — not JSON, its own
 * 500, a status no door sends, a body off the schema, an answer of hundreds of kilobytes — gets the customer
 * the offline sentence (503), never a 500 and never the broken answer. The venue here is a NATS client of
 * the test's own, answering as told.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let fake: NatsConnection;
const heard: { op: string; body: string }[] = [];
let answerWith: (op: BookingOp) => string | null = () => null;

const VENUE = 'venue-x';
const NAME = 'Margate Misfits';
const PHONE = '01843 700700';
const OFFLINE = { message: offlineSentence(NAME, PHONE), code: 'VENUE_OFFLINE' };
const CONFIRMATION = {
  id: '7d1f4c3e-2a57-4d43-9a43-0d7c1f6b9a10',
  laneId: 2,
  reservedTime: '2026-06-10T16:00:00.000Z',
  duration: 60,
  playerCount: 2,
  price: '15.00',
};

beforeAll(async () => {
  engines = await startEngines([VENUE]);
  core = await startHub(engines);
  hub = await startBookingHub(core);
  // The hub knows the venue from its profile; the venue's answers are the test's.
  await core.pool.query('INSERT INTO venue_profiles (venue_id, profile) VALUES ($1, $2)', [
    VENUE,
    JSON.stringify({
      businessName: NAME,
      contactPhone: PHONE,
      currency: 'GBP',
      timezone: 'Europe/London',
      operatingHours: DEFAULT_OPERATING_HOURS,
      confirmationsByEmail: true,
    }),
  ]);
  fake = await connect({
    servers: engines.nats.url,
    user: VENUE,
    pass: venuePassword(VENUE),
    inboxPrefix: venueInboxPrefix(VENUE),
  });
  fake.subscribe(bookingSubjects(VENUE), {
    callback: (err, msg: Msg) => {
      if (err) return;
      const op = msg.subject.slice(msg.subject.lastIndexOf('.') + 1) as BookingOp;
      heard.push({ op, body: msg.string() });
      const reply = answerWith(op);
      if (reply !== null) msg.respond(reply);
    },
  });
  await fake.flush();
}, 90_000);

afterAll(async () => {
  await fake?.close();
  await hub?.close();
  await core?.stop();
  await engines?.close();
});

const DAY = '2026-06-10';
const json = (value: unknown) => JSON.stringify(value);
/** A day's availability the schema reads, with a padding of 300 KB the schema would merely leave out. */
const oversized = {
  status: 200,
  body: { date: DAY, duration: 60, currency: 'GBP', timezone: 'Europe/London', opening: 'open', lanes: [] },
  padding: 'x'.repeat(300 * 1024),
};

describe('a venue that answers the group page with something broken', () => {
  // prettier-ignore
  it.each<[string, string]>([
    ['not JSON', '<html>Bad gateway</html>'],
    ['JSON that is no reply', json([1, 2, 3])],
    ['its own fault, a 500', json({ status: 500, message: 'Something went wrong. Please try again.', code: 'INTERNAL' })],
    ['a status no door sends', json({ status: 999, message: 'Odd', code: 'CONFLICT' })],
    ['a redirect', json({ status: 302, message: 'Elsewhere', code: 'NOT_FOUND' })],
    ['a refusal of a page', json({ status: 409, message: 'x'.repeat(2_000), code: 'CONFLICT' })],
    ['an answer off the schema', json({ status: 200, body: { date: DAY } })],
    ['an oversized answer', json(oversized)],
  ])('%s: availability gets the offline sentence', async (_case, reply) => {
    answerWith = () => reply;
    const res = await hub.get(`/api/group/venues/${VENUE}/availability?date=${DAY}&duration=60`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(OFFLINE);
  });

  it('a broken answer to a booking: the offline sentence, and the hold it may stand for withdrawn', async () => {
    heard.length = 0;
    answerWith = (op) =>
      op === 'book'
        ? json({ status: 201, body: { ...CONFIRMATION, price: 15 } })
        : json({ status: 200, body: { state: 'withdrawn' } });
    const res = await hub.post(
      `/api/group/venues/${VENUE}/reservations`,
      customerBooking(2, CONFIRMATION.reservedTime),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(OFFLINE);
    await expect.poll(() => heard.map((h) => h.op)).toEqual(['book', 'decide']);
    expect(JSON.parse(heard[1]?.body ?? '{}')).toMatchObject({ outcome: 'withdrawn' });
  });

  it('a venue’s answer is passed on as its schema reads it: nothing the schema does not name', async () => {
    answerWith = (op) =>
      op === 'book'
        ? json({ status: 201, body: { ...CONFIRMATION, emailAddress: 'someone@example.com', padding: 'x' } })
        : json({ status: 200, body: { state: 'confirmed' } });
    const res = await hub.post(
      `/api/group/venues/${VENUE}/reservations`,
      customerBooking(2, CONFIRMATION.reservedTime),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual(CONFIRMATION);
  });

  it('the same day’s availability, at its usual size, is passed on', async () => {
    answerWith = () => json({ ...oversized, padding: '' });
    const res = await hub.get(`/api/group/venues/${VENUE}/availability?date=${DAY}&duration=60`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(oversized.body);
  });

  it('a refusal the public door gives is passed on as it is', async () => {
    const refusal = { message: 'This cancellation link is not valid.', code: 'CANCEL_LINK_INVALID' };
    answerWith = () => json({ status: 404, ...refusal });
    const res = await hub.post(`/api/group/venues/${VENUE}/cancellation/lookup`, { token: 'A'.repeat(22) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(refusal);
  });
});
