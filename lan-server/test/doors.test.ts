import { afterEach, describe, expect, it } from 'vitest';
import { MISDIRECTED } from '../http/guards';
import { allRoutes } from '../http/routes';
import { openSocket, startTestServer, type TestServer } from './harness';
import { REBIND_HOST, requestAs } from './hostFixtures';

let t: TestServer;
afterEach(async () => t?.close());

/** A concrete URL for a route pattern: every :param becomes 1. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

/** Every route an HTTP door may serve: all but head office's questions, which come over NATS only. */
const httpRoutes = () => allRoutes().filter((r) => r.access !== 'group');

describe('the two doors', () => {
  it('every staff, admin and lane route answers 401 without a session on the LAN door', async () => {
    t = await startTestServer();
    const guarded = allRoutes().filter((r) => ['staff', 'admin', 'lane'].includes(r.access));
    // Every area's writes and staff reads are here: lanes, scoring, reservations, settings, tournaments, devices.
    expect(guarded.length).toBeGreaterThanOrEqual(25);
    for (const path of [
      '/api/lanes/:id/start',
      '/api/reservations',
      '/api/settings',
      '/api/tournaments',
      '/api/lanes/:id/score',
    ]) {
      expect(
        guarded.some((r) => r.path === path),
        path,
      ).toBe(true);
    }
    for (const r of guarded) {
      const res = await t.lan(concrete(r.path), {
        method: r.method.toUpperCase(),
        json: r.method === 'get' ? undefined : {},
      });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 401,
      });
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('every admin route refuses a staff sign-in with 403 and its own sentence, and lets an admin through', async () => {
    t = await startTestServer();
    const admin = allRoutes().filter((r) => r.access === 'admin');
    // What cannot be undone or reaches every customer's data (docs/security.md#who-may-do-what): pinned, so
    // none slips back.
    expect(admin.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'post /api/backups/restore',
        'post /api/privacy/erase',
        'post /api/privacy/export',
        'post /api/privacy/retention/run',
        'get /api/privacy/audit',
        'put /api/mail/settings',
        'post /api/mail/test',
        'get /api/users',
        'put /api/users/:username/password',
        // A venue group's link: where the venue's events go and its credentials there.
        'put /api/settings/group',
      ].sort(),
    );
    const staff = await t.signIn('staff');
    const owner = await t.signIn('admin');
    for (const r of admin) {
      const init = { method: r.method.toUpperCase(), json: r.method === 'get' ? undefined : {} };
      const refused = await t.lan(concrete(r.path), { ...init, cookie: staff });
      const body = (await refused.json()) as { message: string; code: string };
      expect({ route: `${r.method} ${r.path}`, status: refused.status, body }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 403,
        body: { message: r.refusal, code: 'FORBIDDEN' },
      });
      expect(r.refusal).toMatch(/^Only an admin can [a-z].*\.$/);
      const allowed = await t.lan(concrete(r.path), { ...init, cookie: owner });
      expect({ route: `${r.method} ${r.path}`, refused: [401, 403].includes(allowed.status) }).toEqual({
        route: `${r.method} ${r.path}`,
        refused: false,
      });
    }
  });

  it('every route that is not public answers 404 on the public door, signed in or not', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const hidden = httpRoutes().filter((r) => r.access !== 'public');
    expect(hidden.length).toBeGreaterThan(0);
    for (const r of hidden) {
      for (const c of [undefined, cookie]) {
        const res = await t.pub(concrete(r.path), {
          method: r.method.toUpperCase(),
          json: r.method === 'get' ? undefined : {},
          cookie: c,
        });
        expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({
          route: `${r.method} ${r.path}`,
          status: 404,
        });
      }
    }
  });

  it('every route answers 421 to a name that is not the LAN door’s, signed in or not (DNS rebinding)', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const routes = httpRoutes();
    for (const r of routes) {
      for (const c of [undefined, cookie]) {
        const res = await requestAs(t.server.lanUrl, concrete(r.path), REBIND_HOST, {
          method: r.method.toUpperCase(),
          json: r.method === 'get' ? undefined : {},
          cookie: c,
        });
        expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({
          route: `${r.method} ${r.path}`,
          status: 421,
        });
        expect(JSON.parse(res.body)).toEqual(MISDIRECTED);
      }
    }
    // The same requests by the PC's own name are not refused for their name.
    const own = await requestAs(t.server.lanUrl, '/api/tv/venue', `127.0.0.1:${t.server.lanPort}`);
    expect(own.status).toBe(200);
  });

  it('the public door does not sign anyone in and serves no socket', async () => {
    t = await startTestServer();
    const res = await t.pub('/api/auth/login', {
      method: 'POST',
      json: { username: 'staff', password: 'x' },
    });
    expect(res.status).toBe(404);
    await expect(openSocket(t.server.publicUrl)).rejects.toThrow();
  });

  it('PUBLIC_PORT=off opens no public door: the LAN door is all that listens', async () => {
    // Servers closed a moment ago leave the list on a later turn of the event loop.
    const listening = async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;
    };
    const before = await listening();
    t = await startTestServer();
    expect((await listening()) - before).toBe(2);
    await t.close();
    t = await startTestServer({ publicPort: null });
    expect((await listening()) - before).toBe(1);
    expect({ url: t.server.publicUrl, port: t.server.publicPort }).toEqual({ url: '', port: null });
    // The LAN door works as ever, the booking page's questions included.
    expect((await t.lan('/api/public/settings')).status).toBe(200);
  });

  it('unknown API paths are 404 JSON with a message on both doors', async () => {
    t = await startTestServer();
    for (const res of [await t.lan('/api/nope'), await t.pub('/api/nope')]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(((await res.json()) as { message: string }).message).toMatch(/No such endpoint/);
    }
  });
});

