import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineSentence } from '../shared/group/booking';
import { DATABASE_FILE } from '../lan-server/db/open';
import { ADMIN_PASSWORD, startServerProcess, type ServerProcess } from '../bench/support/serverProcess';
import { signIn } from '../bench/support/http';
import { waitFor } from '../hub/engines/ports';
import type { HubCore } from '../hub/hub';
import { startEngines, startHub, venuePassword, type Engines } from '../hub/test/groupFixtures';
import { startBookingHub, waitForVenues, type BookingHub } from '../hub/test/groupBookingFixtures';

/**
 * The group's booking page when the venue's appliance dies: the real built server in a child process,
 * SIGKILLed in the middle of a burst of bookings through the hub. Every booking the page confirmed is in
 * the venue's database exactly once after it restarts; every question after the kill gets the offline
 * sentence within 2 s and books nothing.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let dataDir: string;
let venue: ServerProcess | null = null;

const NAME = 'Faversham Flights';
const PHONE = '01795 300300';

async function startVenueProcess(join: boolean): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir });
  const admin = await signIn(server.lanUrl, 'admin', ADMIN_PASSWORD);
  const send = (path: string, json: unknown) =>
    fetch(server.lanUrl + path, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  if (join) {
    const current = (await (
      await fetch(`${server.lanUrl}/api/settings`, { headers: { cookie: admin } })
    ).json()) as Record<string, unknown>;
    const { id: _id, ...settings } = current;
    expect(
      (await send('/api/settings', { ...settings, businessName: NAME, contactPhone: PHONE })).status,
    ).toBe(200);
    const res = await send('/api/settings/group', {
      hubUrl: engines.nats.url,
      venueId: 'fb-1',
      password: venuePassword('fb-1'),
    });
    expect(res.status).toBe(200);
  }
  return server;
}

/** Slot `n` from tomorrow on, one per lane and hour, each bookable by a customer. */
function booking(n: number) {
  const day = new Date(Date.now() + (1 + Math.floor(n / 42)) * 86_400_000).toISOString().slice(0, 10);
  const hour = 12 + (Math.floor(n / 7) % 6);
  return {
    laneId: (n % 7) + 1,
    customerName: `Guest ${n}`,
    playerCount: 2,
    reservedTime: `${day}T${hour}:00:00.000Z`,
    duration: 60,
    prepaidAmount: '0.00',
    contactInfo: '07700 900789',
    emailAddress: `guest${n}@example.com`,
  };
}

function reservationIds(): Set<string> {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return new Set((db.prepare('SELECT id FROM reservations').all() as { id: string }[]).map((r) => r.id));
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  engines = await startEngines(['fb-1']);
  core = await startHub(engines);
  hub = await startBookingHub(core);
  dataDir = mkdtempSync(join(tmpdir(), 'doubletop-fault-group-booking-'));
  venue = await startVenueProcess(true);
  await waitForVenues(hub, ['fb-1']);
}, 120_000);

afterAll(async () => {
  await venue?.stop();
  await hub?.close();
  await core?.stop();
  await engines?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the group page when the venue’s appliance is killed', () => {
  it('keeps every confirmed booking exactly once, and says offline within 2 s afterwards', async () => {
    const book = (n: number) => hub.post('/api/group/venues/fb-1/reservations', booking(n));
    expect((await book(0)).status).toBe(201);

    // A burst through the hub; the plug is pulled while it runs.
    const answers: Promise<{ status: number; id: string | null }>[] = [];
    for (let n = 1; n <= 40; n += 1) {
      answers.push(
        book(n).then(async (res) => {
          const body = (await res.json()) as { id?: string; message?: string };
          return { status: res.status, id: res.status === 201 ? (body.id ?? null) : null };
        }),
      );
      if (n === 15) await venue?.kill();
      await new Promise((r) => setTimeout(r, 10));
    }
    const results = await Promise.all(answers);
    expect(new Set(results.map((r) => r.status).filter((s) => s !== 201 && s !== 503))).toEqual(new Set());
    const confirmed = results.filter((r) => r.status === 201).map((r) => r.id ?? '');
    expect(confirmed.length).toBeGreaterThan(0);
    expect(results.some((r) => r.status === 503)).toBe(true);

    // After the kill: the offline sentence, within 2 s, and nothing booked.
    const t0 = Date.now();
    const late = await book(100);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(late.status).toBe(503);
    expect(await late.json()).toEqual({ message: offlineSentence(NAME, PHONE), code: 'VENUE_OFFLINE' });

    const stored = reservationIds();
    for (const id of confirmed) expect(stored.has(id), `confirmed booking ${id}`).toBe(true);
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    const late100 = db
      .prepare('SELECT COUNT(*) AS n FROM reservations WHERE customer_name = ?')
      .get('Guest 100') as { n: number };
    const perSlot = db
      .prepare('SELECT COUNT(*) AS n FROM reservations GROUP BY lane_id, reserved_time HAVING n > 1')
      .all();
    db.close();
    expect(late100.n).toBe(0);
    expect(perSlot).toEqual([]);

    // The appliance comes back (it is still in the group): the page books again.
    venue = await startVenueProcess(false);
    await waitFor('the venue answering again', async () => (await book(101)).status === 201, 30_000);
  }, 120_000);
});
