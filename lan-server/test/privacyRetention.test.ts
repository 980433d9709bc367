import { afterEach, describe, expect, it } from 'vitest';
import type { RetentionAnswer } from '../../shared/api/privacy';
import { ANONYMISED_NAME } from '../../shared/privacy/retention';
import { startRetentionJob } from '../services/retentionJob';
import { RETENTION_ACTOR } from '../services/privacy';
import { startTestServer, TestClock, type TestServer } from './harness';
import {
  addBooking,
  auditRows,
  postJson,
  setRetentionMonths,
  storedBooking,
  type StoredBooking,
} from './privacyFixtures';

let t: TestServer;
afterEach(async () => t?.close());

/** What a booking keeps for the venue's figures once its contact details are gone. */
const venueFigures = (r: StoredBooking) => [
  r.lane_id,
  r.reserved_time,
  r.end_time,
  r.prepaid_amount,
  r.status,
  r.player_count,
];

const runNow = (cookie: string) => postJson<RetentionAnswer>(t, '/api/privacy/retention/run', cookie);

describe('retention anonymises exactly the bookings older than N months on the venue clock', () => {
  it('across the October clock change: the cut-off is 10 October 12:00 BST (11:00 UTC), not 12:00 UTC', async () => {
    // Now: 10 November 2026, 12:00 GMT. One month back on the venue clock is 10 October 12:00 BST.
    t = await startTestServer({ clock: new TestClock('2026-11-10T12:00:00.000Z') });
    const cookie = await t.signIn('admin');
    expect((await setRetentionMonths(t, cookie, 1)).status).toBe(200);
    const due = {
      justBefore: addBooking(t, { reservedTime: '2026-10-10T10:59:59.999Z' }),
      weeksBefore: addBooking(t, { reservedTime: '2026-09-01T18:00:00.000Z', status: 'cancelled' }),
      unclaimed: addBooking(t, { reservedTime: '2026-08-01T18:00:00.000Z', status: 'active' }),
    };
    const kept = {
      atCutoff: addBooking(t, { reservedTime: '2026-10-10T11:00:00.000Z' }),
      // Before 12:00 UTC but after 12:00 on the venue's (BST) clock: a UTC count would wrongly scrub it.
      utcWouldScrub: addBooking(t, { reservedTime: '2026-10-10T11:30:00.000Z' }),
      lastWeek: addBooking(t, { reservedTime: '2026-11-03T19:00:00.000Z' }),
      future: addBooking(t, { reservedTime: '2026-12-01T19:00:00.000Z', status: 'active' }),
    };
    const before = Object.fromEntries(Object.values(due).map((id) => [id, storedBooking(t, id)]));

    const { status, body } = await runNow(cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ anonymised: 3, cutoff: '2026-10-10T11:00:00.000Z' });
    for (const id of Object.values(due)) {
      const row = storedBooking(t, id);
      expect(row).toMatchObject({
        customer_name: ANONYMISED_NAME,
        contact_info: null,
        email_address: null,
        anonymised_at: '2026-11-10T12:00:00.000Z',
      });
      // The booking itself stays for the venue's figures.
      expect(venueFigures(row)).toEqual(venueFigures(before[id] ?? row));
    }
    for (const id of Object.values(kept)) {
      expect(storedBooking(t, id)).toMatchObject({
        customer_name: 'Jo Bloggs',
        contact_info: '07700 900123',
        email_address: 'jo@example.com',
        anonymised_at: null,
      });
    }
  });

  it('across the March clock change, with the default 24 months, either side of the cut-off', async () => {
    // Now: 1 April 2026, 09:00 BST (08:00 UTC); 24 months back is 1 April 2024, 09:00 BST = 08:00 UTC.
    t = await startTestServer({ clock: new TestClock('2026-04-01T08:00:00.000Z') });
    const cookie = await t.signIn('admin');
    const due = addBooking(t, { reservedTime: '2024-04-01T07:59:00.000Z' });
    const kept = addBooking(t, { reservedTime: '2024-04-01T08:00:00.000Z' });
    const winter = addBooking(t, { reservedTime: '2024-03-01T20:00:00.000Z' });
    expect((await runNow(cookie)).body).toEqual({ anonymised: 2, cutoff: '2024-04-01T08:00:00.000Z' });
    expect(storedBooking(t, due).anonymised_at).not.toBeNull();
    expect(storedBooking(t, winter).anonymised_at).not.toBeNull();
    expect(storedBooking(t, kept).customer_name).toBe('Jo Bloggs');
  });

  it('counts in the venue’s own timezone when the settings name another one', async () => {
    // Now: 10 June 2026 12:00 UTC = 08:00 in New York (EDT). Six months back: 10 December 2025 08:00 EST
    // = 13:00 UTC. A booking at 12:30 UTC that day is due; one at 13:00 UTC is kept.
    t = await startTestServer({ clock: new TestClock('2026-06-10T12:00:00.000Z') });
    const cookie = await t.signIn('admin');
    const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Record<string, unknown>;
    const { id: _id, ...body } = settings;
    const put = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...body, timezone: 'America/New_York', contactRetentionMonths: 6 },
    });
    expect(put.status).toBe(200);
    const due = addBooking(t, { reservedTime: '2025-12-10T12:30:00.000Z' });
    const kept = addBooking(t, { reservedTime: '2025-12-10T13:00:00.000Z' });
    expect((await runNow(cookie)).body.anonymised).toBe(1);
    expect(storedBooking(t, due).customer_name).toBe(ANONYMISED_NAME);
    expect(storedBooking(t, kept).customer_name).toBe('Jo Bloggs');
  });

  it('a second run touches nothing already anonymised, and every run is audited', async () => {
    t = await startTestServer({ clock: new TestClock('2026-06-10T12:00:00.000Z') });
    const cookie = await t.signIn('admin');
    addBooking(t, { reservedTime: '2023-01-01T12:00:00.000Z' });
    addBooking(t, { reservedTime: '2023-02-01T12:00:00.000Z' });
    expect((await runNow(cookie)).body.anonymised).toBe(2);
    t.clock.advance(60_000);
    expect((await runNow(cookie)).body.anonymised).toBe(0);
    const runs = auditRows(t).filter((r) => r.action === 'retention');
    // The start-up run (nothing due then), then the two staff runs.
    expect(runs.map((r) => [r.actor, r.affected])).toEqual([
      [RETENTION_ACTOR, 0],
      ['admin', 2],
      ['admin', 0],
    ]);
    expect(runs[1]).toMatchObject({ at: '2026-06-10T12:00:00.000Z' });
    expect(runs[1]?.detail).toContain('2024-06-10T12:00:00.000Z (24 months)');
    // The audit never carries the personal data it scrubbed.
    expect(JSON.stringify(auditRows(t))).not.toMatch(/Jo Bloggs|07700|jo@example/);
  });
});

