import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { startCheckedHubWeb } from './checkedHubWeb';
import { cookieOf, login, median, messageOf, send } from './doorFixtures';
import { startEngines, startHub, type Engines } from './groupFixtures';

/**
 * Head office's sign-in against guessing, over real HTTP to a hub on real engines: throttled per address
 * and per account with the venue's figures and sentence, a flood never running more password checks than
 * the throttle allows, and the same answer time whether or not the user exists.
 */
let engines: Engines;
let core: HubCore;
const ADMIN = 'head-office-door-password';
const opened: HubWeb[] = [];

beforeAll(async () => {
  engines = await startEngines([]);
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((w) => w.close()));
  await core?.stop();
  await engines?.close();
});

/** A hub web door of its own (so its own throttle) on the shared engines. */
async function door(options: Partial<Parameters<typeof startCheckedHubWeb>[1]> = {}): Promise<HubWeb> {
  const web = await startCheckedHubWeb(core, { port: 0, ...options });
  opened.push(web);
  return web;
}

const WAIT = /^Too many failed sign-in attempts\. Please wait 15 minutes and try again\.$/;

describe('head office sign-in is throttled', () => {
  it('per address: 20 wrong sign-ins from one address, whatever the usernames, then 429', async () => {
    const web = await door();
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i += 1) {
      const answer = await login(
        web.url,
        { username: `guess-${i}`, password: 'wrong' },
        { from: '127.0.0.2' },
      );
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(messageOf(answer)).toMatch(WAIT);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(14 * 60);
      }
    }
    expect(statuses.indexOf(429) + 1).toBe(21);
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
    // Another address is not held back by the first one's guesses.
    expect(
      (await login(web.url, { username: 'guess-1', password: 'wrong' }, { from: '127.0.0.3' })).status,
    ).toBe(401);
  });

  it("per account: 5 wrong passwords for admin from 25 addresses, then 429 — even for admin's own password", async () => {
    const web = await door();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const answer = await login(
        web.url,
        { username: 'admin', password: `guess-${i}` },
        { from: `127.0.1.${i + 1}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses.indexOf(429) + 1).toBe(6);
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(20).fill(429)]);
    const right = await login(web.url, { username: 'admin', password: ADMIN }, { from: '127.0.1.99' });
    expect(right.status).toBe(429);
    expect(messageOf(right)).toMatch(WAIT);
    expect(cookieOf(right)).toBe('');
  });

  it('a flood of 40 sign-ins at once from one address runs no more password checks than the throttle allows', async () => {
    const web = await door();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(web.url, { username: `flood-${i}`, password: 'wrong' }, { from: '127.0.0.4' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // Each 401 was a password check (a 32 MiB scrypt run); each 429 was refused before any.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 429)) expect(messageOf(a)).toEqual(expect.any(String));
  });

  it('a right password still signs in, and clears the account’s count', async () => {
    const web = await door();
    for (let i = 0; i < 4; i += 1)
      expect(
        (await login(web.url, { username: 'admin', password: 'nope' }, { from: '127.0.2.1' })).status,
      ).toBe(401);
    const right = await login(web.url, { username: 'admin', password: ADMIN }, { from: '127.0.2.1' });
    expect(right.status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect(
        (await login(web.url, { username: 'admin', password: 'nope' }, { from: '127.0.2.2' })).status,
      ).toBe(401);
    const cookie = cookieOf(right);
    expect((await send(web.url + hubEndpoints.headOffice.figures.path, { headers: { cookie } })).status).toBe(
      200,
    );
  });
});

describe('who exists is not visible by timing', () => {
  it('a wrong password for admin and an unknown user are answered in the same time', async () => {
    const web = await door({
      signIn: { limits: { perUsername: 1_000, perAddress: 1_000, windowMs: 60_000 } },
    });
    const known: number[] = [];
    const unknown: number[] = [];
    const time = async (username: string) => {
      const started = performance.now();
      const answer = await login(web.url, { username, password: 'not-the-password' });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ message: 'Invalid username or password' });
      return performance.now() - started;
    };
    await time('admin'); // warm-up: the first connection, the first query plan
    for (let i = 0; i < 20; i += 1) {
      known.push(await time('admin'));
      unknown.push(await time(`nobody-${i}`));
    }
    const k = median(known);
    const u = median(unknown);
    console.log(
      `sign-in answer, median of 20: known user ${k.toFixed(1)} ms, unknown user ${u.toFixed(1)} ms`,
    );
    // Without the dummy check an unknown user was answered in a few ms against a scrypt run's 100 or so.
    expect(u).toBeGreaterThan(k * 0.6);
    expect(u).toBeLessThan(k * 1.6);
  });
});
