import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_LIVE_PATH, hubEndpoints } from '../../shared/group/headOfficeApi';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { startCheckedHubWeb } from './checkedHubWeb';
import { cookieOf, login, messageOf, send, type RawAnswer } from './doorFixtures';
import { startEngines, startHub, type Engines } from './groupFixtures';

/**
 * Head office's door, over real HTTP and sockets to a hub on real engines: the Origin allow-list on every
 * write and on the live socket, the venue's security headers on every page and answer, HSTS and Secure
 * cookies when head office is reached over HTTPS, and every malformed request a 4xx with a sentence.
 */
let engines: Engines;
let core: HubCore;
let plain: HubWeb;
let secure: HubWeb;
let pages: string;
const ADMIN = 'head-office-door-password';
const PUBLIC_URL = 'https://office.group.test';
/** What the hub logged: a malformed request must not reach PostgreSQL or the catch-all. */
const logged: string[] = [];

beforeAll(async () => {
  engines = await startEngines([]);
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
  pages = mkdtempSync(join(tmpdir(), 'doubletop-hub-pages-'));
  writeFileSync(join(pages, 'index.html'), '<!doctype html><title>Head office</title>');
  const log = (line: string) => logged.push(line);
  // The probe's limits would stop this file's own sign-ins: each door here allows many.
  const signIn = { limits: { perUsername: 1_000, perAddress: 1_000, windowMs: 60_000 } };
  plain = await startCheckedHubWeb(core, {
    port: 0,
    staticDir: pages,
    log,
    signIn,
    booking: { pageUrl: 'http://127.0.0.1/book', staticDir: pages },
  });
  // Behind a TLS proxy that reaches the hub on loopback: Host is the hub's own address, Origin the public one.
  secure = await startCheckedHubWeb(core, {
    port: 0,
    staticDir: pages,
    log,
    signIn,
    publicUrl: PUBLIC_URL,
    booking: { pageUrl: `${PUBLIC_URL}/book`, staticDir: pages },
  });
}, 60_000);

afterAll(async () => {
  await plain?.close();
  await secure?.close();
  await core?.stop();
  await engines?.close();
  if (pages) rmSync(pages, { recursive: true, force: true });
});

async function signedIn(web: HubWeb): Promise<string> {
  const answer = await login(web.url, { username: 'admin', password: ADMIN });
  expect(answer.status).toBe(200);
  return cookieOf(answer);
}

