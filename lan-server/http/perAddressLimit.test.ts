import { describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { addressKey } from './perAddressLimit';

const from = (remoteAddress: string | undefined) => ({ socket: { remoteAddress } as Socket });

describe('the address a public door counts a caller under', () => {
  it.each([
    ['an IPv4 caller, as is', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 caller reaching a dual-stack socket, as IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 caller, by its /56', '2001:db8:abcd:12ff:1:2:3:4', '2001:db8:abcd:1200::/56'],
    ['another address in the same /56, the same key', '2001:db8:abcd:1234::9', '2001:db8:abcd:1200::/56'],
    ['loopback IPv6, by its /56', '::1', '::/56'],
    ['a socket already closed, as one shared key', undefined, ''],
  ])('%s', (_what, remote, key) => {
    expect(addressKey(from(remote))).toBe(key);
  });
});
