import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueInboxPrefix } from '../../shared/group/events';
import type { HeadOffice } from '../../shared/group/figures';
import { readLiveMessage } from '../../shared/group/live';
import { headOffice } from '../figures';
import { allVenueIds } from '../analytics/db';
import { headOfficeApiDocument } from '../headOfficeRoutes';
import type { HubCore } from '../hub';
import { ensureAdmin, type HubWeb } from '../web';
import { startCheckedHubWeb } from './checkedHubWeb';
import { startEngines, startHub, venuePassword, type Engines } from './groupFixtures';

/** Head office's web side: sign-in, the figures, the live socket, offline after 90 s, the group leaderboard. */
let engines: Engines;
let hub: HubCore;
let web: HubWeb;
const ADMIN = 'head-office-test-password';

beforeAll(async () => {
  engines = await startEngines(['leeds']);
  hub = await startHub(engines);
  await ensureAdmin(hub.pool, ADMIN, () => undefined);
  web = await startCheckedHubWeb(hub, { port: 0 });
}, 60_000);

afterAll(async () => {
  await web?.close();
  await hub?.stop();
  await engines?.close();
});

async function publishAsLeeds(messages: object[]): Promise<void> {
  const nc = await connect({
    servers: engines.nats.url,
    user: 'leeds',
    pass: venuePassword('leeds'),
    inboxPrefix: venueInboxPrefix('leeds'),
  });
  try {
    const js = jetstream(nc);
    for (const m of messages) {
      const kind = 'kind' in m ? String(m.kind) : '';
      await js.publish(`group.leeds.${kind}`, JSON.stringify(m));
    }
  } finally {
    await nc.close();
  }
}

describe('head office', () => {
  it('asks for sign-in and refuses a wrong password', async () => {
    expect((await fetch(`${web.url}/api/head-office`)).status).toBe(401);
    const wrong = await fetch(`${web.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      message: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it("serves its OpenAPI document to a signed-in user only: head office's own API and the group page's", async () => {
    expect((await fetch(`${web.url}/api/openapi.json`)).status).toBe(401);
    const login = await fetch(`${web.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const res = await fetch(`${web.url}/api/openapi.json`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(headOfficeApiDocument())));
  });

  it('sends figures over the socket as events arrive, and the group leaderboard', async () => {
    const login = await fetch(`${web.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const views: HeadOffice[] = [];
    const ws = new WebSocket(`${web.url.replace('http', 'ws')}/api/live`, { headers: { cookie } });
    ws.on('message', (data: Buffer) => {
      const message = readLiveMessage(JSON.parse(data.toString()));
      if (message?.type === 'head_office_updated') views.push(message.view);
    });
    await expect.poll(() => views.length, { timeout: 5_000 }).toBeGreaterThan(0);

    const now = new Date().toISOString();
    await publishAsLeeds([
      {
        kind: 'heartbeat',
        eventId: randomUUID(),
        venueId: 'leeds',
        occurredAt: now,
        venueName: 'Leeds',
        currency: 'EUR',
        timezone: 'Europe/London',
        laneHoursOpenToday: 112,
        laneHoursOpenWeek: 700,
        queued: 0,
      },
      {
        kind: 'session_started',
        eventId: randomUUID(),
        venueId: 'leeds',
        seq: 1,
        occurredAt: now,
        sessionId: randomUUID(),
        laneNumber: 2,
        fee: '30.00',
        prepaidAmount: '0.00',
        currency: 'EUR',
        startedAt: now,
        bookedMinutes: 120,
        reservationId: null,
      },
      {
        kind: 'lane_game_finished',
        eventId: randomUUID(),
        venueId: 'leeds',
        seq: 2,
        occurredAt: now,
        gameId: randomUUID(),
        laneNumber: 2,
        mode: '501',
        leaderboard: [{ name: 'Ann', highestCheckout: 121, oneEighties: 2, average: 61.5 }],
      },
    ]);
    await expect
      .poll(() => views.at(-1)?.venues.find((v) => v.venueId === 'leeds')?.today.sessions, {
        timeout: 10_000,
      })
      .toBe(1);
    const leeds = views.at(-1)?.venues.find((v) => v.venueId === 'leeds');
    expect(leeds).toMatchObject({
      name: 'Leeds',
      currency: 'EUR',
      online: true,
      today: { laneHoursSold: 2, laneHoursOpen: 112, utilisation: 1.8 },
    });
    await expect
      .poll(() => views.at(-1)?.leaderboard.tonight.highestCheckout, { timeout: 10_000 })
      .toEqual([{ name: 'Ann', venueId: 'leeds', venueName: 'Leeds', laneNumber: 2, value: 121 }]);
    ws.close();
  });

  it('marks a venue offline 90 s after its last heartbeat', async () => {
    await hub.pool.query(
      `UPDATE venues SET last_heartbeat_at = now() - interval '89 seconds' WHERE venue_id = 'leeds'`,
    );
    expect(
      (await headOffice(hub.pool, await allVenueIds(hub.pool))).venues.find((v) => v.venueId === 'leeds')
        ?.online,
    ).toBe(true);
    await hub.pool.query(
      `UPDATE venues SET last_heartbeat_at = now() - interval '91 seconds' WHERE venue_id = 'leeds'`,
    );
    expect(
      (await headOffice(hub.pool, await allVenueIds(hub.pool))).venues.find((v) => v.venueId === 'leeds')
        ?.online,
    ).toBe(false);
  });
});
