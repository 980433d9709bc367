import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, STAFF_PASSWORD, startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

const login = (username: string, password: string) =>
  t.lan('/api/auth/login', { method: 'POST', json: { username, password } });

describe('staff sign-in', () => {
  it('me is 401 before sign-in, returns the user after, and 401 again after logout', async () => {
    t = await startTestServer();
    expect((await t.lan('/api/auth/me')).status).toBe(401);

    const res = await login('staff', STAFF_PASSWORD);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { username: string; role: string } };
    expect(body.user).toMatchObject({ username: 'staff', role: 'staff' });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const me = await t.lan('/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe('staff');

    const out = await t.lan('/api/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/dt_session=;/);
    expect((await t.lan('/api/auth/me', { cookie })).status).toBe(401);
  });

  it('admin signs in with its own password and is told its role', async () => {
    t = await startTestServer();
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe('admin');
  });

  it('sets an HttpOnly, SameSite=Strict session cookie whose token is stored only as a hash', async () => {
    t = await startTestServer();
    const res = await login('staff', STAFF_PASSWORD);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^dt_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    const token = setCookie.split(';')[0]?.split('=')[1] ?? '';
    const stored = t.server.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['wrong password', { username: 'staff', password: 'nope' }, 401, 'Invalid username or password'],
    ['unknown user', { username: 'ghost', password: 'nope' }, 401, 'Invalid username or password'],
    ['blank username', { username: '   ', password: 'x' }, 400, 'Please enter both username and password'],
    [
      'blank password',
      { username: 'staff', password: '   ' },
      400,
      'Please enter both username and password',
    ],
    ['missing fields', {}, 400, 'Please enter both username and password'],
    ['wrong types', { username: 5, password: [] }, 400, 'Please enter both username and password'],
  ])('refuses a %s with %s and a message', async (_case, body, status, message) => {
    t = await startTestServer();
    const res = await t.lan('/api/auth/login', { method: 'POST', json: body });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it('trims the username but not the password', async () => {
    t = await startTestServer();
    expect((await login('  staff  ', STAFF_PASSWORD)).status).toBe(200);
    expect((await login('staff', ` ${STAFF_PASSWORD}`)).status).toBe(401);
  });

  it('throttles a username after 5 failures with 429 and a clear message, even with the right password', async () => {
    t = await startTestServer();
    for (let i = 0; i < 5; i++) expect((await login('staff', 'wrong')).status).toBe(401);
    const res = await login('staff', STAFF_PASSWORD);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /Too many failed sign-in attempts\. Please wait 15 minutes/,
    );
    // Another user from the same address is not yet blocked (the address limit is higher).
    expect((await login('admin', ADMIN_PASSWORD)).status).toBe(200);
    // The window passes: the username may try again.
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await login('staff', STAFF_PASSWORD)).status).toBe(200);
  });

  it('throttles an address after 20 failures across usernames', async () => {
    t = await startTestServer();
    for (let i = 0; i < 20; i++) await login(`user${i}`, 'wrong');
    expect((await login('admin', ADMIN_PASSWORD)).status).toBe(429);
  });

  it('answers a wrong password and an unknown user in the same time, so timing does not tell who exists', async () => {
    t = await startTestServer();
    const time = async (username: string) => {
      const started = performance.now();
      expect((await login(username, 'not-the-password')).status).toBe(401);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    await time('admin'); // warm-up
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      // The throttle's window passes between rounds (4 failures per name, 8 per address within it).
      t.clock.advance(15 * 60 * 1000 + 1);
      for (let i = 0; i < 4; i++) {
        known.push(await time(i % 2 === 0 ? 'admin' : 'staff'));
        unknown.push(await time(`nobody-${round}-${i}`));
      }
    }
    // Without a password check for an unknown name it was answered in a few ms against scrypt's 100 or so.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    expect(median(unknown)).toBeLessThan(median(known) * 1.6);
  });

  it('an expired session is no session', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    t.clock.advance(12 * 60 * 60 * 1000 + 1);
    expect((await t.lan('/api/auth/me', { cookie })).status).toBe(401);
  });

  it('creates strong generated passwords when none are configured, printed once', async () => {
    const lines: string[] = [];
    t = await startTestServer({
      staffPassword: undefined,
      adminPassword: undefined,
      log: (l) => lines.push(l),
    });
    const printed = lines.filter((l) => l.includes('First run'));
    expect(printed).toHaveLength(2);
    const staffPassword = /user 'staff' with password '([^']+)'/.exec(printed.join('\n'))?.[1] ?? '';
    expect(staffPassword.length).toBeGreaterThanOrEqual(16);
    expect((await login('staff', staffPassword)).status).toBe(200);
  });
});

describe('a staff member’s own language', () => {
  it('overrides the venue’s for that person only, follows them to the next sign-in, and null returns to the venue’s', async () => {
    t = await startTestServer();
    const staff = await t.signIn('staff');
    const admin = await t.signIn('admin');
    const me = async (cookie: string) =>
      (await (await t.lan('/api/auth/me', { cookie })).json()) as { language: string | null };
    expect((await me(staff)).language).toBeNull();

    const set = (cookie: string, language: unknown) =>
      t.lan('/api/auth/me/language', { method: 'PUT', cookie, json: { language } });
    const chosen = await set(staff, 'de');
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ language: 'de' });
    expect((await me(staff)).language).toBe('de');
    expect((await me(admin)).language).toBeNull();

    const again = await login('staff', STAFF_PASSWORD);
    expect(((await again.json()) as { language: string | null }).language).toBe('de');

    expect((await set(staff, null)).status).toBe(200);
    expect((await me(staff)).language).toBeNull();

    const refused = await t.lan('/api/auth/me/language', {
      method: 'PUT',
      cookie: staff,
      json: { language: 'fr' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Sprache muss eines davon sein: en, de, nl.',
    );
    expect((await set('', 'nl')).status).toBe(401);
  });
});