describe('bad input never reaches a 500', () => {
  it.each([
    ['malformed JSON', '{"username": ', 'application/json', 400, 'not valid JSON'],
    ['a JSON string instead of an object', '"staff"', 'application/json', 400, 'not valid JSON'],
    ['a form body', 'username=staff&password=x', 'application/x-www-form-urlencoded', 415, 'must be JSON'],
    [
      'an over-large body',
      JSON.stringify({ username: 'x'.repeat(40_000), password: 'y' }),
      'application/json',
      413,
      'too large',
    ],
  ])('%s → %s', async (_case, body, type, status, message) => {
    t = await startTestServer();
    const res = await t.lan('/api/auth/login', { method: 'POST', body, headers: { 'content-type': type } });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it('an empty login body is a 400 naming what is missing', async () => {
    t = await startTestServer();
    const res = await t.lan('/api/auth/login', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Please enter both username and password',
    );
  });
});

describe('cross-site protection', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    t = await startTestServer();
    const res = await t.lan('/api/auth/login', {
      method: 'POST',
      json: { username: 'staff', password: 'x' },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('CROSS_ORIGIN');
  });

  // The guards answer through the door's one refusal step, so a German or Dutch reader gets their own words
  // with the same status and code, on both doors; English is pinned above and in 'bad input never reaches a 500'.
  it.each([
    [
      'de-DE,de;q=0.9',
      'Anfrage von einer anderen Website abgelehnt',
      'Der Inhalt der Anfrage muss JSON sein (Content-Type: application/json)',
    ],
    [
      'nl',
      'Verzoek van een andere website geweigerd',
      'De inhoud van het verzoek moet JSON zijn (Content-Type: application/json)',
    ],
  ])(
    'words a cross-site write and a form body in the reader’s language (%s) on both doors',
    async (language, crossSite, jsonOnly) => {
      t = await startTestServer();
      for (const door of [t.lan, t.pub]) {
        const foreign = await door('/api/auth/login', {
          method: 'POST',
          json: { username: 'staff', password: 'x' },
          headers: { origin: 'http://evil.example', 'accept-language': language },
        });
        expect(foreign.status).toBe(403);
        expect(await foreign.json()).toEqual({ message: crossSite, code: 'CROSS_ORIGIN' });
        const form = await door('/api/auth/login', {
          method: 'POST',
          body: 'username=staff&password=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
        });
        expect(form.status).toBe(415);
        expect(await form.json()).toEqual({ message: jsonOnly, code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    },
  );

  it('accepts the same origin', async () => {
    t = await startTestServer();
    const host = new URL(t.server.lanUrl).host;
    const res = await t.lan('/api/auth/login', {
      method: 'POST',
      json: { username: 'staff', password: 'staff-test-password' },
      headers: { origin: `http://${host}` },
    });
    expect(res.status).toBe(200);
  });

  it('sends a strict CSP and no HSTS on plain HTTP', async () => {
    t = await startTestServer();
    const res = await t.lan('/api/auth/me');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the socket door', () => {
  it('greets a staff socket as staff and an anonymous one as public', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const staff = await openSocket(t.server.lanUrl, cookie);
    const tv = await openSocket(t.server.lanUrl);
    await expect(staff.waitFor((m) => m.type === 'hello')).resolves.toMatchObject({ audience: 'staff' });
    await expect(tv.waitFor((m) => m.type === 'hello')).resolves.toMatchObject({ audience: 'public' });
    staff.close();
    tv.close();
  });

  it('refuses an upgrade from a foreign Origin and on any other path', async () => {
    t = await startTestServer();
    const { default: WebSocket } = await import('ws');
    const base = t.server.lanUrl.replace('http', 'ws');
    const status = (url: string, headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
    expect(await status(`${base}/ws`, { origin: 'http://evil.example' })).toBe(403);
    expect(await status(`${base}/other`, {})).toBe(404);
  });
});
