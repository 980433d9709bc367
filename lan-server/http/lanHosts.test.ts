import { describe, expect, it } from 'vitest';
import { opsFromEnv } from '../config';
import type { InterfaceAddress } from '../discovery/lanAddresses';
import { allowedHostsFrom, hostNameOf, INTERFACE_REREAD_MS, lanHostCheck } from './lanHosts';

describe('hostNameOf: the name in a Host header', () => {
  it.each([
    ['192.168.1.20:5000', '192.168.1.20'],
    ['192.168.1.20', '192.168.1.20'],
    ['LOCALHOST:5173', 'localhost'],
    ['frontdesk.local.', 'frontdesk.local'],
    ['[::1]:5000', '::1'],
    ['[FE80::1%25eth0]:5000', 'fe80::1'],
    ['[2001:db8::7]', '2001:db8::7'],
    ['darts_pc', 'darts_pc'],
    ['', null],
    ['::1', null],
    ['[::1', null],
    ['[::1]x', null],
    ['[darts]:5000', null],
    ['evil.test/path', null],
    ['a..b', null],
    ['user@host', null],
  ])('%j → %j', (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });
});

const LAN: NodeJS.Dict<InterfaceAddress[]> = {
  lo: [
    { address: '127.0.0.1', family: 'IPv4', internal: true },
    { address: '::1', family: 'IPv6', internal: true },
  ],
  wlan0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::a00:27ff:fe4e:66a1', family: 'IPv6', internal: false },
    { address: '2001:db8::20', family: 'IPv6', internal: false },
  ],
};

describe('lanHostCheck: the LAN door answers only to its own names', () => {
  const check = lanHostCheck({
    interfaces: () => LAN,
    machine: () => 'FrontDesk',
    allowedHosts: ['darts.venue.lan'],
    publicUrl: 'https://book.venue.co.uk',
  });

  it.each([
    ['the PC’s LAN address, with port', '192.168.1.20:5000'],
    ['the PC’s LAN address, without port', '192.168.1.20'],
    ['its IPv6 addresses', '[2001:db8::20]:5000'],
    ['its link-local IPv6 address', '[fe80::a00:27ff:fe4e:66a1]:5000'],
    ['loopback by name (the desktop window, npm run dev)', 'localhost:5173'],
    ['loopback IPv4', '127.0.0.1:5000'],
    ['any 127/8 address', '127.0.0.2:5000'],
    ['loopback IPv6', '[::1]:5000'],
    ['the mDNS name', 'frontdesk.local:5000'],
    ['the mDNS name, any case, trailing dot', 'FrontDesk.Local.:5000'],
    ['the bare machine name', 'frontdesk:5000'],
    ['a name from ALLOWED_HOSTS', 'darts.venue.lan:5000'],
    ['PUBLIC_URL’s host', 'book.venue.co.uk:5000'],
    ['no Host header at all (not a browser)', undefined],
  ])('accepts %s', (_what, host) => {
    expect(check(host)).toBe(true);
  });

  it.each([
    ['a rebinding attacker’s name', 'rebind.attacker.test'],
    ['an attacker’s name with our port', 'rebind.attacker.test:5000'],
    ['another machine’s address', '192.168.1.21:5000'],
    ['a lookalike of the mDNS name', 'frontdesk.local.attacker.test'],
    ['a subdomain of an allowed name', 'x.darts.venue.lan'],
    ['an empty Host', ''],
    ['garbage', '[::1'],
  ])('refuses %s', (_what, host) => {
    expect(check(host)).toBe(false);
  });

  it('reads the interfaces again when a name misses, at most once a second', () => {
    let now = 0;
    let reads = 0;
    let interfaces: NodeJS.Dict<InterfaceAddress[]> = { lo: LAN.lo };
    const fresh = lanHostCheck({
      interfaces: () => {
        reads += 1;
        return interfaces;
      },
      machine: () => 'pc',
      nowMs: () => now,
    });
    expect(reads).toBe(1);
    interfaces = LAN; // a new DHCP lease
    now = INTERFACE_REREAD_MS - 1;
    expect(fresh('192.168.1.20:5000')).toBe(false);
    expect(fresh('evil.test')).toBe(false);
    expect(reads).toBe(1);
    now = INTERFACE_REREAD_MS;
    expect(fresh('192.168.1.20:5000')).toBe(true);
    expect(reads).toBe(2);
  });

  it('remembers an accepted Host only until the interfaces may be read again (a lease that ends)', () => {
    let now = 0;
    let interfaces: NodeJS.Dict<InterfaceAddress[]> = LAN;
    const fresh = lanHostCheck({ interfaces: () => interfaces, machine: () => 'pc', nowMs: () => now });
    expect(fresh('192.168.1.20:5000')).toBe(true);
    interfaces = { lo: LAN.lo }; // the lease ended
    now = INTERFACE_REREAD_MS - 1;
    expect(fresh('192.168.1.20:5000')).toBe(true);
    now = 2 * INTERFACE_REREAD_MS;
    expect(fresh('evil.test')).toBe(false); // a miss reads the interfaces again
    expect(fresh('192.168.1.20:5000')).toBe(false);
    expect(fresh('localhost:5000')).toBe(true);
  });
});

describe('allowedHostsFrom: ALLOWED_HOSTS', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['darts.lan', ['darts.lan']],
    [' darts.lan , FrontDesk:5000,,[::1] ', ['darts.lan', 'frontdesk', '::1']],
  ])('%j → %j', (text, names) => {
    expect(allowedHostsFrom(text)).toEqual(names);
  });

  it('refuses an entry that is not a host name, naming it', () => {
    expect(() => allowedHostsFrom('darts.lan, http://x/')).toThrow(
      "ALLOWED_HOSTS must be host names separated by commas, got 'http://x/'",
    );
  });
});

describe('ALLOWED_HOSTS in the configuration (headless and desktop read opsFromEnv)', () => {
  it('is read into allowedHosts, and a bad entry stops the start with a sentence', () => {
    expect(opsFromEnv({ ALLOWED_HOSTS: 'darts.lan,frontdesk:5000' }, '/tmp/x').allowedHosts).toEqual([
      'darts.lan',
      'frontdesk',
    ]);
    expect(opsFromEnv({}, '/tmp/x').allowedHosts).toEqual([]);
    expect(() => opsFromEnv({ ALLOWED_HOSTS: 'https://darts.lan/' }, '/tmp/x')).toThrow(/ALLOWED_HOSTS/);
  });
});
