import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupSettingsView } from '../../shared/api/group';
import { GroupEvent, PERSONAL_KEYS, venueInboxPrefix } from '../../shared/group/events';
import type { TestServer } from '../../lan-server/test/harness';
import { headOffice } from '../figures';
import { allVenueIds } from '../analytics/db';
import type { HubCore } from '../hub';
import {
  HUB_USER,
  makeChanges,
  startEngines,
  startHub,
  startVenue,
  unsent,
  venueEvents,
  venuePassword,
  waitForEvents,
  type Engines,
} from './groupFixtures';

/**
 * The group's integration test (docs/venue-group.md#tests-and-figures): two appliances (the real server on
 * port 0) and one hub, on a real nats-server with JetStream and a real PostgreSQL. Every event reaches head
 * office exactly once and in each venue's order; the revenue head office shows is what the venues took;
 * nothing personal leaves a venue; and each venue may speak only for itself.
 */
let engines: Engines;
let hub: HubCore;
const venues: TestServer[] = [];

beforeAll(async () => {
  engines = await startEngines(['venue-a', 'venue-b']);
  hub = await startHub(engines);
}, 60_000);

afterAll(async () => {
  await Promise.all(venues.map((v) => v.close()));
  await hub?.stop();
  await engines?.close();
});

describe('a venue group', () => {
  it('takes 500 changes from each of two venues as exactly 1,000 events, with each venue’s revenue', async () => {
    const [a, b] = await Promise.all([startVenue(engines, 'venue-a'), startVenue(engines, 'venue-b')]);
    if (!a || !b) throw new Error('no venues');
    venues.push(a, b);
    const [revenueA, revenueB] = await Promise.all([makeChanges(a, 500), makeChanges(b, 500)]);
    await waitForEvents(hub, 1000);
    // Settled: nothing left to send, and nothing more arrives.
    expect([unsent(a), unsent(b)]).toEqual([0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const counts = await hub.pool.query<{ venue_id: string; n: string }>(
      'SELECT venue_id, count(*) AS n FROM events GROUP BY venue_id ORDER BY venue_id',
    );
    expect(counts.rows.map((r) => [r.venue_id, Number(r.n)])).toEqual([
      ['venue-a', 500],
      ['venue-b', 500],
    ]);

    // Settings → Venue Group on each appliance: connected, nothing queued, the last send's time.
    for (const venue of [a, b]) {
      const cookie = await venue.signIn();
      const view = GroupSettingsView.parse(await (await venue.lan('/api/settings/group', { cookie })).json());
      expect(view).toMatchObject({ state: 'connected', queued: 0, lastError: null });
      expect(view.lastSentAt).not.toBeNull();
    }

    // Head office's revenue for the venues' day is what each took: walk-ins' fees and prepayments kept.
    const figures = await headOffice(hub.pool, await allVenueIds(hub.pool), a.clock.now());
    const revenue = Object.fromEntries(figures.venues.map((v) => [v.venueId, v.today.revenueMinor]));
    expect(revenue).toEqual({ 'venue-a': revenueA, 'venue-b': revenueB });
    expect(figures.venues.map((v) => [v.venueId, v.today.sessions, v.online])).toEqual([
      ['venue-a', 100, true],
      ['venue-b', 100, true],
    ]);

    // Each venue's events were stored in the order it wrote them.
    for (const venueId of ['venue-a', 'venue-b']) {
      const seqs = (
        await hub.pool.query<{ seq: string }>(
          'SELECT seq FROM events WHERE venue_id = $1 ORDER BY stream_seq',
          [venueId],
        )
      ).rows.map((r) => Number(r.seq));
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }

    // Nothing personal: every event the venues wrote, and every one head office holds.
    const stored = (await hub.pool.query<{ body: unknown }>('SELECT body FROM events')).rows.map((r) =>
      GroupEvent.parse(r.body),
    );
    for (const event of [...venueEvents(a), ...venueEvents(b), ...stored]) {
      const text = JSON.stringify(event);
      expect(text).not.toMatch(/Customer \d|07700|@example\.com/);
      for (const key of PERSONAL_KEYS) expect(Object.keys(event)).not.toContain(key);
    }
  }, 240_000);

  it('refuses venue A’s credentials on venue B’s subjects', async () => {
    const nc = await connect({
      servers: engines.nats.url,
      user: 'venue-a',
      pass: venuePassword('venue-a'),
      inboxPrefix: venueInboxPrefix('venue-a'),
    });
    try {
      const js = jetstream(nc, { timeout: 2_000 });
      const body = JSON.stringify({ kind: 'booking_cancelled', reservationId: randomUUID() });
      await expect(js.publish('group.venue-b.forged', body, { timeout: 2_000 })).rejects.toThrow();
      // Its own subject works: the refusal is the venue's rights, not the connection.
      await expect(js.publish('group.venue-a.probe', '{}', { timeout: 2_000 })).resolves.toMatchObject({
        stream: 'GROUP',
      });
    } finally {
      await nc.close();
    }
    const jsm = await jetstreamManager(hub.nc);
    // The stream holds nothing on venue B's subject from venue A.
    expect(await jsm.streams.getMessage('GROUP', { last_by_subj: 'group.venue-b.forged' })).toBeNull();
  });

  it('drops an event whose body names another venue than its subject', async () => {
    const nc = await connect({ servers: engines.nats.url, user: HUB_USER.user, pass: HUB_USER.password });
    const eventId = randomUUID();
    try {
      await jetstream(nc).publish(
        'group.venue-a.booking_cancelled',
        JSON.stringify({
          kind: 'booking_cancelled',
          eventId,
          venueId: 'venue-b',
          seq: 1,
          occurredAt: new Date().toISOString(),
          reservationId: randomUUID(),
        }),
      );
    } finally {
      await nc.close();
    }
    await expect
      .poll(
        async () =>
          Number(
            (
              await hub.pool.query<{ n: string }>(
                `SELECT count(*) AS n FROM dropped_messages WHERE subject = 'group.venue-a.booking_cancelled'`,
              )
            ).rows[0]?.n,
          ),
        { timeout: 10_000 },
      )
      .toBe(1);
    const found = await hub.pool.query('SELECT 1 FROM events WHERE event_id = $1', [eventId]);
    expect(found.rowCount).toBe(0);
  });
});
