import { afterEach, describe, expect, it } from 'vitest';
import type { PasswordChanged, StaffUserList } from '../../shared/api/users';
import { ADMIN_PASSWORD, openSocket, STAFF_PASSWORD, startTestServer, type TestServer } from './harness';
import { tabletSocket } from './pairingFixtures';

/**
 * Settings → Users: an admin sets a new password for `staff` or `admin` (scrypt, at least 10 characters);
 * that user's other sign-ins end at once, their live connections too; staff may not. Real HTTP and sockets.
 */
let t: TestServer;
afterEach(async () => t?.close());

const NEW_PASSWORD = 'a long new staff phrase';

function setPassword(username: string, password: unknown, cookie: string) {
  return t.lan(`/api/users/${username}/password`, { method: 'PUT', json: { password }, cookie });
}

async function signInWith(username: string, password: string): Promise<number> {
  const res = await t.lan('/api/auth/login', { method: 'POST', json: { username, password } });
  return res.status;
}

/** The close code, or null when the socket is still open after a while. */
function closedWithin(closed: Promise<number>, waitMs = 1000): Promise<number | null> {
  return Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs))]);
}

describe('an admin sets a user’s password', () => {
  it('lists the front desk’s users without any password hash', async () => {
    t = await startTestServer();
    const res = await t.lan('/api/users', { cookie: await t.signIn('admin') });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text) as StaffUserList).toEqual({
      users: [
        { username: 'admin', role: 'admin' },
        { username: 'staff', role: 'staff' },
      ],
    });
    expect(text).not.toContain('scrypt');
  });

  it('sets staff’s password (scrypt): the old one stops working, the new one works', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    const res = await setPassword('staff', NEW_PASSWORD, admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as PasswordChanged).username).toBe('staff');
    const stored = t.server.db.prepare("SELECT password_hash FROM users WHERE username = 'staff'").get() as {
      password_hash: string;
    };
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored.password_hash).not.toContain(NEW_PASSWORD);
    expect(await signInWith('staff', STAFF_PASSWORD)).toBe(401);
    expect(await signInWith('staff', NEW_PASSWORD)).toBe(200);
  });

  it('signs that user out everywhere, over HTTP and their live connection', async () => {
    t = await startTestServer();
    const staffAtDesk = await t.signIn('staff');
    const staffOnLaptop = await t.signIn('staff');
    const laptopSocket = await openSocket(t.server.lanUrl, staffOnLaptop);
    await laptopSocket.waitFor((m) => m.type === 'hello');
    const admin = await t.signIn('admin');
    const adminSocket = await openSocket(t.server.lanUrl, admin);

    const res = await setPassword('staff', NEW_PASSWORD, admin);
    expect(await res.json()).toEqual({
      username: 'staff',
      sessionsEnded: 2,
      message: 'New password saved for staff. 2 sign-ins elsewhere ended.',
    });
    expect((await t.lan('/api/auth/me', { cookie: staffAtDesk })).status).toBe(401);
    expect((await t.lan('/api/auth/me', { cookie: staffOnLaptop })).status).toBe(401);
    expect((await t.lan('/api/auth/me', { cookie: admin })).status).toBe(200);
    // The staff socket is closed; the admin's stays and still hears the venue.
    await expect.poll(() => t.server.hub.clientCount()).toBe(1);
    const renamed = await t.lan('/api/lanes/2', {
      method: 'PUT',
      cookie: admin,
      json: { name: 'Still Here' },
    });
    expect(renamed.status).toBe(200);
    await adminSocket.waitFor((m) => m.type === 'lane_updated');
    adminSocket.close();
    laptopSocket.close();
  });

  it('an admin changing their own password keeps this sign-in and ends their others', async () => {
    t = await startTestServer();
    const here = await t.signIn('admin');
    const elsewhere = await t.signIn('admin');
    const hereSocket = await tabletSocket(t.server.lanUrl, here);
    const elsewhereSocket = await tabletSocket(t.server.lanUrl, elsewhere);

    const res = await setPassword('admin', 'the owner’s new long phrase', here);
    expect(((await res.json()) as PasswordChanged).sessionsEnded).toBe(1);
    expect((await t.lan('/api/auth/me', { cookie: here })).status).toBe(200);
    expect((await t.lan('/api/auth/me', { cookie: elsewhere })).status).toBe(401);
    expect(await closedWithin(elsewhereSocket.closed)).toBe(4401);
    expect(await closedWithin(hereSocket.closed)).toBeNull();
    hereSocket.close();
    expect(await signInWith('admin', ADMIN_PASSWORD)).toBe(401);
  });

  it.each([
    ['too short', 'short', 400, 'The new password must be at least 10 characters long.'],
    ['only spaces', ' '.repeat(12), 400, 'The new password must not be only spaces.'],
    ['too long', 'x'.repeat(201), 400, 'The new password must be at most 200 characters long.'],
    ['not text', 1234567890123, 400, 'The new password must be at least 10 characters long.'],
  ])(
    'refuses a password that is %s with a sentence and changes nothing',
    async (_c, password, status, message) => {
      t = await startTestServer();
      const admin = await t.signIn('admin');
      const staff = await t.signIn('staff');
      const res = await setPassword('staff', password, admin);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
      expect((await t.lan('/api/auth/me', { cookie: staff })).status).toBe(200);
      expect(await signInWith('staff', STAFF_PASSWORD)).toBe(200);
    },
  );

  it('answers 404 for a user that is not one of the front desk’s', async () => {
    t = await startTestServer();
    const res = await setPassword('manager', NEW_PASSWORD, await t.signIn('admin'));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(
      'There is no front-desk user named manager.',
    );
  });

  it('is refused to staff with a sentence, and staff’s own sign-in goes on', async () => {
    t = await startTestServer();
    const staff = await t.signIn('staff');
    const res = await setPassword('admin', NEW_PASSWORD, staff);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "Only an admin can set a user's password.",
      code: 'FORBIDDEN',
    });
    expect(await signInWith('admin', ADMIN_PASSWORD)).toBe(200);
    expect((await t.lan('/api/users', { cookie: staff })).status).toBe(403);
  });
});
