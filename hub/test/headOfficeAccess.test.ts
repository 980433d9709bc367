import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryName, pathWith, queryString, type Endpoint } from '../../shared/api/endpoint';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { CsvChart } from '../../shared/group/figuresApi';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { MINE, NAMES, OTHERS, OTHER_TEXTS, VENUES, storeThreeVenues } from './accessFixtures';
import { startCheckedHubWeb } from './checkedHubWeb';
import { startEngines, startHub, type Engines } from './groupFixtures';

/**
 * A manager limited to one venue, walking every entry of head office's door (hubEndpoints, read from the
 * table so an entry added tomorrow is walked too) with every venue they might name: no answer holds another
 * venue's id, name or players, and another venue is answered as unknown. Real nats-server and PostgreSQL.
 */
let engines: Engines;
let hub: HubCore;
let web: HubWeb;
const ADMIN = 'head-office-owner-password';
const MANAGER = { username: 'area', password: 'area-manager-password' };
const TODAY = DateTime.utc().toISODate() ?? '2026-01-01';

interface Answer {
  status: number;
  text: string;
  type: string;
  cookie: string;
}

async function ask(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(web.url + path, {
    method: method.toUpperCase(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return {
    status: res.status,
    text: await res.text(),
    type: res.headers.get('content-type') ?? '',
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '',
  };
}

async function signIn(username: string, password: string): Promise<string> {
  const answer = await ask('post', hubEndpoints.headOffice.login.path, { body: { username, password } });
  expect(answer.status, answer.text).toBe(200);
  return answer.cookie;
}

const message = (a: Answer): unknown => (JSON.parse(a.text) as { message?: unknown }).message;

beforeAll(async () => {
  engines = await startEngines(VENUES.map((v) => v.venueId));
  hub = await startHub(engines);
  await ensureAdmin(hub.pool, ADMIN, () => undefined);
  web = await startCheckedHubWeb(hub, { port: 0 });
  await storeThreeVenues(hub);
  const owner = await signIn('admin', ADMIN);
  const added = await ask('post', hubEndpoints.accounts.addUser.path, {
    cookie: owner,
    body: { ...MANAGER, role: 'manager', venues: [MINE] },
  });
  expect(added.status, added.text).toBe(201);
}, 120_000);

afterAll(async () => {
  await web?.close();
  await hub?.stop();
  await engines?.close();
});

/** Values for a path's names: for a venue, the person's own and each other venue. */
function paramChoices(entry: Endpoint): Record<string, string>[] {
  let choices: Record<string, string>[] = [{}];
  for (const [, name] of entry.path.matchAll(/:([A-Za-z]+)/g)) {
    const values =
      name === 'venueId' ? [MINE, ...OTHERS] : name === 'username' ? [MANAGER.username, 'admin'] : ['x'];
    choices = choices.flatMap((c) => values.map((v) => ({ ...c, [name ?? '']: v })));
  }
  return choices;
}

/** Queries to send: a year's period, and for the export every chart of every venue. */
function queryChoices(entry: Endpoint): Record<string, string>[] {
  const period = { kind: 'year', date: TODAY };
  if (entry !== hubEndpoints.figures.csv) return [period];
  return CsvChart.options.flatMap((chart) =>
    [MINE, ...OTHERS].map((venueId) => ({ ...period, chart, venueId })),
  );
}

/**
 * The public booking page, the public league page and the sign-in are open to everyone by design: they are
 * no one's figures.
 */
const PUBLIC: readonly Endpoint[] = [
  hubEndpoints.headOffice.login,
  hubEndpoints.headOffice.logout,
  ...Object.values(hubEndpoints.groupPage),
  ...Object.values(hubEndpoints.groupLeaguePage),
];

describe("a manager sees their own venues only, through every entry of head office's door", () => {
  it('walks the whole table: no answer holds another venue, and another venue is unknown', async () => {
    const cookie = await signIn(MANAGER.username, MANAGER.password);
    let walked = 0;
    let sawMine = 0;
    for (const [area, entries] of Object.entries(hubEndpoints)) {
      for (const [name, entry] of Object.entries(entries) as [string, Endpoint][]) {
        if (entry.access === 'anonymous') {
          expect(PUBLIC, `${area}.${name} is anonymous: is it meant to be public?`).toContain(entry);
          continue;
        }
        for (const params of paramChoices(entry)) {
          for (const query of queryChoices(entry)) {
            const path = pathWith(entry.path, params) + queryString(query);
            const body = entry.method === 'get' ? undefined : {};
            const answer = await ask(entry.method, path, { cookie, body });
            const where = `${area}.${name}: ${entry.method.toUpperCase()} ${path} → ${answer.status} ${answer.text.slice(0, 200)}`;
            walked += 1;
            expect(answer.status, where).toBeLessThan(500);
            for (const text of OTHER_TEXTS) expect(answer.text, where).not.toContain(text);
            const namesOther = Object.values({ ...params, ...query }).some((v) =>
              (OTHERS as readonly string[]).includes(v),
            );
            if (namesOther && entry.access === 'staff' && entry.method === 'get') {
              expect(answer.status, where).toBe(404);
              expect(message(answer), where).toBe('Head office has no venue with that id.');
            }
            if (answer.status === 200 && answer.text.includes(NAMES[MINE] ?? MINE)) sawMine += 1;
            if (
              answer.status === 200 &&
              answer.type.startsWith('text/csv') &&
              answer.text.includes(`${MINE},`)
            )
              sawMine += 1;
          }
        }
      }
    }
    // The walk reached every figures entry with the manager's own venue in its answer (the test can fail).
    expect(walked).toBeGreaterThan(Object.values(hubEndpoints.figures).length);
    expect(sawMine).toBeGreaterThanOrEqual(Object.values(hubEndpoints.figures).length);
  }, 120_000);

  it("an owner's same questions do show the other venues (the data the walk must not see is there)", async () => {
    const owner = await signIn('admin', ADMIN);
    const period = queryString({ kind: 'year', date: TODAY });
    for (const entry of [
      hubEndpoints.figures.period,
      hubEndpoints.figures.alerts,
      hubEndpoints.headOffice.figures,
    ]) {
      const answer = await ask('get', entry.path + period, { cookie: owner });
      expect(answer.status, entryName(entry)).toBe(200);
      for (const id of OTHERS) expect(answer.text, entryName(entry)).toContain(id);
    }
    const page = await ask(
      'get',
      pathWith(hubEndpoints.figures.venue.path, { venueId: OTHERS[0] }) + period,
      {
        cookie: owner,
      },
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Player of ${OTHERS[0]}`);
  });
});
