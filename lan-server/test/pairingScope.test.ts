import { afterEach, describe, expect, it } from 'vitest';
import type { Lane } from '../../shared/api/lanes';
import { allRoutes } from '../http/routes';
import { openSocket, startTestServer, type TestServer } from './harness';
import { pairTablet, tabletSocket } from './pairingFixtures';

let t: TestServer;
afterEach(async () => t?.close());

/** A route path with its params filled in: `:id` is the lane under test, anything else a dummy. */
function pathFor(path: string, laneId: number): string {
  return path.replace(':id', String(laneId)).replace(/:\w+\??/g, 'x');
}

async function startGame(staff: string, laneId: number): Promise<void> {
  const res = await t.lan(`/api/lanes/${laneId}/start`, {
    method: 'POST',
    json: { players: ['Ann', 'Bob'], duration: 1 },
    cookie: staff,
  });
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${await res.text()}`);
}

describe('a paired tablet is admitted to its own lane only', () => {
  it('scores on its lane and is refused (403) on another lane', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    await startGame(staff, 2);
    await startGame(staff, 3);
    const { cookie } = await pairTablet(t, staff, 2);

    const game2 = (await (await t.lan('/api/lanes/2/game', { cookie: staff })).json()) as { gameId: string };
    const game3 = (await (await t.lan('/api/lanes/3/game', { cookie: staff })).json()) as { gameId: string };
    const own = await t.lan('/api/lanes/2/score', {
      method: 'POST',
      json: { gameId: game2.gameId, score: 60, player: 0 },
      cookie,
    });
    expect(own.status).toBe(200);
    expect((await t.lan('/api/lanes/2', { cookie })).status).toBe(200);

    const other = await t.lan('/api/lanes/3/score', {
      method: 'POST',
      json: { gameId: game3.gameId, score: 60, player: 0 },
      cookie,
    });
    expect(other.status).toBe(403);
    expect((await t.lan('/api/lanes/3', { cookie })).status).toBe(403);
  });

  it('passes every lane-scoped route for its lane and gets 403 from each for another lane', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { cookie } = await pairTablet(t, staff, 2);
    const laneRoutes = allRoutes().filter((r) => r.access === 'lane');
    expect(laneRoutes.length).toBeGreaterThan(0);
    for (const route of laneRoutes) {
      const init = {
        method: route.method.toUpperCase(),
        cookie,
        ...(route.method === 'get' ? {} : { json: {} }),
      };
      const own = await t.lan(pathFor(route.path, 2), init);
      expect([401, 403], `${route.method} ${route.path} on its own lane`).not.toContain(own.status);
      const other = await t.lan(pathFor(route.path, 5), init);
      expect(other.status, `${route.method} ${route.path} on another lane`).toBe(403);
    }
  });

  it('is refused (401) by the dashboard API, reservations and every other staff route', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { cookie } = await pairTablet(t, staff, 2);
    expect((await t.lan('/api/lanes', { cookie })).status).toBe(401);
    expect((await t.lan('/api/stats', { cookie })).status).toBe(401);
    expect((await t.lan('/api/reservations', { cookie })).status).toBe(401);
    // Booking a lane (POST /api/reservations) is public to any customer, so a tablet may too; managing
    // reservations is not.
    expect((await t.lan('/api/reservations/override', { method: 'POST', json: {}, cookie })).status).toBe(
      401,
    );
    expect((await t.lan('/api/reservations/x', { method: 'DELETE', cookie })).status).toBe(401);
    expect((await t.lan('/api/auth/me', { cookie })).status).toBe(401);

    for (const route of allRoutes().filter((r) => r.access === 'staff' || r.access === 'admin')) {
      const init = {
        method: route.method.toUpperCase(),
        cookie,
        ...(route.method === 'get' ? {} : { json: {} }),
      };
      const res = await t.lan(pathFor(route.path, 2), init);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('knows which lane it belongs to, and staff sign-in still works everywhere', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { cookie, device } = await pairTablet(t, staff, 2);
    const me = await t.lan('/api/devices/me', { cookie });
    expect(await me.json()).toEqual(device);
    expect((await t.lan('/api/devices/me')).status).toBe(401);
    // A tablet also signed in as staff has staff rights (docs/front-desk-app.md#pairing-a-lane-tablet).
    expect((await t.lan('/api/lanes/3', { cookie: `${cookie}; ${staff}` })).status).toBe(200);
  });
});

describe('revoking a paired tablet', () => {
  it('staff see it in the list; after revoke it is refused at once and leaves the list', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { cookie, device } = await pairTablet(t, staff, 2);
    const list = async () =>
      ((await (await t.lan('/api/devices', { cookie: staff })).json()) as { devices: { id: string }[] })
        .devices;
    expect((await list()).map((d) => d.id)).toEqual([device.deviceId]);

    expect((await t.lan(`/api/devices/${device.deviceId}`, { method: 'DELETE', cookie })).status).toBe(401);
    expect((await t.lan(`/api/devices/${device.deviceId}`, { method: 'DELETE', cookie: staff })).status).toBe(
      204,
    );

    expect((await t.lan('/api/lanes/2', { cookie })).status).toBe(401);
    expect((await t.lan('/api/devices/me', { cookie })).status).toBe(401);
    expect(await list()).toEqual([]);
    expect((await t.lan(`/api/devices/${device.deviceId}`, { method: 'DELETE', cookie: staff })).status).toBe(
      404,
    );
  });

  it('closes the tablet’s open socket at once, and a reconnect hears no lane messages', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { cookie, device } = await pairTablet(t, staff, 2);
    const lane = async (id: number) =>
      (await (await t.lan(`/api/lanes/${id}`, { cookie: staff })).json()) as Lane;

    const socket = await tabletSocket(t.server.lanUrl, cookie);
    const watcher = await openSocket(t.server.lanUrl, staff);
    t.server.events.emit('lane_updated', { lane: await lane(3) });
    t.server.events.emit('lane_updated', { lane: await lane(2) });
    // The staff socket hears both; by then the tablet has had its chance to hear lane 3 too.
    await watcher.waitFor((m) => m.type === 'lane_updated' && (m.lane as Lane).id === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const laneIds = socket.messages.filter((m) => m.type === 'lane_updated').map((m) => (m.lane as Lane).id);
    expect(laneIds).toEqual([2]);
    watcher.close();

    await t.lan(`/api/devices/${device.deviceId}`, { method: 'DELETE', cookie: staff });
    expect(await socket.closed).toBe(4401);

    const again = await openSocket(t.server.lanUrl, cookie);
    t.server.events.emit('lane_updated', { lane: await lane(2) });
    await expect(again.waitFor((m) => m.type === 'lane_updated', 500)).rejects.toThrow();
    again.close();
  });
});
