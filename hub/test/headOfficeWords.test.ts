import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathWith, queryString } from '../../shared/api/endpoint';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { MINE, OTHERS, VENUES, storeThreeVenues } from './accessFixtures';
import { startCheckedHubWeb } from './checkedHubWeb';
import { startEngines, startHub, type Engines } from './groupFixtures';

/**
 * Head office's refusals reach a German reader in German, over real HTTP to a hub on a real PostgreSQL and
 * nats-server: the one refusal path words each by the request's Accept-Language (docs/i18n.md), and English
 * is still the sentence it always was.
 */
let engines: Engines;
let hub: HubCore;
let web: HubWeb;
const ADMIN = 'head-office-owner-password';
const api = hubEndpoints.accounts;
const figures = hubEndpoints.figures;
const TODAY = DateTime.utc().toISODate() ?? '2026-01-01';
const GERMAN = 'de-DE,de;q=0.9,en;q=0.5';

interface Answer {
  status: number;
  message: unknown;
  cookie: string;
}
async function ask(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; language?: string } = {},
): Promise<Answer> {
  const res = await fetch(web.url + path, {
    method: method.toUpperCase(),
    headers: {
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    message: text ? (JSON.parse(text) as { message?: unknown }).message : undefined,
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '',
  };
}
const login = (username: string, password: string, language?: string) =>
  ask('post', hubEndpoints.headOffice.login.path, { body: { username, password }, language });

let owner = '';
let manager = '';
beforeAll(async () => {
  engines = await startEngines(VENUES.map((v) => v.venueId));
  hub = await startHub(engines);
  await ensureAdmin(hub.pool, ADMIN, () => undefined);
  web = await startCheckedHubWeb(hub, {
    port: 0,
    signIn: { limits: { perUsername: 3, perAddress: 1_000, windowMs: 15 * 60_000 } },
  });
  await storeThreeVenues(hub);
  owner = (await login('admin', ADMIN)).cookie;
  const added = await ask('post', api.addUser.path, {
    cookie: owner,
    body: { username: 'mia', password: 'manager-password', role: 'manager', venues: [MINE] },
  });
  expect(added.status).toBe(201);
  manager = (await login('mia', 'manager-password')).cookie;
}, 120_000);

afterAll(async () => {
  await web?.close();
  await hub?.stop();
  await engines?.close();
});

describe('head office answers a German request in German', () => {
  it('a throttled sign-in says how long to wait', async () => {
    for (let i = 0; i < 3; i += 1) {
      const wrong = await login('greta', 'not-her-password', GERMAN);
      expect(wrong).toMatchObject({ status: 401, message: 'Benutzername oder Passwort ist falsch' });
    }
    expect(await login('greta', 'not-her-password', GERMAN)).toMatchObject({
      status: 429,
      message:
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    });
    expect(await login('greta', 'not-her-password', 'en-GB')).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
  });

  it('a range that ends before it starts', async () => {
    const path = figures.period.path + queryString({ kind: 'custom', from: '2026-03-10', to: '2026-03-01' });
    expect(await ask('get', path, { cookie: owner, language: GERMAN })).toEqual({
      status: 400,
      message: 'Ein Zeitraum darf nicht enden, bevor er beginnt.',
      cookie: '',
    });
    expect((await ask('get', path, { cookie: owner })).message).toBe(
      'A range must not end before it starts.',
    );
  });

  it('a manager asking for another venue is told it is unknown, and the owners’ pages are not theirs', async () => {
    const other =
      pathWith(figures.venue.path, { venueId: OTHERS[0] }) + queryString({ kind: 'month', date: TODAY });
    expect(await ask('get', other, { cookie: manager, language: GERMAN })).toMatchObject({
      status: 404,
      message: 'Die Zentrale hat kein Lokal mit dieser Kennung.',
    });
    expect(await ask('get', api.users.path, { cookie: manager, language: 'nl-NL' })).toMatchObject({
      status: 403,
      message: 'Alleen een eigenaar kan de gebruikers van het hoofdkantoor beheren.',
    });
    expect(await ask('get', api.users.path, { cookie: manager })).toMatchObject({
      status: 403,
      message: 'Only an owner can manage head office users.',
    });
  });

  it('a password change with a wrong current password, or a short new one', async () => {
    const change = (body: unknown) =>
      ask('post', api.changePassword.path, { cookie: manager, body, language: GERMAN });
    expect(
      await change({ currentPassword: 'not-the-password', newPassword: 'a-long-new-password' }),
    ).toMatchObject({ status: 403, message: 'Ihr aktuelles Passwort stimmt nicht.' });
    expect(await change({ currentPassword: 'manager-password', newPassword: 'short' })).toMatchObject({
      status: 400,
      message: 'Das neue Passwort muss mindestens 10 Zeichen lang sein.',
    });
  });

  it('an owner is told in German why a role cannot change', async () => {
    const demote = await ask('put', pathWith(api.setAccess.path, { username: 'admin' }), {
      cookie: owner,
      body: { role: 'manager', venues: [MINE] },
      language: GERMAN,
    });
    expect(demote).toMatchObject({
      status: 409,
      message: 'Die Zentrale muss mindestens einen Inhaber behalten.',
    });
  });

  it('a write from another site’s page, or a form body, signed in', async () => {
    const write = (language: string | null, headers: Record<string, string>, body: string) =>
      fetch(web.url + api.changePassword.path, {
        method: 'POST',
        headers: { cookie: owner, ...(language ? { 'accept-language': language } : {}), ...headers },
        body,
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));
    const json = JSON.stringify({ currentPassword: ADMIN, newPassword: 'a-long-new-password' });
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await write(GERMAN, foreign, json)).toEqual({
      status: 403,
      body: { message: 'Anfrage von einer anderen Website abgelehnt', code: 'CROSS_ORIGIN' },
    });
    expect(await write(GERMAN, form, 'currentPassword=x')).toEqual({
      status: 415,
      body: {
        message: 'Der Inhalt der Anfrage muss JSON sein (Content-Type: application/json)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    });
    expect(await write('nl-NL', foreign, json)).toMatchObject({
      body: { message: 'Verzoek van een andere website geweigerd' },
    });
    expect(await write(null, foreign, json)).toEqual({
      status: 403,
      body: { message: 'Cross-site request refused', code: 'CROSS_ORIGIN' },
    });
  });

  it('a page head office does not have', async () => {
    expect(await ask('get', '/no-such-page', { language: GERMAN })).toMatchObject({
      status: 404,
      message: 'Diese Seite gibt es nicht: GET /no-such-page',
    });
    expect(await ask('get', '/no-such-page')).toMatchObject({
      status: 404,
      message: 'No such page: GET /no-such-page',
    });
  });

  it('signed out, in Dutch', async () => {
    expect(await ask('get', figures.alerts.path, { language: 'nl' })).toMatchObject({
      status: 401,
      message: 'Meld u aan om het hoofdkantoor te zien',
    });
  });
});
