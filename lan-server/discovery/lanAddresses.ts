import { hostname, networkInterfaces } from 'node:os';

/** The fields of os.networkInterfaces() entries the rule reads. */
export interface InterfaceAddress {
  address: string;
  family: string;
  internal: boolean;
}

/**
 * The PC's LAN IPv4 addresses, for printing at start-up and for the Devices panel's QR codes.
 *
 * IPv4 only: tablets and TVs are typed or scanned onto an address, and an IPv6 link-local address needs
 * a zone id that no TV browser accepts. Loopback and link-local 169.254/16 (no DHCP answer) are left out
 * because no other device can reach them. Interfaces are injectable so the rule is testable.
 */
export function lanIPv4Addresses(
  interfaces: NodeJS.Dict<readonly InterfaceAddress[]> = networkInterfaces(),
): string[] {
  const found = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family !== 'IPv4' || entry.internal) continue;
      if (entry.address.startsWith('169.254.')) continue;
      found.add(entry.address);
    }
  }
  return [...found].sort(compareAddresses);
}

/** Private ranges first (that is where tablets are), then numeric order, so the first QR is the likely one. */
function compareAddresses(a: string, b: string): number {
  const rank = (ip: string) => (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip) ? 0 : 1);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const na = a.split('.').map(Number);
  const nb = b.split('.').map(Number);
  for (let i = 0; i < 4; i += 1) {
    const diff = (na[i] ?? 0) - (nb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** `http://<ip>:<port>` for each LAN address. */
export function lanUrlsFor(port: number, addresses: readonly string[] = lanIPv4Addresses()): string[] {
  return addresses.map((ip) => `http://${ip}:${port}`);
}

/**
 * The PC's `.local` name as the mDNS advertisement publishes it (and as the LAN door accepts it in the
 * Host header). Here rather than in mdns.ts so that reading it does not load the mDNS library.
 */
export function mdnsHostName(machine: string = hostname()): string {
  return `${machine.replace(/\.local$/i, '')}.local`;
}
