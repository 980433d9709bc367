import express, { type Express, type RequestHandler } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_VALUE, httpsOnlyHeaders, securityHeaders } from './headers';

/** An app with one guard in front of the given routes, on loopback for the describe block; its base URL. */
function served(guard: RequestHandler, routes: (app: Express) => void): () => string {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.use(guard);
    routes(app);
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return () => base;
}

// The public door sets no cookie today; this pins that any cookie a later route sets there over HTTPS
// goes out Secure, whichever way the route sets it.
describe('httpsOnlyHeaders', () => {
  const base = served(httpsOnlyHeaders(), (app) => {
    app.get('/one', (_req, res) => {
      res.cookie('dt_pref', 'dark', { httpOnly: true, sameSite: 'strict' });
      res.end();
    });
    app.get('/many', (_req, res) => {
      res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/; Secure']);
      res.end();
    });
    app.get('/none', (_req, res) => res.end());
  });

  const cases: [string, string, string[]][] = [
    ['res.cookie gains Secure', '/one', ['dt_pref=dark; Path=/; HttpOnly; SameSite=Strict; Secure']],
    ['each of several cookies, once', '/many', ['a=1; Path=/; Secure', 'b=2; Path=/; Secure']],
    ['no cookie, none added', '/none', []],
  ];
  it.each(cases)('%s, with HSTS', async (_name, path, cookies) => {
    const res = await fetch(base() + path);
    expect(res.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect(res.headers.getSetCookie()).toEqual(cookies);
  });
});

// The headers are read from helmet once, at start-up: every answer must still carry all of them.
describe('securityHeaders', () => {
  const base = served(securityHeaders(), (app) => {
    app.get('/', (_req, res) => res.end());
  });

  it.each([
    ['content-security-policy', /^default-src 'self';.*frame-ancestors 'none'/],
    ['cross-origin-opener-policy', /^same-origin$/],
    ['cross-origin-resource-policy', /^same-origin$/],
    ['origin-agent-cluster', /^\?1$/],
    ['referrer-policy', /^no-referrer$/],
    ['x-content-type-options', /^nosniff$/],
    ['x-dns-prefetch-control', /^off$/],
    ['x-download-options', /^noopen$/],
    ['x-frame-options', /^SAMEORIGIN$/],
    ['x-permitted-cross-domain-policies', /^none$/],
    ['x-xss-protection', /^0$/],
  ])('%s on every answer', async (name, value) => {
    for (let i = 0; i < 2; i += 1) expect((await fetch(base())).headers.get(name)).toMatch(value);
  });
  it('sends no HSTS on plain HTTP', async () => {
    expect((await fetch(base())).headers.get('strict-transport-security')).toBeNull();
  });
});
