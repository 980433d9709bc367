import { expect } from 'vitest';
import type { GroupVenue } from '../../shared/group/booking';
import { startTestServer, type TestClock, type TestServer } from '../../lan-server/test/harness';
import { testMail } from '../../lan-server/test/mailFixtures';
import { waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import type { GroupBookingOptions } from '../booking/routes';
import { startCheckedHubWeb } from './checkedHubWeb';
import { venuePassword, type Engines } from './groupFixtures';

/** Where the tests say the group page lives (cancel links point under it). */
export const PAGE_URL = 'https://book.group.test/book';

/** The hub's web server (hub/web.ts) on port 0, with the group's booking page registered. */
export interface BookingHub {
  url: string;
  get(path: string): Promise<Response>;
  post(path: string, json: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function startBookingHub(
  core: HubCore,
  { trustProxy, ...options }: Partial<GroupBookingOptions> & { trustProxy?: number } = {},
): Promise<BookingHub> {
  // Every answer the tests receive is checked against its entry, and against head office's OpenAPI
  // document when the hub closes, as the venue's test server does (checkedHubWeb.ts).
  const web = await startCheckedHubWeb(core, {
    port: 0,
    // Behind the hub's TLS proxy: the door trusts it for each customer's address.
    ...(trustProxy === undefined ? {} : { trustProxy }),
    booking: {
      pageUrl: PAGE_URL,
      limits: { requestsPerMinute: 100_000, bookingsPer10Minutes: 100_000 },
      ...options,
    },
  });
  const url = web.url;
  return {
    url,
    get: (path) => fetch(url + path),
    post: (path, json, headers = {}) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof json === 'string' ? json : JSON.stringify(json),
      }),
    close: () => web.close(),
  };
}

/**
 * An appliance in the group with its own name, phone (and town, if given), mailing through the in-process SMTP server and with
 * no public door address of its own (the venue behind carrier-grade NAT): its only cancel links are the
 * group page's.
 */
export async function startBookingVenue(
  engines: Engines,
  venueId: string,
  options: {
    name: string;
    phone: string;
    /** The venue's town (left unset: the venue has not filled it in). */
    town?: string;
    smtpUrl?: string;
    /** The venue's own public door address (none: the venue behind carrier-grade NAT). */
    publicUrl?: string;
    clock?: TestClock;
    /** The real clock (browser tests), instead of the harness's pinned one. */
    now?: () => Date;
    dataDir?: string;
    join?: boolean;
    /** false: no public door at all (PUBLIC_PORT=off), the group page its only booking page. */
    publicDoor?: false;
  },
): Promise<TestServer> {
  const t = await startTestServer({
    ...(options.publicDoor === false ? { publicPort: null } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.smtpUrl ? { mail: testMail(options.smtpUrl, { publicUrl: options.publicUrl ?? '' }) } : {}),
    publicRequestsPerMinute: 100_000,
    publicBookingsPer10Minutes: 100_000,
  });
  const admin = await t.signIn('admin');
  const current = (await (await t.lan('/api/settings', { cookie: admin })).json()) as Record<string, unknown>;
  const { id: _id, ...settings } = current;
  const put = await t.lan('/api/settings', {
    method: 'PUT',
    cookie: admin,
    json: {
      ...settings,
      businessName: options.name,
      contactPhone: options.phone,
      ...(options.town !== undefined ? { town: options.town } : {}),
    },
  });
  expect(put.status).toBe(200);
  if (options.join !== false) {
    const res = await t.lan('/api/settings/group', {
      method: 'PUT',
      cookie: admin,
      json: { hubUrl: engines.nats.url, venueId, password: venuePassword(venueId) },
    });
    expect(res.status).toBe(200);
  }
  return t;
}

/** Waits until the group page lists these venues, online. */
export async function waitForVenues(hub: BookingHub, venueIds: string[]): Promise<GroupVenue[]> {
  let list: GroupVenue[] = [];
  await waitFor(
    `venues ${venueIds.join(', ')} on the group page`,
    async () => {
      list = (await (await hub.get('/api/group/venues')).json()) as GroupVenue[];
      return venueIds.every((id) => list.some((v) => v.venueId === id && v.online));
    },
    30_000,
  );
  return list;
}

/** A booking a customer would send, on `laneId` at `reservedTime` (the harness's day is 2026-06-10). */
export function customerBooking(laneId: number, reservedTime: string, n = 0) {
  return {
    laneId,
    playerCount: 2,
    reservedTime,
    duration: 60,
    prepaidAmount: '0.00',
    customerName: `Group Customer ${n}`,
    contactInfo: '07700 900456',
    emailAddress: `group${n}@example.com`,
  };
}

export function reservationCount(t: TestServer, where = "status = 'active'"): number {
  return (t.server.db.prepare(`SELECT COUNT(*) AS n FROM reservations WHERE ${where}`).get() as { n: number })
    .n;
}
