import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './acceptEncoding';

describe('acceptedEncodings: which stored copy a browser may get, best first', () => {
  const cases: [header: string | undefined, expected: string[]][] = [
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']], // Chromium
    ['gzip, deflate, br', ['br', 'gzip']], // Firefox, Safari
    ['gzip, deflate', ['gzip']],
    ['br', ['br']],
    ['BR, GZip', ['br', 'gzip']],
    ['x-gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br; q=0.0, gzip;q=0', []],
    ['gzip;q=0.8, br;q=0.2', ['gzip', 'br']],
    ['gzip;q=1.0, br;q=1.0', ['br', 'gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['*;q=0.5, gzip;q=0', ['br']],
    ['identity;q=1, *;q=0', []],
    ['br;q=abc, gzip', ['gzip']],
    ['br;q=2, gzip', ['gzip']],
    ['deflate, compress', []],
    [' , ;q=1, br ', ['br']],
  ];
  it.each(cases)('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header).map((e) => e.coding)).toEqual(expected);
  });
});
