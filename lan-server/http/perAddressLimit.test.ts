import { describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { addressKey, perAddressLimit } from './perAddressLimit';

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

describe('the per-address limit', () => {
  interface Seen {
    status: number;
    headers: Record<string, string>;
    body?: unknown;
    passed: boolean;
  }
  function limiter(limit: number) {
    let clock = 1_000_000;
    const handler = perAddressLimit({
      windowMs: 60_000,
      limit,
      message: { message: 'Slow down', code: 'THROTTLED' },
      now: () => clock,
    });
    const ask = (address: string): Seen => {
      const seen: Seen = { status: 200, headers: {}, passed: false };
      const res = {
        setHeader: (name: string, value: string) => void (seen.headers[name] = value),
        status: (code: number) => {
          seen.status = code;
          return { json: (body: unknown) => void (seen.body = body) };
        },
      };
      handler(from(address) as never, res as never, () => void (seen.passed = true));
      return seen;
    };
    return { ask, advance: (ms: number) => void (clock += ms) };
  }

  it('lets `limit` requests through, then answers 429 with the sentence and Retry-After', () => {
    const { ask } = limiter(2);
    expect(ask('203.0.113.7')).toMatchObject({
      passed: true,
      headers: { 'RateLimit-Policy': '2;w=60', RateLimit: 'limit=2, remaining=1, reset=60' },
    });
    expect(ask('203.0.113.7')).toMatchObject({
      passed: true,
      headers: { RateLimit: 'limit=2, remaining=0, reset=60' },
    });
    expect(ask('203.0.113.7')).toMatchObject({
      passed: false,
      status: 429,
      body: { message: 'Slow down', code: 'THROTTLED' },
      headers: { 'Retry-After': '60' },
    });
  });

  it('counts each address (an IPv6 home by its /56) on its own', () => {
    const { ask } = limiter(1);
    expect(ask('203.0.113.7').passed).toBe(true);
    expect(ask('203.0.113.8').passed).toBe(true);
    expect(ask('2001:db8:abcd:1201::1').passed).toBe(true);
    expect(ask('2001:db8:abcd:12ff::2').passed).toBe(false);
  });

  it("starts an address's count again when its window ends, and says how long is left", () => {
    const { ask, advance } = limiter(1);
    ask('203.0.113.7');
    advance(45_000);
    expect(ask('203.0.113.7')).toMatchObject({ passed: false, headers: { 'Retry-After': '15' } });
    advance(15_000);
    expect(ask('203.0.113.7')).toMatchObject({
      passed: true,
      headers: { RateLimit: 'limit=1, remaining=0, reset=60' },
    });
  });
});
