import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingConfirmation } from '../../shared/api/reservations';
import { DEFAULT_OPERATING_HOURS } from '../../shared/api/settings';
import { offlineSentence } from '../../shared/group/booking';
import { bookingSubject } from '../../shared/group/questions';
import { venueInboxPrefix } from '../../shared/group/events';
import { openSocket, type TestServer } from '../../lan-server/test/harness';
import { startSmtp, type TestSmtp } from '../../lan-server/test/smtpFixture';
import type { HubCore } from '../hub';
import { startEngines, startHub, venuePassword, type Engines } from './groupFixtures';
import {
  customerBooking,
  PAGE_URL,
  reservationCount,
  startBookingHub,
  startBookingVenue,
  waitForVenues,
  type BookingHub,
} from './groupBookingFixtures';

/**
 * The group's booking page, end to end on real engines: two appliances (the real server on port 0) that dial
 * out to a real nats-server, the hub on a real PostgreSQL, and an in-process SMTP server. Every question is
 * answered by the venue, through the same services as its public door.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let smtp: TestSmtp;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  engines = await startEngines(['venue-a', 'venue-b']);
  core = await startHub(engines);
  smtp = await startSmtp();
  hub = await startBookingHub(core);
  [a, b] = await Promise.all([
    startBookingVenue(engines, 'venue-a', {
      name: 'Ashford Arrows',
      phone: '01233 100100',
      town: 'Ashford',
      smtpUrl: smtp.url,
    }),
    startBookingVenue(engines, 'venue-b', {
      name: 'Bristol Bulls',
      phone: '0117 200200',
      smtpUrl: smtp.url,
      // Venue B also has a public door of its own.
      publicUrl: 'https://book.bristol.test',
    }),
  ]);
  await waitForVenues(hub, ['venue-a', 'venue-b']);
}, 90_000);

afterAll(async () => {
  await hub?.close();
  await Promise.all([a?.close(), b?.close()]);
  await core?.stop();
  await smtp?.close();
  await engines?.close();
});

const DAY = '2026-06-10';

describe('the group booking page', () => {
  it('lists the group’s venues with what each told the hub, and nothing of staff', async () => {
    const res = await hub.get('/api/group/venues');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    // Venue B has not set its town: it is listed with none.
    expect(list.map((v) => [v.venueId, v.businessName, v.town, v.contactPhone, v.online])).toEqual([
      ['venue-a', 'Ashford Arrows', 'Ashford', '01233 100100', true],
      ['venue-b', 'Bristol Bulls', '', '0117 200200', true],
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        'businessName',
        'confirmationsByEmail',
        'contactPhone',
        'currency',
        'online',
        'operatingHours',
        'timezone',
        'town',
        'venueId',
      ].sort(),
    );
    expect(list[0]).toMatchObject({ confirmationsByEmail: true, currency: 'GBP' });
  });

  it('lists a venue whose profile was stored before venues had a town, with no town', async () => {
    // A venue's public settings as its appliance answered them before the town setting existed.
    const before = {
      businessName: 'Canterbury Checkouts',
      contactPhone: '01227 300300',
      currency: 'GBP',
      timezone: 'Europe/London',
      operatingHours: DEFAULT_OPERATING_HOURS,
      confirmationsByEmail: false,
    };
    await core.pool.query('INSERT INTO venue_profiles (venue_id, profile) VALUES ($1, $2)', [
      'venue-old',
      JSON.stringify(before),
    ]);
    try {
      const list = (await (await hub.get('/api/group/venues')).json()) as Record<string, unknown>[];
      expect(list.find((v) => v.venueId === 'venue-old')).toMatchObject({
        businessName: 'Canterbury Checkouts',
        town: '',
        online: false,
      });
    } finally {
      await core.pool.query("DELETE FROM venue_profiles WHERE venue_id = 'venue-old'");
    }
  });

  it('answers availability exactly as the venue’s own public door does', async () => {
    const query = `date=${DAY}&duration=60`;
    const viaHub = await hub.get(`/api/group/venues/venue-a/availability?${query}`);
    const own = await a.pub(`/api/public/availability?${query}`);
    expect(viaHub.status).toBe(200);
    expect(await viaHub.json()).toEqual(await own.json());
    // The same validation and sentence for a bad question.
    const badHub = await hub.get(`/api/group/venues/venue-a/availability?date=${DAY}&duration=61`);
    const badOwn = await a.pub(`/api/public/availability?date=${DAY}&duration=61`);
    expect(badHub.status).toBe(400);
    expect(await badHub.json()).toEqual(await badOwn.json());
  });

  it('books at venue A and venue B: each dashboard hears it at once, each e-mail’s cancel link works through the group page', async () => {
    const staffA = await openSocket(a.server.lanUrl, await a.signIn());
    const staffB = await openSocket(b.server.lanUrl, await b.signIn());
    const before = smtp.messages.length;
    const atA = customerBooking(2, `${DAY}T16:00:00.000Z`, 1);
    const atB = customerBooking(3, `${DAY}T17:00:00.000Z`, 2);
    const [resA, resB] = await Promise.all([
      hub.post('/api/group/venues/venue-a/reservations', atA),
      hub.post('/api/group/venues/venue-b/reservations', atB),
    ]);
    expect([resA.status, resB.status]).toEqual([201, 201]);
    const confA = (await resA.json()) as BookingConfirmation;
    const textA = JSON.stringify(confA);
    // The customer's confirmation, as the public door gives it: no personal details.
    expect(confA).toMatchObject({ laneId: 2, reservedTime: atA.reservedTime, duration: 60, price: '15.00' });
    for (const secret of [atA.customerName, atA.contactInfo, atA.emailAddress])
      expect(textA).not.toContain(secret);

    await staffA.waitFor((m) => m.type === 'lane_updated' && (m.lane as { id: number }).id === 2);
    await staffB.waitFor((m) => m.type === 'lane_updated' && (m.lane as { id: number }).id === 3);
    staffA.close();
    staffB.close();
    expect(a.server.db.prepare('SELECT id FROM reservations WHERE id = ?').get(confA.id)).toBeTruthy();
    expect(reservationCount(b)).toBe(1);
    // The hub stores no booking: its database has only head office's projections from events.
    const hubTables = await core.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.columns WHERE table_schema = 'public' AND column_name IN ('customer_name', 'email_address', 'contact_info')`,
    );
    expect(Number(hubTables.rows[0]?.n)).toBe(0);

    const mails = (await smtp.waitForMessages(before + 2, 10_000)).slice(before);
    const mailTo = (address: string) => {
      const mail = mails.find((m) => JSON.stringify(m.to).includes(address));
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail.text ?? '';
    };
    const linkA = /(https:\/\/\S+\/cancel-booking)#token=([A-Za-z0-9_-]{22})/.exec(mailTo(atA.emailAddress));
    const linkB = /(https:\/\/\S+\/cancel-booking)#token=([A-Za-z0-9_-]{22})/.exec(mailTo(atB.emailAddress));
    expect(linkA?.[1]).toBe(`${PAGE_URL}/venue-a/cancel-booking`);
    expect(linkB?.[1]).toBe(`${PAGE_URL}/venue-b/cancel-booking`);
    const tokenA = linkA?.[2] ?? '';

    // The cancel link works through the group page: look the booking up, cancel it, the slot is free.
    const shown = await hub.post('/api/group/venues/venue-a/cancellation/lookup', { token: tokenA });
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ businessName: 'Ashford Arrows', status: 'active' });
    const staffA2 = await openSocket(a.server.lanUrl, await a.signIn());
    const done = await hub.post('/api/group/venues/venue-a/cancellation', { token: tokenA });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'cancelled' });
    await staffA2.waitFor((m) => m.type === 'lane_updated' && (m.lane as { id: number }).id === 2);
    staffA2.close();
    expect(reservationCount(a)).toBe(0);
    // A used link: the public door's own sentence, through the group page.
    const again = await hub.post('/api/group/venues/venue-a/cancellation', { token: tokenA });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ message: 'This booking has already been cancelled.' });
    // A booking on venue B's own door keeps venue B's own cancel link.
    const own = customerBooking(4, `${DAY}T19:00:00.000Z`, 5);
    expect((await b.pub('/api/reservations', { method: 'POST', json: own })).status).toBe(201);
    const [ownMail] = (await smtp.waitForMessages(before + 3, 10_000)).slice(before + 2);
    expect(ownMail?.text ?? '').toContain('https://book.bristol.test/cancel-booking#token=');
    // Venue B's token means nothing at venue A.
    const wrong = await hub.post('/api/group/venues/venue-a/cancellation/lookup', { token: linkB?.[2] });
    expect(wrong.status).toBe(404);
  }, 30_000);

  it('refuses exactly as the public door: same status, same sentence', async () => {
    const slot = customerBooking(5, `${DAY}T18:00:00.000Z`, 3);
    expect((await a.pub('/api/reservations', { method: 'POST', json: slot })).status).toBe(201);
    const viaHub = await hub.post('/api/group/venues/venue-a/reservations', slot);
    const viaDoor = await a.pub('/api/reservations', { method: 'POST', json: slot });
    expect(viaHub.status).toBe(409);
    expect(await viaHub.json()).toEqual(await viaDoor.json());
    for (const broken of [
      { ...slot, emailAddress: 'not an address' },
      { ...slot, duration: 45 },
      { ...slot, playerCount: 0 },
      { ...slot, reservedTime: `${DAY}T05:00:00.000Z` },
    ]) {
      const hubRes = await hub.post('/api/group/venues/venue-a/reservations', broken);
      const doorRes = await a.pub('/api/reservations', { method: 'POST', json: broken });
      expect(hubRes.status).toBe(doorRes.status);
      expect(await hubRes.json()).toEqual(await doorRes.json());
    }
    // A customer never prepays online, through either door.
    const prepaid = await hub.post('/api/group/venues/venue-b/reservations', {
      ...customerBooking(6, `${DAY}T19:00:00.000Z`, 4),
      prepaidAmount: '50.00',
    });
    expect(prepaid.status).toBe(201);
    const id = ((await prepaid.json()) as { id: string }).id;
    expect(b.server.db.prepare('SELECT prepaid_amount AS p FROM reservations WHERE id = ?').get(id)).toEqual({
      p: '0.00',
    });
  });

  it('knows no venue outside the group, and no subject can be smuggled in a venue id', async () => {
    for (const id of ['venue-z', 'venue-a.%3E', '%2A', 'VENUE-A']) {
      const res = await hub.get(`/api/group/venues/${id}/availability?date=${DAY}&duration=60`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'There is no such venue in this group.' });
    }
    expect((await hub.post('/api/group/venues/venue-a/reservations', 'nonsense')).status).toBe(400);
  });

  it('lets a venue hear only its own questions', async () => {
    const nc = await connect({
      servers: engines.nats.url,
      user: 'venue-a',
      pass: venuePassword('venue-a'),
      inboxPrefix: venueInboxPrefix('venue-a'),
    });
    const errors: string[] = [];
    void (async () => {
      for await (const s of nc.status()) if (s.type === 'error') errors.push(String(s.error));
    })();
    try {
      // Listening on venue B's questions is refused by the server; nothing arrives.
      const heard: string[] = [];
      nc.subscribe(bookingSubject('venue-b', 'book'), {
        callback: (err, m) => {
          if (!err) heard.push(m.subject);
        },
      });
      await nc.flush();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(errors.join(' ')).toMatch(/Permissions Violation for Subscription/i);
      const res = await hub.get(`/api/group/venues/venue-b/availability?date=${DAY}&duration=60`);
      expect(res.status).toBe(200);
      expect(heard).toEqual([]);
      // Nor may a venue ask another venue (or itself) a question: only the hub's user asks.
      await expect(
        nc.request(bookingSubject('venue-b', 'profile'), '{}', { timeout: 1_000 }),
      ).rejects.toThrow();
    } finally {
      await nc.close();
    }
  });

  it('says the venue cannot take bookings within 2 s when it does not answer', async () => {
    const started = Date.now();
    const res = await hub.get(`/api/group/venues/venue-a/availability?date=${DAY}&duration=60`);
    expect(res.status).toBe(200);
    // The venue leaves the group: its link closes, the hub hears nobody.
    const admin = await a.signIn('admin');
    await a.lan('/api/settings/group', { method: 'PUT', cookie: admin, json: { hubUrl: '', venueId: '' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const t0 = Date.now();
    const off = await hub.post(
      '/api/group/venues/venue-a/reservations',
      customerBooking(7, `${DAY}T20:00:00.000Z`),
    );
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(off.status).toBe(503);
    expect(await off.json()).toEqual({
      message: offlineSentence('Ashford Arrows', '01233 100100'),
      code: 'VENUE_OFFLINE',
    });
    expect(a.server.db.prepare('SELECT COUNT(*) AS n FROM reservations WHERE lane_id = 7').get()).toEqual({
      n: 0,
    });
    expect(Date.now() - started).toBeLessThan(10_000);

    // A venue that is connected but does not answer (hung): the hub stops waiting, still within 2 s.
    const hung = await connect({
      servers: engines.nats.url,
      user: 'venue-a',
      pass: venuePassword('venue-a'),
      inboxPrefix: venueInboxPrefix('venue-a'),
    });
    try {
      const heard: string[] = [];
      hung.subscribe(bookingSubject('venue-a', 'book'), {
        callback: (err, m) => {
          if (!err) heard.push(m.subject);
        },
      });
      await hung.flush();
      const t1 = Date.now();
      const slow = await hub.post(
        '/api/group/venues/venue-a/reservations',
        customerBooking(7, `${DAY}T21:00:00.000Z`),
      );
      expect(Date.now() - t1).toBeLessThan(2_000);
      expect(heard).toHaveLength(1);
      expect(slow.status).toBe(503);
      expect(await slow.json()).toMatchObject({ code: 'VENUE_OFFLINE' });
    } finally {
      await hung.close();
    }
  });

  it('limits each address', async () => {
    const small = await startBookingHub(core, { limits: { requestsPerMinute: 3, bookingsPer10Minutes: 1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await small.get('/api/group/venues')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
    // Behind the hub's TLS proxy, each customer's own address counts.
    const proxied = await startBookingHub(core, {
      limits: { requestsPerMinute: 2, bookingsPer10Minutes: 1 },
      trustProxy: 1,
    });
    try {
      const from = async (address: string) =>
        (await fetch(`${proxied.url}/api/group/venues`, { headers: { 'x-forwarded-for': address } })).status;
      expect([await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1')]).toEqual([
        200, 200, 429,
      ]);
      expect(await from('203.0.113.2')).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
