import { hostname, networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { MISDIRECTED } from '../http/guards';
import { startTestServer, type TestServer } from './harness';
import { REBIND_HOST, requestAs, upgradeAs } from './hostFixtures';

/**
 * DNS rebinding (docs/security.md#the-venues-doors): the LAN door once answered any Host
 * (rebind.attacker.test → 200 on /api/tv/venue, socket upgrades, pairing). It now answers only to the PC's
 * own names, with 421 on HTTP and on the upgrade alike; the public door still answers any name. Real HTTP and
 * raw upgrades.
 */
let t: TestServer;
afterEach(async () => t?.close());

/** Every address of this machine's interfaces, as a browser would put it in Host (IPv6 in brackets). */
function machineAddresses(port: number): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.address.includes('%'))
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]:${port}` : `${entry.address}:${port}`));
}

describe('the LAN door answers only to its own names', () => {
  it('a rebinding name gets 421 with a sentence: the TV view, pages, health, pairing and the socket', async () => {
    t = await startTestServer();
    for (const [method, path, json] of [
      ['GET', '/api/tv/venue', undefined],
      ['GET', '/', undefined],
      ['GET', '/tv/venue', undefined],
      ['GET', '/healthz', undefined],
      ['POST', '/api/devices/redeem', { code: 'ABCDEFGH' }],
      ['GET', '/api/lanes/%', undefined],
    ] as const) {
      const res = await requestAs(t.server.lanUrl, path, `${REBIND_HOST}:${t.server.lanPort}`, {
        method,
        json,
      });
      expect({ path, status: res.status }).toEqual({ path, status: 421 });
      expect(JSON.parse(res.body)).toEqual(MISDIRECTED);
    }
    const upgrade = await upgradeAs(t.server.lanUrl, REBIND_HOST);
    expect(upgrade.status).toBe(421);
    expect(JSON.parse(upgrade.body)).toEqual(MISDIRECTED);
  });

  it('loopback, every interface address, the .local name and the machine name are answered', async () => {
    t = await startTestServer();
    const port = t.server.lanPort;
    const names = [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      'localhost',
      `[::1]:${port}`,
      `${hostname().replace(/\.local$/i, '')}.local:${port}`,
      hostname(),
      ...machineAddresses(port),
    ];
    for (const host of names) {
      const res = await requestAs(t.server.lanUrl, '/api/tv/venue', host);
      expect({ host, status: res.status }).toEqual({ host, status: 200 });
      expect((await upgradeAs(t.server.lanUrl, host)).status).toBe(101);
    }
  });

  it('names from ALLOWED_HOSTS and PUBLIC_URL’s host are answered too', async () => {
    t = await startTestServer({
      allowedHosts: ['darts.venue.lan'],
      mail: { publicUrl: 'https://book.venue.example' },
    });
    for (const host of ['darts.venue.lan', 'DARTS.venue.lan:5000', 'book.venue.example']) {
      expect((await requestAs(t.server.lanUrl, '/api/tv/venue', host)).status).toBe(200);
      expect((await upgradeAs(t.server.lanUrl, host)).status).toBe(101);
    }
    expect((await requestAs(t.server.lanUrl, '/api/tv/venue', 'other.venue.lan')).status).toBe(421);
  });

  it('the public door answers whatever name the venue’s DNS or port-forward gives it', async () => {
    t = await startTestServer();
    const res = await requestAs(t.server.publicUrl, '/api/public/settings', 'book.anything.example');
    expect(res.status).toBe(200);
  });
});
