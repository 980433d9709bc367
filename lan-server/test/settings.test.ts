import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../shared/api/settings';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

async function current(cookie: string): Promise<Settings> {
  return (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
}

describe('GET /api/settings', () => {
  it('answers SPEC §9 defaults to staff', async () => {
    t = await startTestServer();
    expect(await current(await t.signIn())).toMatchObject({
      currency: 'GBP',
      defaultHourlyRate: '15.00',
      timezone: 'Europe/London',
      operatingHours: { sunday: { start: '10:00', end: '22:00', closed: false } },
    });
  });

  it('is staff only', async () => {
    t = await startTestServer();
    expect((await t.lan('/api/settings')).status).toBe(401);
    expect((await t.lan('/api/settings', { method: 'PUT', json: {} })).status).toBe(401);
  });
});

describe('PUT /api/settings validates before storing', () => {
  type Change = (s: Settings) => unknown;
  it.each<[string, Change, RegExp]>([
    ['an unknown currency', (s) => ({ ...s, currency: 'JPY' }), /currency/],
    ['a negative default rate', (s) => ({ ...s, defaultHourlyRate: '-1.00' }), /defaultHourlyRate/],
    ['three decimals', (s) => ({ ...s, defaultHourlyRate: '15.001' }), /defaultHourlyRate/],
    ['a lane rate that is not a number', (s) => ({ ...s, laneRates: { '3': 'ten' } }), /laneRates/],
    ['a lane rate for lane 11', (s) => ({ ...s, laneRates: { '11': '10.00' } }), /laneRates/],
    [
      'a time that is not HH:MM',
      (s) => ({
        ...s,
        operatingHours: { ...s.operatingHours, monday: { start: '9am', end: '23:00', closed: false } },
      }),
      /monday/,
    ],
    [
      'opening after closing',
      (s) => ({
        ...s,
        operatingHours: { ...s.operatingHours, monday: { start: '23:00', end: '09:00', closed: false } },
      }),
      /opening time must be before closing time/,
    ],
    [
      'a missing weekday',
      (s) => ({ ...s, operatingHours: { ...s.operatingHours, friday: undefined } }),
      /friday/,
    ],
    ['a made-up timezone', (s) => ({ ...s, timezone: 'Mars/Olympus' }), /IANA/],
  ])('refuses %s with 400 naming it', async (_rule, change, message) => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const before = await current(cookie);
    const res = await t.lan('/api/settings', { method: 'PUT', cookie, json: change(before) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
    expect(await current(cookie)).toEqual(before);
  });

  it('stores a valid change, drops blank lane rates, keeps the id, and prices with it', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const before = await current(cookie);
    const res = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: {
        ...before,
        id: 'ignored',
        currency: 'EUR',
        laneRates: { '2': '20.50', '3': '' },
        businessName: ' The Oche ',
        operatingHours: { ...before.operatingHours, tuesday: { start: '09:00', end: '09:00', closed: true } },
      },
    });
    expect(res.status).toBe(200);
    const after = await current(cookie);
    expect(after).toMatchObject({
      id: before.id,
      currency: 'EUR',
      laneRates: { '2': '20.50' },
      businessName: 'The Oche',
    });
    const a = (await (await t.pub('/api/public/availability?date=2026-06-11&duration=60')).json()) as {
      currency: string;
      lanes: { number: number; slots: { price: string }[] }[];
    };
    expect(a.currency).toBe('EUR');
    expect(a.lanes.find((l) => l.number === 2)?.slots[0]?.price).toBe('20.50');
  });
});

describe('two settings are an admin’s to change (issue 18)', () => {
  it.each([
    [
      'the second backup folder',
      { backupCopyFolder: '/media/usb' },
      'Only an admin can change where backups are copied.',
    ],
    [
      'how long contact details are kept',
      { contactRetentionMonths: 6 },
      "Only an admin can change how long customers' contact details are kept.",
    ],
  ])(
    '%s: staff get 403 with a sentence and nothing is saved; an admin changes it',
    async (_what, change, message) => {
      t = await startTestServer();
      const staff = await t.signIn('staff');
      const before = await current(staff);
      const { id: _id, ...body } = before;
      const refused = await t.lan('/api/settings', {
        method: 'PUT',
        cookie: staff,
        json: { ...body, businessName: 'Changed Too', ...change },
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message, code: 'FORBIDDEN' });
      expect(await current(staff)).toEqual(before);

      const admin = await t.signIn('admin');
      const saved = await t.lan('/api/settings', {
        method: 'PUT',
        cookie: admin,
        json: { ...body, ...change },
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject(change);
    },
  );

  it('staff still save the rest of the form, sending those two unchanged or leaving them out', async () => {
    t = await startTestServer();
    const staff = await t.signIn('staff');
    const { id: _id, ...body } = await current(staff);
    const same = await t.lan('/api/settings', {
      method: 'PUT',
      cookie: staff,
      json: { ...body, businessName: 'A' },
    });
    expect(same.status).toBe(200);
    const { backupCopyFolder: _f, contactRetentionMonths: _m, ...rest } = body;
    const without = await t.lan('/api/settings', {
      method: 'PUT',
      cookie: staff,
      json: { ...rest, businessName: 'B' },
    });
    expect(without.status).toBe(200);
    expect((await current(staff)).businessName).toBe('B');
  });
});
