import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineSentence } from '../shared/group/booking';
import type { ServerProcess } from '../bench/support/serverProcess';
import { sleep, waitFor } from '../hub/engines/ports';
import type { HubCore } from '../hub/hub';
import { startEngines, startHub, type Engines } from '../hub/test/groupFixtures';
import { startBookingHub, waitForVenues, type BookingHub } from '../hub/test/groupBookingFixtures';
import { readVenue, startVenueProcess, venueBookings, type VenueSetup } from './groupBookingVenue';

/**
 * The group's booking page when the venue's appliance dies: the real built server in a child process,
 * SIGKILLed in the middle of a burst of bookings through the hub. Every booking the page confirmed is in
 * the venue's database exactly once after it restarts — made, or held and made when the hub's word reaches
 * it — and nothing else is; every question after the kill gets the offline sentence within 2 s and books
 * nothing.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let dataDir: string;
let venue: ServerProcess | null = null;
let setup: VenueSetup;

const NAME = 'Faversham Flights';
const PHONE = '01795 300300';

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

beforeAll(async () => {
  engines = await startEngines(['fb-1']);
  core = await startHub(engines);
  hub = await startBookingHub(core);
  dataDir = mkdtempSync(join(tmpdir(), 'doubletop-fault-group-booking-'));
  setup = { dataDir, venueId: 'fb-1', name: NAME, phone: PHONE, hubUrl: engines.nats.url };
  venue = await startVenueProcess(setup, true);
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
    const opening = await book(0);
    expect(opening.status).toBe(201);
    const first = ((await opening.json()) as { id: string }).id;

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

    const perSlot = readVenue(dataDir, (db) => ({
      guest100: db.prepare('SELECT COUNT(*) AS n FROM reservations WHERE customer_name = ?').get('Guest 100'),
      twice: db
        .prepare('SELECT COUNT(*) AS n FROM reservations GROUP BY lane_id, reserved_time HAVING n > 1')
        .all(),
    }));
    expect(perSlot).toEqual({ guest100: { n: 0 }, twice: [] });
    // Every confirmed booking is there, made or held for the hub's word.
    const stored = readVenue(
      dataDir,
      (db) => new Set((db.prepare('SELECT id FROM reservations').all() as { id: string }[]).map((r) => r.id)),
    );
    for (const id of confirmed) expect(stored.has(id), `confirmed booking ${id}`).toBe(true);

    // The appliance comes back (it is still in the group): the page books again.
    venue = await startVenueProcess(setup, false);
    let again: string | null = null;
    await waitFor(
      'the venue answering again',
      async () => {
        const res = await book(101);
        if (res.status === 201) again = ((await res.json()) as { id: string }).id;
        else await sleep(200);
        return again !== null;
      },
      30_000,
    );
    // Once the hub's words have reached it, the venue has exactly the bookings customers were shown.
    await waitFor('every hold settled', async () => venueBookings(dataDir, 'Guest ').held === 0, 30_000);
    const made = venueBookings(dataDir, 'Guest ').made;
    expect([...made].sort()).toEqual([first, ...confirmed, again].sort());
  }, 120_000);
});
