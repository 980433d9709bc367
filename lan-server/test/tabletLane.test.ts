import { afterEach, describe, expect, it } from 'vitest';
import { Lane, TabletLane } from '../../shared/api/lanes';
import * as z from 'zod/mini';
import { openSocket, startTestServer, TestClock, type TestServer } from './harness';
import { NOON, book, minutesAfter } from './lanesFixtures';
import { pairTablet, tabletSocket } from './pairingFixtures';

/**
 * A lane tablet sits in the open at the board, so it must never be sent the names the lane's bookings were
 * made in — not in GET /api/lanes/{id}, not in its lane_updated messages. Staff still get the whole lane.
 * Real HTTP, a real socket paired as a device.
 */
let t: TestServer;
afterEach(async () => t?.close());

const NOW_CUSTOMER = 'Harriet Nowbooked';
const NEXT_CUSTOMER = 'Gideon Laterbooked';

/** Lane 4: reserved now by one customer, booked again tonight by another. */
async function venueWithBookedLane(): Promise<{ staff: string; tablet: string }> {
  t = await startTestServer({ clock: new TestClock(NOON) });
  book(t, 4, minutesAfter(NOON, -10), 60, { customerName: NOW_CUSTOMER, prepaidAmount: '20.00' });
  book(t, 4, minutesAfter(NOON, 180), 60, { customerName: NEXT_CUSTOMER });
  const staff = await t.signIn();
  const { cookie } = await pairTablet(t, staff, 4);
  return { staff, tablet: cookie };
}

describe('a paired tablet reads its lane without any customer details', () => {
  it('GET /api/lanes/{id}: the tablet gets TabletLane, staff the whole lane', async () => {
    const { staff, tablet } = await venueWithBookedLane();

    const forTablet = await t.lan('/api/lanes/4', { cookie: tablet });
    expect(forTablet.status).toBe(200);
    const text = await forTablet.text();
    expect(text).not.toContain(NOW_CUSTOMER);
    expect(text).not.toContain(NEXT_CUSTOMER);
    const lane = JSON.parse(text) as Record<string, unknown>;
    expect(lane).not.toHaveProperty('reservedBy');
    expect(lane).not.toHaveProperty('prepaidAmount');
    expect(lane).not.toHaveProperty('players');
    expect(lane.nextReservation ?? null).not.toHaveProperty('customerName');
    expect(z.strictObject(TabletLane.shape).safeParse(lane).success).toBe(true);
    expect(lane).toMatchObject({ id: 4, status: 'reserved' });

    const forStaff = (await (await t.lan('/api/lanes/4', { cookie: staff })).json()) as Lane;
    expect(Lane.safeParse(forStaff).success).toBe(true);
    expect(forStaff.reservedBy).toBe(NOW_CUSTOMER);
  });

  it('lane_updated: the tablet hears its lane without names while staff hear them', async () => {
    const { staff, tablet } = await venueWithBookedLane();
    const tabletWs = await tabletSocket(t.server.lanUrl, tablet);
    const staffWs = await openSocket(t.server.lanUrl, staff);
    // Renaming the lane publishes it to everyone who may hear it.
    const renamed = await t.lan('/api/lanes/4', {
      method: 'PUT',
      cookie: staff,
      json: { name: 'Oche Four' },
    });
    expect(renamed.status).toBe(200);

    const heardByStaff = await staffWs.waitFor<{ lane: Lane }>(
      (m) => m.type === 'lane_updated' && (m.lane as Lane).name === 'Oche Four',
    );
    expect(heardByStaff.lane.reservedBy).toBe(NOW_CUSTOMER);
    await expect.poll(() => tabletWs.messages.some((m) => m.type === 'lane_updated')).toBe(true);

    const updates = tabletWs.messages.filter((m) => m.type === 'lane_updated');
    for (const update of updates) {
      const text = JSON.stringify(update);
      expect(text).not.toContain(NOW_CUSTOMER);
      expect(text).not.toContain(NEXT_CUSTOMER);
      expect(z.strictObject(TabletLane.shape).safeParse(update.lane).success).toBe(true);
    }
    expect(updates.at(-1)?.lane).toMatchObject({ id: 4, name: 'Oche Four', status: 'reserved' });
    tabletWs.close();
    staffWs.close();
  });
});
