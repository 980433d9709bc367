import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * Refusals a person reads that reached a German or Dutch reader in English: a refusal thrown without
 * catalogue words (a wrong sign-in, a refused pairing code), the pairing throttle's wait, and a backup that
 * is not there. Over real HTTP; English is the sentence it always was.
 */
let t: TestServer;
afterEach(async () => t?.close());

const GERMAN = 'de-DE,de;q=0.9';

async function answer(res: Response) {
  return { status: res.status, ...((await res.json()) as { message: string; code: string }) };
}

describe('the venue answers in its reader’s language', () => {
  it('a wrong sign-in', async () => {
    t = await startTestServer();
    const login = (language?: string) =>
      t.lan('/api/auth/login', {
        method: 'POST',
        json: { username: 'staff', password: 'not-the-password' },
        headers: language ? { 'accept-language': language } : {},
      });
    expect(await answer(await login(GERMAN))).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Benutzername oder Passwort ist falsch',
    });
    expect((await answer(await login())).message).toBe('Invalid username or password');
  });

  it('a wrong pairing code, and the wait after too many', async () => {
    t = await startTestServer();
    const redeem = (language?: string) =>
      t.lan('/api/devices/redeem', {
        method: 'POST',
        json: { code: 'ABCDEFGH' },
        headers: language ? { 'accept-language': language } : {},
      });
    expect(await answer(await redeem('nl'))).toEqual({
      status: 400,
      code: 'PAIRING_CODE_INVALID',
      message: 'Deze koppelcode is niet geldig. Vraag het personeel om een nieuwe.',
    });
    for (let i = 0; i < 9; i += 1) expect((await redeem()).status).toBe(400);
    expect(await answer(await redeem(GERMAN))).toEqual({
      status: 429,
      code: 'THROTTLED',
      message:
        'Zu viele falsche Kopplungscodes von diesem Gerät. Bitte warten Sie 10 Minuten und versuchen Sie es dann erneut.',
    });
    expect((await answer(await redeem())).message).toBe(
      'Too many wrong pairing codes from this device. Please wait 10 minutes and try again.',
    );
  });

  it('a backup that is not there', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const restore = (language?: string) =>
      t.lan('/api/backups/restore', {
        method: 'POST',
        cookie,
        json: { name: 'doubletop-2026-01-01T00-00-00-000Z.sqlite' },
        headers: language ? { 'accept-language': language } : {},
      });
    expect(await answer(await restore(GERMAN))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Es gibt keine Sicherung namens doubletop-2026-01-01T00-00-00-000Z.sqlite',
    });
    expect((await answer(await restore())).message).toBe(
      'There is no backup named doubletop-2026-01-01T00-00-00-000Z.sqlite',
    );
  });
});