/** Opens the live socket; resolves with the first message's arrival, or the refusal's status. */
function openLive(
  web: HubWeb,
  headers: Record<string, string>,
): Promise<{ opened: boolean; status?: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${web.url.replace('http', 'ws')}${HUB_LIVE_PATH}`, { headers });
    ws.on('message', () => {
      ws.close();
      resolve({ opened: true });
    });
    ws.on('unexpected-response', (_req, res) => resolve({ opened: false, status: res.statusCode ?? 0 }));
    ws.on('error', (err) => reject(err));
  });
}

const FOREIGN = ['https://evil.example', 'null', 'https://sibling.group.test', 'http://office.group.test'];

describe('the Origin allow-list', () => {
  it.each(FOREIGN)('refuses a sign-in from Origin %s with 403, signing nobody in', async (origin) => {
    for (const web of [plain, secure]) {
      const answer = await login(web.url, { username: 'admin', password: ADMIN }, { headers: { origin } });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text)).toEqual({
        message: 'Cross-site request refused',
        code: 'CROSS_ORIGIN',
      });
      expect(cookieOf(answer)).toBe('');
    }
  });

  it('refuses a sign-out from a foreign page, and the session stays', async () => {
    const cookie = await signedIn(plain);
    for (const origin of FOREIGN) {
      const answer = await send(plain.url + hubEndpoints.headOffice.logout.path, {
        method: 'POST',
        headers: { cookie, origin },
      });
      expect(answer.status).toBe(403);
    }
    const crossSite = await send(plain.url + hubEndpoints.headOffice.logout.path, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(
      (await send(plain.url + hubEndpoints.headOffice.figures.path, { headers: { cookie } })).status,
    ).toBe(200);
  });

  it('lets its own page write: the Origin of its Host, or its public address behind a proxy', async () => {
    const own = await login(
      plain.url,
      { username: 'admin', password: ADMIN },
      { headers: { origin: plain.url } },
    );
    expect(own.status).toBe(200);
    const proxied = await login(
      secure.url,
      { username: 'admin', password: ADMIN },
      { headers: { origin: PUBLIC_URL } },
    );
    expect(proxied.status).toBe(200);
    const out = await send(plain.url + hubEndpoints.headOffice.logout.path, {
      method: 'POST',
      headers: { cookie: cookieOf(own), origin: plain.url },
    });
    expect(out.status).toBe(204);
  });

  it('refuses the live socket to a foreign Origin even with a valid cookie', async () => {
    const cookie = await signedIn(plain);
    for (const origin of FOREIGN)
      expect(await openLive(plain, { cookie, origin })).toEqual({ opened: false, status: 403 });
    expect(await openLive(plain, { cookie, origin: plain.url })).toEqual({ opened: true });
    const proxied = await signedIn(secure);
    expect(await openLive(secure, { cookie: proxied, origin: 'https://evil.example' })).toEqual({
      opened: false,
      status: 403,
    });
    expect(await openLive(secure, { cookie: proxied, origin: PUBLIC_URL })).toEqual({ opened: true });
  });
});

const PAGES_AND_API: [string, string][] = [
  ['GET', '/'],
  ['GET', '/index.html'],
  ['GET', hubEndpoints.headOffice.figures.path],
  ['POST', hubEndpoints.headOffice.login.path],
  ['POST', hubEndpoints.headOffice.logout.path],
  ['GET', '/api/no-such-thing'],
  ['GET', '/no-such-page'],
  ['GET', '/book'],
  ['GET', '/api/group/venues'],
];

function expectSecurityHeaders(answer: RawAnswer, what: string) {
  const h = answer.headers;
  expect(h['content-security-policy'], what).toMatch(/^default-src 'self';.*frame-ancestors 'none'/);
  expect(h['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('no-referrer');
}

describe("the venue's security headers", () => {
  it.each(PAGES_AND_API)('%s %s carries them, and no HSTS over plain HTTP', async (method, path) => {
    const answer = await send(plain.url + path, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
    });
    expectSecurityHeaders(answer, `${method} ${path} → ${answer.status}`);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(PAGES_AND_API)(
    '%s %s carries them and HSTS when head office is reached over HTTPS',
    async (method, path) => {
      const answer = await send(secure.url + path, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expectSecurityHeaders(answer, `${method} ${path} → ${answer.status}`);
      expect(answer.headers['strict-transport-security']).toBe('max-age=15552000');
    },
  );

  it('sets the session cookie Secure when head office is reached over HTTPS, and only then', async () => {
    const over = await login(secure.url, { username: 'admin', password: ADMIN });
    const setCookie = over.headers['set-cookie'] ?? [];
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^hub_session=[^;]+;.*; HttpOnly;.*SameSite=Strict; Secure$/);
    const out = await send(secure.url + hubEndpoints.headOffice.logout.path, {
      method: 'POST',
      headers: { cookie: cookieOf(over) },
    });
    expect(out.headers['set-cookie']?.[0]).toMatch(/^hub_session=;.*; Secure$/);
    const local = await login(plain.url, { username: 'admin', password: ADMIN });
    expect(local.headers['set-cookie']?.[0]).not.toMatch(/Secure/i);
  });
});

const BAD_BODIES: [string, string, string, number][] = [
  ['bad JSON', 'application/json', '{"username":"admin","password":', 400],
  ['null', 'application/json', 'null', 400],
  ['a string', 'application/json', '"admin"', 400],
  ['a number', 'application/json', '42', 400],
  ['an array', 'application/json', '[]', 400],
  [
    'a 65 KB body',
    'application/json',
    JSON.stringify({ username: 'admin', password: 'x'.repeat(65 * 1024) }),
    413,
  ],
  [
    'a 1 MB body',
    'application/json',
    JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) }),
    413,
  ],
  [
    'a NUL byte in the username',
    'application/json',
    JSON.stringify({ username: 'ad\u0000min', password: 'x' }),
    400,
  ],
  ['a NUL byte alone', 'application/json', JSON.stringify({ username: '\u0000', password: '\u0000' }), 400],
  ['no password', 'application/json', JSON.stringify({ username: 'admin' }), 400],
  ['a form', 'application/x-www-form-urlencoded', 'username=admin&password=x', 415],
  ['plain text', 'text/plain', 'admin:x', 415],
];

describe('every malformed request is a 4xx with a sentence, never a 5xx', () => {
  it.each(BAD_BODIES)('sign-in with %s → %i', async (_what, type, body, status) => {
    const before = logged.length;
    const answer = await send(plain.url + hubEndpoints.headOffice.login.path, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(answer.status).toBe(status);
    expect(messageOf(answer)).toMatch(/^[A-Z].+/);
    expect(cookieOf(answer)).toBe('');
    // Nothing reached PostgreSQL's refusal or the catch-all (each would log a line).
    expect(logged.slice(before)).toEqual([]);
  });

  it.each([
    '/api/group/venues/%zz/availability',
    '/book/%zz',
    '/book/%',
    '/%',
    '/api/%E0%A4%A',
    '/api/head-office/%C3%28',
    '/index.html%zz',
  ])('GET %s → 400 with the broken-escape sentence', async (path) => {
    const before = logged.length;
    for (const web of [plain, secure]) {
      const answer = await send(web.url + path);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        message: 'This address cannot be read: it has a broken % escape.',
        code: 'BAD_URL',
      });
    }
    expect(logged.slice(before)).toEqual([]);
  });

  it('a broken escape in a write is the same 400, before sign-in is looked at', async () => {
    const answer = await send(`${plain.url}/api/login%zz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(400);
  });

  it('an unknown API path is 404 with a sentence', async () => {
    const answer = await send(`${plain.url}/api/no-such-thing`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({
      message: 'No such endpoint: GET /api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });
});
