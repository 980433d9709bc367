import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenueReply } from '../../shared/group/booking';
import { venueInboxPrefix } from '../../shared/group/events';
import type { LeagueFeedEntry } from '../../shared/group/groupLeague';
import { bookingSubject } from '../../shared/group/questions';
import { startTestServer, type TestServer } from '../../lan-server/test/harness';
import {
  entries,
  fixture,
  fixtures,
  OTHER_VENUE,
  published,
  VENUE,
} from '../../lan-server/test/groupLeagueFixtures';
import { NatsEngine } from '../engines/nats';
import { waitFor } from '../engines/ports';
import { HUB_USER, venuePassword } from './groupFixtures';

/**
 * Head office's league feed over a real nats-server (docs/venue-group.md, "The venue's half"): asked as the
 * hub's NATS user on `booking.<venueId>.league`, answered by the venue's own subscription. No PostgreSQL or
 * hub is needed to ask a venue a question, so only nats-server runs here.
 */
let dir: string;
let nats: NatsEngine;
let venue: TestServer;
let nc: NatsConnection;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doubletop-league-door-'));
  nats = await NatsEngine.start(join(dir, 'nats'), {
    hub: HUB_USER,
    venues: [
      { venueId: VENUE, password: venuePassword(VENUE) },
      { venueId: OTHER_VENUE, password: venuePassword(OTHER_VENUE) },
    ],
  });
  venue = await startTestServer();
  const joined = await venue.lan('/api/settings/group', {
    method: 'PUT',
    cookie: await venue.signIn('admin'),
    json: { hubUrl: nats.url, venueId: VENUE, password: venuePassword(VENUE) },
  });
  expect(joined.status).toBe(200);
  nc = await connect({ servers: nats.url, user: HUB_USER.user, pass: HUB_USER.password });
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await venue?.close();
  await nats?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function ask(list: LeagueFeedEntry[]): Promise<VenueReply> {
  const msg = await nc.request(bookingSubject(VENUE, 'league'), JSON.stringify({ entries: list }), {
    timeout: 2_000,
  });
  return msg.json<VenueReply>();
}

describe("the league feed on the venue's NATS door", () => {
  it('is applied once, answered where the venue stands, and a fixture hosted elsewhere refused', async () => {
    const feed = entries(1, published, fixtures(fixture(0, 2, '2026-06-16')));
    let first: VenueReply | undefined;
    // The venue's subscription is up once its relay has dialled the hub's nats-server.
    await waitFor(
      'the venue answering on its NATS door',
      async () => {
        first = await ask(feed).catch(() => undefined);
        return first !== undefined;
      },
      30_000,
    );
    expect(first).toEqual({ status: 200, body: { appliedThrough: 2 } });
    expect(await ask(feed)).toEqual({ status: 200, body: { appliedThrough: 2 } });
    const elsewhere = await ask(entries(3, fixtures(fixture(2, 0, '2026-06-16'))));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.message).toMatch(/is hosted by another venue/);
    expect(await ask(entries(4, published))).toEqual({ status: 200, body: { appliedThrough: 2 } });
  });

  it('is heard by no other venue, nor answered in its name: a venue reads only its own fixtures', async () => {
    const other = await connect({
      servers: nats.url,
      user: OTHER_VENUE,
      pass: venuePassword(OTHER_VENUE),
      inboxPrefix: venueInboxPrefix(OTHER_VENUE),
    });
    const errors: string[] = [];
    void (async () => {
      for await (const s of other.status()) if (s.type === 'error') errors.push(String(s.error));
    })();
    try {
      // York listening on leeds's league questions is refused by nats-server; nothing reaches it.
      const heard: string[] = [];
      other.subscribe(bookingSubject(VENUE, 'league'), {
        callback: (err, m) => {
          if (!err) heard.push(m.subject);
        },
      });
      await other.flush();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(errors.join(' ')).toMatch(/Permissions Violation for Subscription/i);
      // Leeds still answers its own feed, and york heard none of it.
      expect(await ask(entries(3, fixtures(fixture(0, 3, '2026-06-23'))))).toEqual({
        status: 200,
        body: { appliedThrough: 3 },
      });
      expect(heard).toEqual([]);
      // Nor may york put a result on leeds's subject: nats-server refuses the publish.
      other.publish(`group.${VENUE}.league_result`, '{}');
      await other.flush();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(errors.join(' ')).toMatch(
        new RegExp(`Permissions Violation for Publish to "group\\.${VENUE}\\.`, 'i'),
      );
    } finally {
      await other.close();
    }
  });
});
