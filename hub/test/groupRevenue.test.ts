import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../lan-server/test/harness';
import { waitFor } from '../engines/ports';
import { resolvePeriod } from '../../shared/group/periods';
import { periodFigures } from '../analytics/periodFigures';
import { headOffice } from '../figures';
import { allVenueIds } from '../analytics/db';
import type { HubCore } from '../hub';
import { eventCount, startEngines, startHub, startVenue, venueEvents, type Engines } from './groupFixtures';

/**
 * Head office counts each pound once (docs/venue-group.md#revenue), through the real relay, nats-server and
 * consumer into PostgreSQL: a venue's evening of four bookings — one prepaid £5 and played as a £15 session,
 * one prepaid £5 and cancelled, one prepaid £5 that nobody came for, and a £15 walk-in — took £35.
 */
let engines: Engines;
let hub: HubCore;
let venue: TestServer;

beforeAll(async () => {
  engines = await startEngines(['venue-r']);
  hub = await startHub(engines);
  venue = await startVenue(engines, 'venue-r');
}, 60_000);

afterAll(async () => {
  await venue?.close();
  await hub?.stop();
  await engines?.close();
});

const MINUTE = 60_000;

describe('head office’s revenue', () => {
  it('is money taken: the prepayments kept and the rest of each session’s fee, each pound once', async () => {
    const cookie = await venue.signIn();
    const send = async (path: string, method: string, json?: unknown) => {
      const res = await venue.lan(path, { method, cookie, json });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; currentFee: string };
    };
    // The venue's clock reads 13:00 (12:00 UTC); each booking is for 13:30 to 14:30, prepaid £5.
    const book = (laneId: number) =>
      send('/api/reservations', 'POST', {
        laneId,
        customerName: `Customer ${laneId}`,
        playerCount: 2,
        reservedTime: '2026-06-10T12:30:00.000Z',
        duration: 60,
        prepaidAmount: '5.00',
        contactInfo: '07700 900000',
        emailAddress: `c${laneId}@example.com`,
      });

    await book(1); // claimed: played as a £15 session
    const cancelled = await book(2);
    await send(`/api/reservations/${cancelled.id}`, 'DELETE');
    const noShow = await book(3);
    const walkIn = await send('/api/lanes/4/start', 'POST', { players: ['Ann'], duration: 1 });
    expect(walkIn.currentFee).toBe('15.00');

    venue.clock.advance(35 * MINUTE);
    const claimed = await send('/api/lanes/1/activate-reservation', 'POST', {});
    expect(claimed.currentFee).toBe('15.00');
    venue.clock.advance(10 * MINUTE);
    await send('/api/lanes/4/stop', 'POST', {});
    venue.clock.advance(40 * MINUTE);
    await send('/api/lanes/1/stop', 'POST', {});
    // 14:31: lane 3's booking ran out unclaimed; the relay's next round reports the no-show.
    venue.clock.advance(6 * MINUTE);

    await waitFor(
      'the no-show in the outbox',
      async () =>
        venueEvents(venue).some((e) => e.kind === 'booking_no_show' && e.reservationId === noShow.id),
      20_000,
    );
    const written = venueEvents(venue).length;
    await waitFor(
      `${written} events in PostgreSQL`,
      async () => (await eventCount(hub, 'venue-r')) >= written,
    );

    const figures = await headOffice(hub.pool, await allVenueIds(hub.pool), venue.clock.now());
    const v = figures.venues.find((x) => x.venueId === 'venue-r');
    // £5 (claimed, when booked) + £10 (its session's fee due) + £0 (cancelled: given back) + £5 (no-show
    // keeps it) + £15 (walk-in) = £35. Counting every fee and every prepayment said £40.
    expect(v?.today).toMatchObject({ revenueMinor: 3500, bookings: 2, sessions: 2, noShows: 1 });
    expect(v?.week.revenueMinor).toBe(3500);
    // The hourly rollup the relay's events were folded into says the same for that day.
    const day = await periodFigures(hub.pool, resolvePeriod({ kind: 'day', date: '2026-06-10' }), [
      'venue-r',
    ]);
    expect(day.venues[0]?.figures).toMatchObject({
      revenueMinor: 3500,
      bookings: 2,
      sessions: 2,
      noShows: 1,
    });
  }, 120_000);

  it('gives a cancelled booking’s prepayment back on the day it is cancelled, not the day it was paid', async () => {
    const cookie = await venue.signIn();
    const paidOn = venue.clock.now();
    const res = await venue.lan('/api/reservations', {
      method: 'POST',
      cookie,
      json: {
        laneId: 5,
        customerName: 'Customer 5',
        playerCount: 2,
        reservedTime: '2026-06-12T17:00:00.000Z',
        duration: 60,
        prepaidAmount: '5.00',
        contactInfo: '07700 900000',
        emailAddress: 'c5@example.com',
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    venue.clock.set('2026-06-11T12:00:00.000Z');
    // A new day's sign-in (yesterday's session has expired).
    const thursdayCookie = await venue.signIn();
    expect(
      (await venue.lan(`/api/reservations/${id}`, { method: 'DELETE', cookie: thursdayCookie })).status,
    ).toBe(200);
    const written = venueEvents(venue).length;
    await waitFor(
      `${written} events in PostgreSQL`,
      async () => (await eventCount(hub, 'venue-r')) >= written,
    );

    const revenueAt = async (at: Date) =>
      (await headOffice(hub.pool, await allVenueIds(hub.pool), at)).venues.find(
        (x) => x.venueId === 'venue-r',
      );
    // Wednesday keeps the £5 taken that day; Thursday gave it back; the week nets to the evening's £35.
    expect((await revenueAt(paidOn))?.today.revenueMinor).toBe(4000);
    const thursday = await revenueAt(venue.clock.now());
    expect([thursday?.today.revenueMinor, thursday?.week.revenueMinor]).toEqual([-500, 3500]);
    const rolled = async (kind: 'day' | 'week') =>
      (await periodFigures(hub.pool, resolvePeriod({ kind, date: '2026-06-11' }), ['venue-r'])).venues[0]
        ?.figures.revenueMinor;
    expect([await rolled('day'), await rolled('week')]).toEqual([-500, 3500]);
  }, 60_000);
});
