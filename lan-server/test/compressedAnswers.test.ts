import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicAvailability } from '../../shared/api/publicBooking';
import { startTestServer, TestClock, type TestServer } from './harness';
import { NOON } from './lanesFixtures';

/**
 * JSON answers are compressed on both doors as the browser's Accept-Encoding allows (docs/wire.md) — the
 * booking page's availability grid (about 19 KB) once went out plain. Read with node:http, which (unlike
 * fetch) hands back the bytes as they crossed the wire.
 */

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer({ clock: new TestClock(NOON) });
});
afterEach(() => t.close());

interface RawAnswer {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  type: string | undefined;
  body: Buffer;
}

function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          type: res.headers['content-type'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const AVAILABILITY = '/api/public/availability?date=2026-11-21&duration=60';

describe('JSON answers on the wire', () => {
  it.each([
    ['public', 'br', 'gzip, deflate, br, zstd'],
    ['public', 'gzip', 'gzip, deflate'],
    ['lan', 'br', 'br;q=1, gzip;q=0.5'],
    ['lan', 'gzip', 'br;q=0, gzip'],
  ])('the availability grid through the %s door is sent %s for %s', async (door, coding, accept) => {
    const base = door === 'public' ? t.server.publicUrl : t.server.lanUrl;
    const plain = await rawGet(base, AVAILABILITY);
    const packed = await rawGet(base, AVAILABILITY, { 'accept-encoding': accept });
    expect(packed.status).toBe(200);
    expect(packed.encoding).toBe(coding);
    expect(packed.vary).toMatch(/Accept-Encoding/i);
    expect(packed.type).toMatch(/^application\/json/);
    const body = coding === 'br' ? brotliDecompressSync(packed.body) : gunzipSync(packed.body);
    expect(body.equals(plain.body)).toBe(true);
    expect(PublicAvailability.safeParse(JSON.parse(body.toString('utf8'))).success).toBe(true);
    // Ten lanes of a day's slots: several kilobytes plain, a small fraction of that on the wire.
    expect(plain.body.length).toBeGreaterThan(5000);
    expect(packed.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('no Accept-Encoding, or only identity: plain JSON, still marked as varying', async () => {
    const asks: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of asks) {
      const res = await rawGet(t.server.publicUrl, AVAILABILITY, headers);
      expect(res.encoding).toBeUndefined();
      expect(res.vary).toMatch(/Accept-Encoding/i);
      expect(PublicAvailability.safeParse(JSON.parse(res.body.toString('utf8'))).success).toBe(true);
    }
  });

  it('a small answer goes plain, and a staff answer built per request is compressed too', async () => {
    const small = await rawGet(t.server.publicUrl, '/api/public/settings', { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toHaveProperty('businessName');

    const cookie = await t.signIn();
    const lanes = await rawGet(t.server.lanUrl, '/api/lanes', { 'accept-encoding': 'gzip', cookie });
    expect(lanes.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(lanes.body).toString('utf8'))).toHaveLength(10);
    const games = await rawGet(t.server.lanUrl, '/api/tournaments', { 'accept-encoding': 'br', cookie });
    expect(games.status).toBe(200);
  });
});
