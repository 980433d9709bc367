import { describe, expect, it } from 'vitest';
import { crossSite, originAllowed, originsOf } from './origins';

describe('which Origin may write', () => {
  const allowed = originsOf(['https://office.example.com/', undefined, 'not a url']);
  it.each([
    ['no Origin (a program, not a page)', undefined, 'office.example.com', true],
    ['its own Host', 'http://127.0.0.1:8090', '127.0.0.1:8090', true],
    [
      'its public address behind a proxy that rewrote Host',
      'https://office.example.com',
      '127.0.0.1:8090',
      true,
    ],
    ['the public address over plain HTTP', 'http://office.example.com', '127.0.0.1:8090', false],
    ['the public address on another port', 'https://office.example.com:8443', '127.0.0.1:8090', false],
    ['another site', 'https://evil.example', '127.0.0.1:8090', false],
    [
      'a sibling subdomain (same-site, so the cookie travels)',
      'https://evil.example.com',
      'office.example.com',
      false,
    ],
    ['null (a sandboxed frame, a file)', 'null', '127.0.0.1:8090', false],
    ['not an origin at all', 'evil', '127.0.0.1:8090', false],
    ['an Origin but no Host', 'http://127.0.0.1:8090', undefined, false],
  ])('%s', (_what, origin, host, expected) => {
    expect(originAllowed(origin, host, allowed)).toBe(expected);
  });

  it('reads only the origin of each configured address', () => {
    expect(allowed).toEqual(['https://office.example.com']);
  });

  it('refuses what the browser says is cross-site even with no Origin', () => {
    expect(crossSite({ 'sec-fetch-site': 'cross-site', host: 'a' })).toBe(true);
    expect(crossSite({ 'sec-fetch-site': 'same-origin', host: 'a' })).toBe(false);
  });
});