describe('the retention job', () => {
  it('runs at start-up, and then once each new venue day', async () => {
    const clock = new TestClock('2026-06-10T12:00:00.000Z');
    t = await startTestServer({ clock });
    const old = addBooking(t, { reservedTime: '2024-06-01T12:00:00.000Z' });
    await t.stop();
    t = await startTestServer({ clock, dataDir: t.dataDir });
    expect(storedBooking(t, old).customer_name).toBe(ANONYMISED_NAME);
    expect(auditRows(t).at(-1)).toMatchObject({ actor: RETENTION_ACTOR, action: 'retention', affected: 1 });

    // A second job on a fast timer: it runs at its start, not again the same venue day, again the next.
    const job = startRetentionJob(t.server.ctx, 10);
    await job.ran;
    const afterStart = auditRows(t).length;
    await new Promise((r) => setTimeout(r, 60));
    expect(auditRows(t)).toHaveLength(afterStart);
    const next = addBooking(t, { reservedTime: '2024-06-10T22:00:00.000Z' });
    clock.set('2026-06-10T23:30:00.000Z'); // 00:30 BST on 11 June: a new venue day
    await expect.poll(() => auditRows(t).length, { timeout: 2000 }).toBe(afterStart + 1);
    await job.stop();
    expect(storedBooking(t, next).customer_name).toBe(ANONYMISED_NAME);
  });
});

describe('the retention job, at a venue open past midnight', () => {
  it('waits for closing, not midnight, before the next venue day’s run', async () => {
    const clock = new TestClock('2026-06-10T12:00:00.000Z'); // Wednesday 13:00 BST
    t = await startTestServer({ clock });
    const cookie = await t.signIn('admin');
    const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Record<string, unknown> & {
      operatingHours: Record<string, unknown>;
    };
    const { id: _id, ...body } = settings;
    const late = { start: '12:00', end: '02:00', closed: false };
    const put = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...body, operatingHours: { ...settings.operatingHours, wednesday: late } },
    });
    expect(put.status).toBe(200);
    const job = startRetentionJob(t.server.ctx, 10);
    await job.ran;
    const afterStart = auditRows(t).length;
    clock.set('2026-06-10T23:30:00.000Z'); // 00:30 BST on Thursday: still Wednesday's opening
    await new Promise((r) => setTimeout(r, 80));
    expect(auditRows(t)).toHaveLength(afterStart);
    clock.set('2026-06-11T01:30:00.000Z'); // 02:30 BST: closed, Thursday has begun
    await expect.poll(() => auditRows(t).length, { timeout: 2000 }).toBe(afterStart + 1);
    await job.stop();
  });
});

describe('the setting', () => {
  it('defaults to 24 months, refuses less than 1, and is kept when a client leaves it out', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const read = async () =>
      ((await (await t.lan('/api/settings', { cookie })).json()) as { contactRetentionMonths: number })
        .contactRetentionMonths;
    expect(await read()).toBe(24);
    const zero = await setRetentionMonths(t, cookie, 0);
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { message: string }).message).toBe(
      'Data Retention must be at least 1 month',
    );
    expect((await setRetentionMonths(t, cookie, 2.5)).status).toBe(400);
    expect((await setRetentionMonths(t, cookie, 36)).status).toBe(200);
    const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Record<string, unknown>;
    const { id: _id, contactRetentionMonths: _months, ...withoutIt } = settings;
    expect((await t.lan('/api/settings', { method: 'PUT', cookie, json: withoutIt })).status).toBe(200);
    expect(await read()).toBe(36);
  });
});
