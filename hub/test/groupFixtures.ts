import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { GroupEvent } from '../../shared/group/events';
import { startTestServer, type TestClock, type TestServer } from '../../lan-server/test/harness';
import { NatsEngine } from '../engines/nats';
import { waitFor } from '../engines/ports';
import { PgEngine } from '../engines/postgres';
import { startHubCore, type HubCore } from '../hub';

export const HUB_USER = { user: 'hub', password: 'hub-test-secret' };
export const venuePassword = (venueId: string) => `${venueId}-test-secret`;

/** Real engines for a group test: nats-server with JetStream and a PostgreSQL cluster, in one temp folder. */
export interface Engines {
  dir: string;
  nats: NatsEngine;
  pg: PgEngine;
  close(): Promise<void>;
}

export async function startEngines(venueIds: string[]): Promise<Engines> {
  const dir = mkdtempSync(join(tmpdir(), 'doubletop-group-'));
  const [nats, pg] = await Promise.all([
    NatsEngine.start(join(dir, 'nats'), {
      hub: HUB_USER,
      venues: venueIds.map((venueId) => ({ venueId, password: venuePassword(venueId) })),
    }),
    PgEngine.start(join(dir, 'pg')),
  ]);
  return {
    dir,
    nats,
    pg,
    async close() {
      await Promise.all([nats.stop(), pg.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function startHub(
  engines: Engines,
  log?: (line: string) => void,
  more: { leagueAskTimeoutMs?: number } = {},
): Promise<HubCore> {
  return startHubCore({
    natsUrl: engines.nats.url,
    natsUser: HUB_USER.user,
    natsPassword: HUB_USER.password,
    databaseUrl: engines.pg.url,
    log,
    ...more,
  });
}

/**
 * An appliance (the real server on port 0) that joined the group as `venueId`, dialling nats-server at
 * `hubUrl` (by default nats-server itself; a `venueLine` to cut it off).
 */
export async function startVenue(
  engines: Engines,
  venueId: string,
  { hubUrl, ...options }: { clock?: TestClock; dataDir?: string; hubUrl?: string } = {},
): Promise<TestServer> {
  const t = await startTestServer(options);
  const admin = await t.signIn('admin');
  const res = await t.lan('/api/settings/group', {
    method: 'PUT',
    cookie: admin,
    json: { hubUrl: hubUrl ?? engines.nats.url, venueId, password: venuePassword(venueId) },
  });
  expect(res.status).toBe(200);
  return t;
}

/** Every event the venue wrote, as it travels. */
export function venueEvents(t: TestServer): GroupEvent[] {
  const rows = t.server.db.prepare('SELECT * FROM group_outbox ORDER BY seq').all() as {
    seq: number;
    id: string;
    venue_id: string;
    body: string;
    occurred_at: string;
  }[];
  return rows.map((r) =>
    GroupEvent.parse({
      ...(JSON.parse(r.body) as object),
      eventId: r.id,
      venueId: r.venue_id,
      seq: r.seq,
      occurredAt: r.occurred_at,
    }),
  );
}

export function unsent(t: TestServer): number {
  return (
    t.server.db.prepare('SELECT COUNT(*) AS n FROM group_outbox WHERE sent_at IS NULL').get() as { n: number }
  ).n;
}

export async function eventCount(hub: HubCore, venueId?: string): Promise<number> {
  const res = await hub.pool.query<{ n: string }>(
    venueId ? 'SELECT count(*) AS n FROM events WHERE venue_id = $1' : 'SELECT count(*) AS n FROM events',
    venueId ? [venueId] : [],
  );
  return Number(res.rows[0]?.n ?? 0);
}

/** Waits until PostgreSQL holds `n` events (of the venue, when named). */
export async function waitForEvents(
  hub: HubCore,
  n: number,
  venueId?: string,
  timeoutMs = 60_000,
): Promise<void> {
  await waitFor(`${n} events in PostgreSQL`, async () => (await eventCount(hub, venueId)) >= n, timeoutMs);
}

/**
 * A venue's day in `count` changes (a multiple of 5), each writing exactly one event (the venue's leaderboard is
 * switched off, so ending a session sends no game): a booking made, then edited or cancelled, another booking
 * made (some prepaid), a walk-in's session started and ended on `sessionLane`, all on one day. Answers what head
 * office must count as revenue that day (money taken: docs/venue-group.md#revenue), in minor units: the
 * prepayments of the bookings not cancelled (a cancelled one was given back the same day) and the walk-ins'
 * whole fees.
 */
const bookingsMade = new WeakMap<TestServer, number>();

export async function makeChanges(t: TestServer, count: number, sessionLane = 8): Promise<number> {
  if (count % 5 !== 0) throw new Error('changes come in fives');
  const cookie = await t.signIn('admin');
  const send = async (path: string, method: string, json?: unknown) => {
    const res = await t.lan(path, { method, cookie, json });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id?: string; currentFee?: string };
  };
  await send('/api/settings/leaderboard', 'PUT', { leaderboardEnabled: false });
  const midnight = Date.parse(t.clock.now().toISOString().slice(0, 10));
  let revenue = 0;
  let n = bookingsMade.get(t) ?? 0;
  const book = async (prepaid: string) => {
    const day = 1 + Math.floor(n / 7);
    const booking = {
      laneId: (n % 7) + 1,
      customerName: `Customer ${n}`,
      playerCount: 2,
      reservedTime: new Date(midnight + day * 86_400_000 + (14 + (n % 2)) * 3_600_000).toISOString(),
      duration: 60,
      prepaidAmount: prepaid,
      contactInfo: '07700 900000',
      emailAddress: `c${n}@example.com`,
    };
    n += 1;
    bookingsMade.set(t, n);
    const { id } = await send('/api/reservations', 'POST', booking);
    return { id: id ?? '', booking };
  };
  for (let cycle = 0; cycle < count / 5; cycle += 1) {
    const first = await book('5.00');
    if (cycle % 2 === 0) {
      await send(`/api/reservations/${first.id}`, 'DELETE');
    } else {
      await send(`/api/reservations/${first.id}`, 'PUT', { ...first.booking, prepaidAmount: '7.50' });
      revenue += 750;
    }
    const prepaid = cycle % 3 === 0 ? '10.00' : '0.00';
    await book(prepaid);
    revenue += prepaid === '10.00' ? 1000 : 0;
    const lane = await send(`/api/lanes/${sessionLane}/start`, 'POST', { players: ['Ann'], duration: 1 });
    revenue += Math.round(Number(lane.currentFee ?? '0') * 100);
    t.clock.advance(60_000);
    await send(`/api/lanes/${sessionLane}/stop`, 'POST', {});
    t.clock.advance(60_000);
  }
  return revenue;
}
