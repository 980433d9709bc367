import { Bonjour, type Service } from 'bonjour-service';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { MdnsTransportOptions } from './mdns';

// createServer with `advertise: true`, kept on loopback and a private port so the test never speaks on
// the real network's mDNS.
const transport = (): MdnsTransportOptions => ({
  interface: '127.0.0.1',
  bind: '0.0.0.0',
  port: 20_000 + Math.floor(Math.random() * 30_000),
});

function find(options: MdnsTransportOptions, name: string, timeoutMs: number): Promise<Service | null> {
  const bonjour = new Bonjour(options, () => {});
  return new Promise((resolve) => {
    const browser = bonjour.find({ type: 'http' });
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(service: Service | null) {
      clearTimeout(timer);
      browser.stop();
      bonjour.destroy(() => resolve(service));
    }
    browser.on('up', (service) => {
      if (service.name === name) finish(service);
    });
  });
}

let t: TestServer;
afterEach(async () => t?.close());

describe('createServer advertises the LAN door when asked', () => {
  it('under the business name on the LAN port, shows the .local URL to staff, and stops on close', async () => {
    const mdns = transport();
    t = await startTestServer({ advertise: true, mdnsTransport: mdns });
    const businessName = (
      t.server.db.prepare('SELECT business_name FROM settings').get() as { business_name: string }
    ).business_name;

    const found = await find(mdns, businessName, 5000);
    expect(found?.port).toBe(t.server.lanPort);

    const staff = await t.signIn();
    const info = (await (await t.lan('/api/devices/lan-info', { cookie: staff })).json()) as {
      mdnsUrl: string;
    };
    expect(info.mdnsUrl).toBe(`http://${found?.host}:${t.server.lanPort}`);

    await t.stop();
    expect(await find(mdns, businessName, 1500)).toBeNull();
  });

  it('stays silent by default (tests and MDNS=0)', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const info = (await (await t.lan('/api/devices/lan-info', { cookie: staff })).json()) as {
      mdnsUrl: unknown;
    };
    expect(info.mdnsUrl).toBeNull();
  });
});
