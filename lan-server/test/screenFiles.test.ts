import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * The built screens as the wire carries them (docs/wire.md), through both doors of the real server over real
 * HTTP. node:http, not fetch: fetch asks for and silently undoes compression, and the point here is the exact
 * bytes and headers a browser receives.
 */

const BOOKING_JS = `export const slots = [${Array.from({ length: 300 }, (_, i) => `'Lane ${i % 10} at ${i}:00'`).join(',')}];\n`;
const CSS = `.slot{color:#123456;padding:4px}\n`.repeat(80);
const files = {
  'booking.html':
    '<!doctype html><html><head>' +
    '<script type="module" src="/assets/booking-AbCd1234.js"></script>' +
    '<link rel="stylesheet" href="/assets/booking-Zz_9-abc.css">' +
    '<script type="module" src="/assets/plain-Qq123456.js"></script>' +
    `</head><body>${'<p>Book a lane</p>'.repeat(80)}</body></html>`,
  'index.html': '<!doctype html><title>Doubletop</title><div id="root"></div>',
  'assets/booking-AbCd1234.js': BOOKING_JS,
  'assets/booking-Zz_9-abc.css': CSS,
  'assets/plain-Qq123456.js': BOOKING_JS,
  'assets/staff-Ss123456.js': BOOKING_JS,
  'tv/tv.html': '<!doctype html><title>Tournament Dashboard</title>',
  'tv/assets/legacy-boot.js': 'System.import("x")',
};

let dir: string;
let t: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doubletop-screens-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  // What scripts/precompress.mjs leaves: both copies for most files, only gzip for the stylesheet, none
  // for plain-*.js (as if it did not shrink).
  for (const name of ['booking.html', 'assets/booking-AbCd1234.js', 'assets/staff-Ss123456.js']) {
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(files[name as keyof typeof files]));
  }
  for (const name of ['booking.html', 'assets/booking-AbCd1234.js', 'assets/booking-Zz_9-abc.css']) {
    writeFileSync(join(dir, `${name}.gz`), gzipSync(files[name as keyof typeof files]));
  }
  writeFileSync(join(dir, 'secret.txt'), 'not a screen file');
  t = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // Host and path given apart, so the client sends the path as written (a URL would resolve `%2e%2e`).
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const pub = (path: string, headers?: Record<string, string>, method?: string) =>
  raw(t.server.publicUrl, path, headers, method);
const lan = (path: string, headers?: Record<string, string>, method?: string) =>
  raw(t.server.lanUrl, path, headers, method);

function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  expect(encoding).toBeUndefined();
  return res.body.toString();
}

const JS = '/assets/booking-AbCd1234.js';

describe('screen files: the copy the browser asked for', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.2', 'gzip'],
    ['br', 'br'],
    ['', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding %j → %s, with the original type, exact length and Vary', async (accept, encoding) => {
    const res = await pub(JS, accept ? { 'accept-encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(decoded(res)).toBe(BOOKING_JS);
    if (encoding) expect(res.body.length).toBeLessThan(BOOKING_JS.length / 2);
  });

  it('with no Accept-Encoding header at all, the plain file works', async () => {
    const res = await pub(JS);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(BOOKING_JS);
  });

  it('falls back when a copy is missing: gzip when there is no brotli, plain when there is neither', async () => {
    const css = await pub('/assets/booking-Zz_9-abc.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(decoded(css)).toBe(CSS);
    const cssBrOnly = await pub('/assets/booking-Zz_9-abc.css', { 'accept-encoding': 'br' });
    expect(cssBrOnly.headers['content-encoding']).toBeUndefined();
    expect(cssBrOnly.body.toString()).toBe(CSS);
    const plain = await pub('/assets/plain-Qq123456.js', { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(BOOKING_JS);
  });
});

describe('screen files: caching', () => {
  it('hashed files are kept a year, immutable, on both doors', async () => {
    for (const res of [await pub(JS, { 'accept-encoding': 'br' }), await lan(JS), await pub(JS)]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('pages are revalidated every time, and sent compressed too', async () => {
    for (const path of ['/', '/customer-booking']) {
      const res = await pub(path, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res)).toBe(files['booking.html']);
    }
    const lanPage = await lan('/calendar', { 'accept-encoding': 'br' });
    expect(lanPage.headers['cache-control']).toBe('no-cache');
    expect(decoded(lanPage)).toBe(files['index.html']);
    const tv = await lan('/tv/scoreboard/t1');
    expect(tv.headers['cache-control']).toBe('no-cache');
    expect(tv.body.toString()).toBe(files['tv/tv.html']);
  });

  it('a file without a content hash in its name is revalidated, not kept', async () => {
    const res = await lan('/tv/assets/legacy-boot.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(files['tv/assets/legacy-boot.js']);
  });

  it('a revalidation answers 304 for the same copy, without a body or Content-Encoding', async () => {
    const first = await pub('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    const again = await pub('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    // The plain page is a different representation with its own ETag.
    const plain = await pub('/', { 'if-none-match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers['etag']).not.toBe(etag);
  });
});

describe('screen files: HEAD, Range and paths', () => {
  it('HEAD gives the headers of the copy GET would send, and no body', async () => {
    const head = await pub(JS, { 'accept-encoding': 'br' }, 'HEAD');
    const get = await pub(JS, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('a Range is served from the bytes actually sent', async () => {
    const plain = await pub(JS, { range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.body.toString()).toBe(BOOKING_JS.slice(0, 10));
    const br = await pub(JS, { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(br.status).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(brotliCompressSync(BOOKING_JS).subarray(0, 10));
    const beyond = await pub(JS, { range: 'bytes=999999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    '/assets/..%2fsecret.txt',
    '/assets/%2e%2e/secret.txt',
    '/assets/..%5csecret.txt',
    '/assets/booking-AbCd1234.js.br',
    '/assets/booking-AbCd1234.js%00',
  ])('LAN door: %s is not a file (a 404, or the app page for a path it does not know)', async (path) => {
    const res = await lan(path, { 'accept-encoding': 'br' });
    const body = decoded(res);
    if (res.status === 200) expect(body).toBe(files['index.html']);
    else expect(res.status).toBe(404);
    expect(body).not.toContain('not a screen file');
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('the public door still serves only what the booking page loads', async () => {
    expect((await pub('/assets/staff-Ss123456.js', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await pub('/assets/booking-AbCd1234.js.br')).status).toBe(404);
    expect((await pub('/assets/..%2fsecret.txt')).status).toBe(404);
    expect((await lan('/assets/staff-Ss123456.js', { 'accept-encoding': 'br' })).status).toBe(200);
  });

  it.each([
    ['', 'en', '404 Page Not Found'],
    ['de-DE,de;q=0.9', 'de', '404 Seite nicht gefunden'],
    ['nl', 'nl', '404 Pagina niet gevonden'],
  ])(
    'a file neither door has is a 404 page titled in the reader’s language (Accept-Language %j)',
    async (accept, lang, title) => {
      const headers: Record<string, string> = accept ? { 'accept-language': accept } : {};
      for (const res of [
        await lan('/assets/missing-Mm123456.js', headers),
        await lan('/no-such-file.png', headers),
        await pub('/no/such/page', headers),
        await pub('/assets/staff-Ss123456.js', headers),
      ]) {
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(decoded(res)).toBe(
          `<!doctype html><html lang="${lang}"><title>${title}</title><body><h1>${title}</h1></body></html>`,
        );
      }
    },
  );
});
