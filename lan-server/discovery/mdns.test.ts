import { Bonjour, type Service } from 'bonjour-service';
import { afterEach, describe, expect, it } from 'vitest';
import {
  advertiseLanDoor,
  serviceNameFor,
  type LanDoorAdvertisement,
  type MdnsTransportOptions,
} from './mdns';
import { lanIPv4Addresses, lanUrlsFor } from './lanAddresses';

// Loopback only, on a private random port: the test never talks to the real network's mDNS (5353) and
// parallel runs do not hear each other.
function loopbackTransport(): MdnsTransportOptions {
  return { interface: '127.0.0.1', bind: '0.0.0.0', port: 20_000 + Math.floor(Math.random() * 30_000) };
}

function browseOnce(
  transport: MdnsTransportOptions,
  name: string,
  timeoutMs: number,
): Promise<Service | null> {
  const bonjour = new Bonjour(transport, () => {});
  return new Promise((resolve) => {
    const browser = bonjour.find({ type: 'http' });
    const finish = (service: Service | null) => {
      clearTimeout(timer);
      browser.stop();
      bonjour.destroy(() => resolve(service));
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    browser.on('up', (service) => {
      if (service.name === name) finish(service);
    });
  });
}

describe('mDNS advertisement of the LAN door', () => {
  let advert: LanDoorAdvertisement | null = null;
  afterEach(async () => {
    await advert?.stop();
    advert = null;
  });

  it('is found by a bonjour browser as _http._tcp named after the business, on the LAN port', async () => {
    const transport = loopbackTransport();
    advert = advertiseLanDoor({ businessName: 'The Oche Bar', port: 5123, transport });
    const found = await browseOnce(transport, 'The Oche Bar', 5000);
    expect(found).not.toBeNull();
    expect(found?.type).toBe('http');
    expect(found?.protocol).toBe('tcp');
    expect(found?.port).toBe(5123);
    // Tablets resolve the SRV target by its .local name, and the Devices panel shows the same URL.
    expect(found?.host).toMatch(/\.local$/);
    expect(advert.url).toBe(`http://${found?.host}:5123`);
  });

  it('is no longer answered after stop', async () => {
    const transport = loopbackTransport();
    const stopped = advertiseLanDoor({ businessName: 'Closing Time', port: 5124, transport });
    await stopped.stop();
    await stopped.stop(); // twice is harmless: shutdown paths may overlap
    expect(await browseOnce(transport, 'Closing Time', 1500)).toBeNull();
  });
});

describe('serviceNameFor: the advertised name comes from the business name', () => {
  it.each([
    ['uses the business name', 'The Oche Bar', 'The Oche Bar'],
    ['falls back when blank', '   ', 'Doubletop'],
    ['falls back when unset', undefined, 'Doubletop'],
    ['drops control characters', 'Bull\u0000seye\n', 'Bullseye'],
  ])('%s', (_rule, input, expected) => {
    expect(serviceNameFor(input)).toBe(expected);
  });

  it('fits the 63-byte DNS label limit even with multi-byte characters', () => {
    const name = serviceNameFor('Darts ☆'.repeat(20));
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(63);
    expect(name.startsWith('Darts ☆')).toBe(true);
  });
});

describe('lanIPv4Addresses: addresses other devices can reach', () => {
  const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({
    address,
    family,
    internal,
  });

  it('keeps external IPv4 only, private ranges first, without duplicates', () => {
    const found = lanIPv4Addresses({
      lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
      eth0: [iface('203.0.113.5', 'IPv4'), iface('fe80::1', 'IPv6')],
      wlan0: [iface('192.168.1.20', 'IPv4'), iface('169.254.3.3', 'IPv4')],
      docker0: [iface('10.0.0.2', 'IPv4'), iface('192.168.1.20', 'IPv4')],
    });
    expect(found).toEqual(['10.0.0.2', '192.168.1.20', '203.0.113.5']);
  });

  it('builds one http URL per address', () => {
    expect(lanUrlsFor(5000, ['192.168.1.20'])).toEqual(['http://192.168.1.20:5000']);
  });
});
