import { hostname as machineName, networkInterfaces } from 'node:os';
import { mdnsHostName, type InterfaceAddress } from '../discovery/lanAddresses';

/**
 * Which names the LAN door answers to (DNS rebinding, docs/security.md#the-venues-doors). A page on an
 * attacker's site can make its own name resolve to this PC's address and then read the LAN door as "same
 * origin" — the TV's venue view, the socket, pairing — unless the door refuses requests whose Host header is
 * not one of its own names. The Origin check alone did not help: it compared the Origin with that same
 * attacker-chosen Host.
 *
 * Its own names are: every address of the PC's interfaces (IPv4 and IPv6, looked up again when a
 * name misses, so a new DHCP lease is accepted at once), loopback (`localhost`, 127.0.0.0/8, `::1`: the
 * front-desk app's window and `npm run dev` use it), the PC's mDNS name (`<host>.local`) and bare host
 * name, the host of PUBLIC_URL (a venue with split-horizon DNS may use that one name inside too), and the
 * names in ALLOWED_HOSTS. The port is never compared: the Vite dev proxy and port-forwards change it.
 *
 * A request without any Host header passes: every browser sends one, so such a request cannot be a page
 * on another site, and an HTTP/1.0 uptime probe keeps working.
 *
 * The public door answers every Host, by decision: customers reach it by whatever name the venue's DNS,
 * port-forward or tunnel gives it, and it serves only what the internet may see anyway.
 */
export interface LanHostOptions {
  /** ALLOWED_HOSTS: more names for the LAN door (a router's DNS entry, a reverse proxy). */
  allowedHosts?: readonly string[];
  /** PUBLIC_URL: its host is accepted too. */
  publicUrl?: string;
  /** Injectable for tests: the interfaces and the machine's name. */
  interfaces?: () => NodeJS.Dict<readonly InterfaceAddress[]>;
  machine?: () => string;
  /** Injectable clock (ms) for the re-read of the interfaces. */
  nowMs?: () => number;
}

/**
 * Interfaces are read again at most this often when a Host misses (a refused flood costs one read a second).
 */
export const INTERFACE_REREAD_MS = 1000;

export type HostCheck = (hostHeader: string | undefined) => boolean;

/**
 * The name in a Host header: lower case, without port, brackets, IPv6 zone or one trailing dot. Null when
 * it is not a host name or address at all.
 */
export function hostNameOf(header: string): string | null {
  const text = header.trim().toLowerCase();
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close === -1 || !/^(:\d{1,5})?$/.test(text.slice(close + 1))) return null;
    const address = text.slice(1, close).replace(/%.*$/, '');
    return /^[0-9a-f:.]+$/.test(address) && address.includes(':') ? address : null;
  }
  const name = text.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  return /^[a-z0-9_]([a-z0-9_.-]*[a-z0-9_])?$/.test(name) && !name.includes('..') ? name : null;
}

function isLoopback(name: string): boolean {
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

function interfaceAddresses(interfaces: NodeJS.Dict<readonly InterfaceAddress[]>): Set<string> {
  const found = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) found.add(entry.address.toLowerCase().replace(/%.*$/, ''));
  }
  return found;
}

/** Reads ALLOWED_HOSTS ("darts.lan, frontdesk:5000"): the names, or an error naming the bad entry. */
export function allowedHostsFrom(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const name = hostNameOf(entry);
      if (name === null)
        throw new Error(`ALLOWED_HOSTS must be host names separated by commas, got '${entry}'`);
      return name;
    });
}

/** The LAN door's Host rule, built once per server. */
export function lanHostCheck(options: LanHostOptions = {}): HostCheck {
  const readInterfaces = options.interfaces ?? networkInterfaces;
  const nowMs = options.nowMs ?? Date.now;
  const machine = (options.machine ?? machineName)().toLowerCase();
  const named = new Set<string>([machine.replace(/\.local$/, ''), mdnsHostName(machine)]);
  for (const name of options.allowedHosts ?? []) {
    const parsed = hostNameOf(name);
    if (parsed) named.add(parsed);
  }
  if (options.publicUrl) {
    try {
      const parsed = hostNameOf(new URL(options.publicUrl).host);
      if (parsed) named.add(parsed);
    } catch {
      // PUBLIC_URL is checked where mail reads it; a bad one simply adds no name here.
    }
  }
  let addresses = interfaceAddresses(readInterfaces());
  let readAt = nowMs();

  // Every request of a screen carries the same Host header: an accepted one is remembered (bounded) until
  // the interfaces may be read again, so a request does not parse it again; a refused one never is.
  let accepted = new Set<string>();
  let acceptedSince = nowMs();
  const accept = (header: string): true => {
    if (accepted.size >= 64) accepted = new Set();
    accepted.add(header);
    return true;
  };

  return (header) => {
    if (header === undefined) return true;
    if (nowMs() - acceptedSince >= INTERFACE_REREAD_MS) {
      accepted = new Set();
      acceptedSince = nowMs();
    }
    if (accepted.has(header)) return true;
    const name = hostNameOf(header);
    if (name === null) return false;
    if (isLoopback(name) || named.has(name) || addresses.has(name)) return accept(header);
    if (nowMs() - readAt < INTERFACE_REREAD_MS) return false;
    addresses = interfaceAddresses(readInterfaces());
    readAt = nowMs();
    return addresses.has(name) ? accept(header) : false;
  };
}
