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
 * The group page over a flaky line (docs/group-booking.md, 'Confirmed only when shown'): the built appliance
 * dials the hub's nats-server through a relay that stops forwarding without closing — a 4G router holding a
 * line open but silent — for 1.6, 3, 6 and 10 s, while customers book through the hub. Each hold starts the
 * moment the venue's answer to a booking has gone through, so the hub's word on it is caught in the line.
 * Whatever was in flight at either edge, once the line is back the venue holds exactly the bookings
 * customers were shown as confirmed, and e-mailed only those.
 */
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let line: HeldLine;
let dataDir: string;
let venue: ServerProcess | null = null;

const VENUE_ID = 'hl-1';

beforeAll(async () => {
  engines = await startEngines([VENUE_ID]);
  core = await startHub(engines);
  hub = await startBookingHub(core);
  line = await heldLineTo(engines.nats.port);
  dataDir = mkdtempSync(join(tmpdir(), 'doubletop-fault-held-line-'));
  venue = await startVenueProcess(
    { dataDir, venueId: VENUE_ID, name: 'Hythe Hundreds', phone: '01303 400400', hubUrl: line.url },
    true,
  );
  await waitForVenues(hub, [VENUE_ID]);
}, 120_000);

afterAll(async () => {
  await venue?.stop();
  await hub?.close();
  await line?.close();
  await core?.stop();
  await engines?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the group page over a line held silent', () => {
  it('books at the venue exactly what it confirmed to customers, for a line held 1.6, 3, 6 and 10 s', async () => {
    const rounds: RoundFigures[] = [];
    for (const [i, holdMs] of [1_600, 3_000, 6_000, 10_000].entries()) {
      const figures = await bookThroughFault({
        hub,
        pool: core.pool,
        venueId: VENUE_ID,
        dataDir,
        who: `Held${i}`,
        firstN: i * 100,
        fault: { start: () => line.holdAfterUpstream(isBookingAnswer), end: () => line.release() },
        faultMs: holdMs,
      });
      // The questions asked while the line was held were answered with the offline sentence.
      expect(figures.offline, `${holdMs} ms: some answers were the offline sentence`).toBeGreaterThan(0);
      expect(figures.confirmed, `${holdMs} ms: some bookings went through`).toBeGreaterThan(0);
      // The venue did hold questions the customer was told it could not take, and let them go.
      expect(figures.withdrawn, `${holdMs} ms: holds withdrawn`).toBeGreaterThan(0);
      // And confirmed a booking whose word the line then held: it was made when the line came back.
      expect(figures.confirmedFirst, `${holdMs} ms: confirmed before the venue heard`).toBeGreaterThan(0);
      rounds.push(figures);
    }
    console.log(figuresTable('Held line: bookings made at the venue vs confirmed to the customer', rounds));
  }, 240_000);
});
