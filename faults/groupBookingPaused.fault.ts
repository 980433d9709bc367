import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../bench/support/serverProcess';
import type { HubCore } from '../hub/hub';
import { startEngines, startHub, type Engines } from '../hub/test/groupFixtures';
import { startBookingHub, waitForVenues, type BookingHub } from '../hub/test/groupBookingFixtures';
import { bookThroughFault, figuresTable, isBookingAnswer, type RoundFigures } from './groupBookingRounds';
import { startVenueProcess } from './groupBookingVenue';
import { heldLineTo, type HeldLine } from './heldLine';

/**
 * The group page while the venue's appliance is paused (docs/group-booking.md, 'Confirmed only when shown'):
 * the built appliance SIGSTOPped for 3 s and for 8 s — as a PC that froze, or a virtual machine the host
 * suspended — then SIGCONTinued, while customers book through the hub. Each pause starts the moment the
 * venue's answer to a booking has left it (seen on a relay that only watches), so the hub's word on that
 * booking waits for it too. Its connection stays open, so the hub hears no "nobody listening", only silence;
 * the questions wait in the socket and are answered when it wakes. Once everything settled the venue holds
 * exactly the bookings customers were shown as confirmed.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let dataDir: string;
let venue: ServerProcess | null = null;
let line: HeldLine;

const VENUE_ID = 'pv-1';

beforeAll(async () => {
  engines = await startEngines([VENUE_ID]);
  core = await startHub(engines);
  hub = await startBookingHub(core);
  dataDir = mkdtempSync(join(tmpdir(), 'doubletop-fault-paused-venue-'));
  line = await heldLineTo(engines.nats.port);
  venue = await startVenueProcess(
    { dataDir, venueId: VENUE_ID, name: 'Penshurst Pairs', phone: '01892 500500', hubUrl: line.url },
    true,
  );
  await waitForVenues(hub, [VENUE_ID]);
}, 120_000);

afterAll(async () => {
  if (venue) process.kill(venue.pid, 'SIGCONT');
  await venue?.stop();
  await hub?.close();
  await line?.close();
  await core?.stop();
  await engines?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the group page while the venue’s appliance is paused', () => {
  it('books at the venue exactly what it confirmed to customers, for a pause of 3 s and of 8 s', async () => {
    const pid = venue?.pid ?? 0;
    const rounds: RoundFigures[] = [];
    for (const [i, pauseMs] of [3_000, 8_000].entries()) {
      const figures = await bookThroughFault({
        hub,
        pool: core.pool,
        venueId: VENUE_ID,
        dataDir,
        who: `Paused${i}`,
        firstN: i * 100,
        fault: {
          start: async () => {
            await line.nextUpstream(isBookingAnswer);
            process.kill(pid, 'SIGSTOP');
          },
          end: () => process.kill(pid, 'SIGCONT'),
        },
        faultMs: pauseMs,
      });
      expect(figures.offline, `${pauseMs} ms: some answers were the offline sentence`).toBeGreaterThan(0);
      expect(figures.confirmed, `${pauseMs} ms: some bookings went through`).toBeGreaterThan(0);
      expect(figures.withdrawn, `${pauseMs} ms: holds withdrawn`).toBeGreaterThan(0);
      expect(figures.confirmedFirst, `${pauseMs} ms: confirmed before the venue heard`).toBeGreaterThan(0);
      rounds.push(figures);
    }
    console.log(
      figuresTable('Paused appliance: bookings made at the venue vs confirmed to the customer', rounds),
    );
  }, 240_000);
});
