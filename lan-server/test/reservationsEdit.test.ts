import { afterEach, describe, expect, it } from 'vitest';
import { OVERRIDE_REASON_MISSING, type Reservation } from '../../shared/api/reservations';
import { BOOKING_MESSAGES } from '../../shared/booking/bookingRules';
import { openSocket, startTestServer, type TestServer } from './harness';

// The harness clock reads Wednesday 2026-06-10 12:00 UTC (13:00 in London).
let t: TestServer;
afterEach(async () => t?.close());

const booking = (over: Record<string, unknown> = {}) => ({
  laneId: 1,
  customerName: 'Ada Lovelace',
  playerCount: 2,
  reservedTime: '2026-06-10T15:00:00.000Z',
  duration: 60,
  prepaidAmount: '0.00',
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
  ...over,
});

async function staffBook(cookie: string, over: Record<string, unknown> = {}): Promise<Reservation> {
  const res = await t.lan('/api/reservations', { method: 'POST', cookie, json: booking(over) });
  expect(res.status).toBe(201);
  return (await res.json()) as Reservation;
}

async function list(cookie: string): Promise<Reservation[]> {
  return (await (await t.lan('/api/reservations', { cookie })).json()) as Reservation[];
}

describe('never a double booking', () => {
  it('50 simultaneous requests for one slot: exactly one 201, the rest 409 with a message', async () => {
    t = await startTestServer();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t
          .lan('/api/reservations', { method: 'POST', json: booking({ customerName: `Racer ${i}` }) })
          .then(async (r) => ({
            status: r.status,
            message: ((await r.json()) as { message?: string }).message,
          })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(49);
    for (const r of refused)
      expect(r).toEqual({ status: 409, message: BOOKING_MESSAGES.overlap.reservation(1) });
    expect(await list(await t.signIn())).toHaveLength(1);
  });

  it('the database itself refuses an overlapping insert that skipped the service', async () => {
    t = await startTestServer();
    await staffBook(await t.signIn());
    const insert = () =>
      t.server.db
        .prepare(
          `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration, created_at)
           VALUES ('sneaky', 1, 'X', 2, '2026-06-10T15:30:00.000Z', '2026-06-10T16:30:00.000Z', 60, '2026-06-10T12:00:00.000Z')`,
        )
        .run();
    expect(insert).toThrow(/RESERVATION_OVERLAP/);
  });
});

describe('edit, cancel and list (staff)', () => {
  it('an edit that is refused keeps the original reservation exactly as it was', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const original = await staffBook(cookie);
    await staffBook(cookie, { customerName: 'Grace', reservedTime: '2026-06-10T17:00:00.000Z' });
    const res = await t.lan(`/api/reservations/${original.id}`, {
      method: 'PUT',
      cookie,
      json: booking({ reservedTime: '2026-06-10T16:30:00.000Z' }),
    });
    expect(res.status).toBe(409);
    expect((await list(cookie)).find((r) => r.id === original.id)).toEqual({ ...original, arrived: false });
  });

  it('an accepted edit moves the reservation, may overlap its own old time, and keeps id and creator', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const original = await staffBook(cookie);
    const res = await t.lan(`/api/reservations/${original.id}`, {
      method: 'PUT',
      cookie,
      json: booking({ reservedTime: '2026-06-10T15:30:00.000Z', playerCount: 4 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: original.id,
      createdBy: 'staff',
      createdAt: original.createdAt,
      reservedTime: '2026-06-10T15:30:00.000Z',
      playerCount: 4,
    });
  });

  it('a cancellation frees the slot but keeps the record, and cannot be repeated', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const original = await staffBook(cookie);
    const del = await t.lan(`/api/reservations/${original.id}`, { method: 'DELETE', cookie });
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({
      id: original.id,
      status: 'cancelled',
      customerName: 'Ada Lovelace',
    });
    expect(await list(cookie)).toEqual([]);
    expect((await t.lan(`/api/reservations/${original.id}`, { method: 'DELETE', cookie })).status).toBe(409);
    expect((await t.lan('/api/reservations/nope', { method: 'DELETE', cookie })).status).toBe(404);
    await staffBook(cookie, { customerName: 'Grace' });
  });

  it('an edit may override with a reason, needs the reason, and cannot revive a cancelled booking', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const original = await staffBook(cookie);
    const late = booking({ reservedTime: '2026-06-10T22:00:00.000Z' });
    const put = (json: unknown) => t.lan(`/api/reservations/${original.id}`, { method: 'PUT', cookie, json });

    const plain = await put(late);
    expect(plain.status).toBe(400);
    const noReason = await put({ ...late, isStaffOverride: true });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { message: string }).message).toBe(OVERRIDE_REASON_MISSING);
    const forced = await put({ ...late, isStaffOverride: true, overrideReason: 'Final runs late' });
    expect(forced.status).toBe(200);
    expect(await forced.json()).toMatchObject({ isStaffOverride: true, overrideReason: 'Final runs late' });

    await t.lan(`/api/reservations/${original.id}`, { method: 'DELETE', cookie });
    expect((await put(booking())).status).toBe(409);
    expect((await t.lan('/api/reservations/nope', { method: 'PUT', cookie, json: booking() })).status).toBe(
      404,
    );
  });

  it('lists active reservations and only the 10 most recent completed ones', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    for (let i = 0; i < 12; i++) {
      const hour = String(9 + i).padStart(2, '0');
      const r = await staffBook(cookie, { laneId: 2, reservedTime: `2026-06-11T${hour}:00:00.000Z` });
      t.server.db.prepare("UPDATE reservations SET status = 'completed' WHERE id = ?").run(r.id);
    }
    await staffBook(cookie);
    const all = await list(cookie);
    expect(all.filter((r) => r.status === 'active')).toHaveLength(1);
    const completed = all.filter((r) => r.status === 'completed');
    expect(completed).toHaveLength(10);
    expect(completed[0]?.reservedTime).toBe('2026-06-11T20:00:00.000Z');
  });
});

describe('live updates', () => {
  it('creating and cancelling publish lane_updated for the lane', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const socket = await openSocket(t.server.lanUrl, cookie);
    try {
      const r = await staffBook(cookie, { laneId: 3 });
      await socket.waitFor((m) => m.type === 'lane_updated' && (m.lane as { id: number }).id === 3);
      socket.messages.length = 0;
      await t.lan(`/api/reservations/${r.id}`, { method: 'DELETE', cookie });
      await socket.waitFor((m) => m.type === 'lane_updated' && (m.lane as { id: number }).id === 3);
    } finally {
      socket.close();
    }
  });
});
