import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathWith, queryString } from '../../shared/api/endpoint';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { MINE, OTHERS, VENUES, storeThreeVenues } from './accessFixtures';
import { startCheckedHubWeb } from './checkedHubWeb';
import { startEngines, startHub, type Engines } from './groupFixtures';

/** Head office's accounts: roles, sign-out, changing one's password, and bad periods refused with a sentence. */
let engines: Engines;
let hub: HubCore;
let web: HubWeb;
const ADMIN = 'head-office-owner-password';
const api = hubEndpoints.accounts;
const figures = hubEndpoints.figures;
const TODAY = DateTime.utc().toISODate() ?? '2026-01-01';

interface Answer {
  status: number;
  text: string;
  cookie: string;
}
async function ask(method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const res = await fetch(web.url + path, {
    method: method.toUpperCase(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const answer: Answer = {
    status: res.status,
    text: await res.text(),
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '',
  };
  return answer;
}
const message = (a: Answer): unknown => (JSON.parse(a.text) as { message?: unknown }).message;
const login = (username: string, password: string) =>
  ask('post', hubEndpoints.headOffice.login.path, { body: { username, password } });
async function signIn(username: string, password: string): Promise<string> {
  const answer = await login(username, password);
  expect(answer.status, answer.text).toBe(200);
  return answer.cookie;
}
const addUser = (cookie: string, body: unknown) => ask('post', api.addUser.path, { cookie, body });
const venuePage = (cookie: string, venueId: string) =>
  ask('get', pathWith(figures.venue.path, { venueId }) + queryString({ kind: 'month', date: TODAY }), {
    cookie,
  });

let owner = '';
beforeAll(async () => {
  engines = await startEngines(VENUES.map((v) => v.venueId));
  hub = await startHub(engines);
  await ensureAdmin(hub.pool, ADMIN, () => undefined);
  web = await startCheckedHubWeb(hub, { port: 0 });
  await storeThreeVenues(hub);
  owner = await signIn('admin', ADMIN);
}, 120_000);

afterAll(async () => {
  await web?.close();
  await hub?.stop();
  await engines?.close();
});

describe('roles', () => {
  it('the first user, admin, is an owner who sees every venue', async () => {
    const me = JSON.parse((await ask('get', api.me.path, { cookie: owner })).text) as unknown;
    expect(me).toEqual({ username: 'admin', role: 'owner', venues: [MINE, ...OTHERS].sort() });
  });

  it('an owner adds users with the venue rules, and is told why a user cannot be added', async () => {
    expect(
      (await addUser(owner, { username: 'vic', password: 'viewer-password', role: 'viewer', venues: [MINE] }))
        .status,
    ).toBe(201);
    expect(
      (
        await addUser(owner, {
          username: 'max',
          password: 'manager-password',
          role: 'manager',
          venues: [MINE],
        })
      ).status,
    ).toBe(201);
    const taken = await addUser(owner, { username: 'max', password: 'manager-password', role: 'viewer' });
    expect([taken.status, message(taken)]).toEqual([409, 'That username is already taken.']);
    const short = await addUser(owner, { username: 'sam', password: 'short', role: 'viewer' });
    expect([short.status, message(short)]).toEqual([
      400,
      'The new password must be at least 10 characters long.',
    ]);
    const unknown = await addUser(owner, {
      username: 'sam',
      password: 'long-enough-pw',
      role: 'manager',
      venues: ['nowhere'],
    });
    expect([unknown.status, message(unknown)]).toEqual([
      404,
      'Head office has not heard from a venue with the id nowhere.',
    ]);
    const role = await addUser(owner, { username: 'sam', password: 'long-enough-pw', role: 'boss' });
    expect([role.status, message(role)]).toEqual([400, 'A role is owner, manager or viewer.']);
    const list = JSON.parse((await ask('get', api.users.path, { cookie: owner })).text) as {
      users: { username: string }[];
    };
    expect(list.users.map((u) => u.username)).toEqual(['admin', 'max', 'vic']);
  });

  it('a manager cannot manage users; a viewer cannot write anything but their own password', async () => {
    for (const [username, password] of [
      ['max', 'manager-password'],
      ['vic', 'viewer-password'],
    ] as const) {
      const cookie = await signIn(username, password);
      const refusals = [
        await ask('get', api.users.path, { cookie }),
        await addUser(cookie, { username: 'eve', password: 'eve-password-1', role: 'owner' }),
        await ask('put', pathWith(api.setAccess.path, { username }), { cookie, body: { role: 'owner' } }),
        await ask('delete', pathWith(api.removeUser.path, { username: 'admin' }), { cookie }),
      ];
      for (const r of refusals)
        expect([r.status, message(r)]).toEqual([403, 'Only an owner can manage head office users.']);
    }
    expect((await login('eve', 'eve-password-1')).status).toBe(401);
    const users = (await hub.pool.query("SELECT role FROM hub_users WHERE username = 'max'"))
      .rows as unknown[];
    expect(users).toEqual([{ role: 'manager' }]);
  });

  it("an owner's change of a manager's venues counts at the manager's next request", async () => {
    const max = await signIn('max', 'manager-password');
    expect((await venuePage(max, OTHERS[0])).status).toBe(404);
    const set = await ask('put', pathWith(api.setAccess.path, { username: 'max' }), {
      cookie: owner,
      body: { role: 'manager', venues: [OTHERS[0]] },
    });
    expect(set.status, set.text).toBe(200);
    expect((await venuePage(max, OTHERS[0])).status).toBe(200);
    expect((await venuePage(max, MINE)).status).toBe(404);
  });

  it('head office keeps at least one owner', async () => {
    const last = await ask('delete', pathWith(api.removeUser.path, { username: 'admin' }), { cookie: owner });
    expect([last.status, message(last)]).toEqual([409, 'Head office must keep at least one owner.']);
    const demoted = await ask('put', pathWith(api.setAccess.path, { username: 'admin' }), {
      cookie: owner,
      body: { role: 'viewer', venues: [MINE] },
    });
    expect(demoted.status).toBe(409);
  });

  it('a removed user is signed out at once', async () => {
    expect(
      (await addUser(owner, { username: 'gone', password: 'gone-password', role: 'viewer', venues: [MINE] }))
        .status,
    ).toBe(201);
    const gone = await signIn('gone', 'gone-password');
    expect((await ask('get', api.me.path, { cookie: gone })).status).toBe(200);
    expect(
      (await ask('delete', pathWith(api.removeUser.path, { username: 'gone' }), { cookie: owner })).status,
    ).toBe(204);
    expect((await ask('get', api.me.path, { cookie: gone })).status).toBe(401);
    const again = await ask('delete', pathWith(api.removeUser.path, { username: 'gone' }), { cookie: owner });
    expect([again.status, message(again)]).toEqual([404, 'Head office has no user with that username.']);
  });
});

describe('sign out and change password', () => {
  it('signing out ends the session', async () => {
    const cookie = await signIn('vic', 'viewer-password');
    expect((await ask('get', api.me.path, { cookie })).status).toBe(200);
    expect((await ask('post', hubEndpoints.headOffice.logout.path, { cookie })).status).toBe(204);
    expect((await ask('get', api.me.path, { cookie })).status).toBe(401);
  });

  it('a viewer changes their own password: the current one is asked, the new one follows the rules, other sessions end', async () => {
    const here = await signIn('vic', 'viewer-password');
    const elsewhere = await signIn('vic', 'viewer-password');
    const wrong = await ask('post', api.changePassword.path, {
      cookie: here,
      body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
    });
    expect([wrong.status, message(wrong)]).toEqual([403, 'Your current password is not right.']);
    const short = await ask('post', api.changePassword.path, {
      cookie: here,
      body: { currentPassword: 'viewer-password', newPassword: 'short' },
    });
    expect([short.status, message(short)]).toEqual([
      400,
      'The new password must be at least 10 characters long.',
    ]);
    const changed = await ask('post', api.changePassword.path, {
      cookie: here,
      body: { currentPassword: 'viewer-password', newPassword: 'a-brand-new-password' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((JSON.parse(changed.text) as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await ask('get', api.me.path, { cookie: here })).status).toBe(200);
    expect((await ask('get', api.me.path, { cookie: elsewhere })).status).toBe(401);
    expect((await login('vic', 'viewer-password')).status).toBe(401);
    expect((await login('vic', 'a-brand-new-password')).status).toBe(200);
  });
});

describe('periods asked in a query', () => {
  it.each([
    [{ kind: 'week' }, 'Say which date the period holds (date=YYYY-MM-DD).'],
    [{ kind: 'fortnight', date: '2025-01-01' }, 'Choose a period: day, week, month, year or custom.'],
    [{}, 'Choose a period: day, week, month, year or custom.'],
    [{ kind: 'month', date: '2025-13-01' }, 'Write dates as YYYY-MM-DD.'],
    [
      { kind: 'custom', from: '2025-01-01' },
      'A custom range needs its first and last day (from= and to=, YYYY-MM-DD).',
    ],
    [{ kind: 'custom', from: '2025-02-01', to: '2025-01-01' }, 'A range must not end before it starts.'],
    [{ kind: 'custom', from: '2020-01-01', to: '2025-01-01' }, 'A range can be at most three years long.'],
  ])('%j → 400: %s', async (query, sentence) => {
    for (const entry of [figures.period, figures.trends, figures.ranking]) {
      const answer = await ask('get', entry.path + queryString(query), { cookie: owner });
      expect([answer.status, message(answer)]).toEqual([400, sentence]);
    }
  });

  it('a ranking by an unknown figure, and a CSV of an unknown chart, are refused with a sentence', async () => {
    const by = await ask(
      'get',
      figures.ranking.path + queryString({ kind: 'year', date: TODAY, by: 'fame' }),
      { cookie: owner },
    );
    expect(by.status).toBe(400);
    expect(message(by)).toMatch(/^Rank by revenue/);
    const chart = await ask(
      'get',
      figures.csv.path + queryString({ kind: 'year', date: TODAY, chart: 'pie' }),
      { cookie: owner },
    );
    expect([chart.status, message(chart)]).toEqual([
      400,
      'Choose a chart to export: figures, ranking, trends or heat-map.',
    ]);
  });

  it('a CSV holds the rows its chart answers', async () => {
    const res = await fetch(
      web.url + figures.csv.path + queryString({ kind: 'year', date: TODAY, chart: 'trends' }),
      {
        headers: { cookie: owner },
      },
    );
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?trends-/);
    const lines = (await res.text()).trim().split('\r\n');
    const json = await ask('get', figures.trends.path + queryString({ kind: 'year', date: TODAY }), {
      cookie: owner,
    });
    const trends = JSON.parse(json.text) as { venues: { points: unknown[] }[] };
    expect(lines.length - 1).toBe(trends.venues.reduce((n, v) => n + v.points.length, 0));
    expect(lines[0]).toBe(
      'Venue id,Currency,From,Revenue (minor units),Lane-hours sold,Lane-hours open,Utilisation %',
    );
  });
});
