import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../shared/api/settings';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

async function current(cookie: string): Promise<Settings> {
  return (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
}

describe('GET /api/settings', () => {
  it('answers the default settings to staff', async () => {
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
  // Each refusal names the field as the settings page labels it, never a schema path.
  it.each<[string, Change, string | RegExp]>([
    ['an unknown currency', (s) => ({ ...s, currency: 'JPY' }), 'Currency must be one of GBP, USD, EUR'],
    [
      'a negative default rate',
      (s) => ({ ...s, defaultHourlyRate: '-1.00' }),
      'Default Hourly Rate must be an amount of at least 0 with up to two decimals',
    ],
    ['three decimals', (s) => ({ ...s, defaultHourlyRate: '15.001' }), /^Default Hourly Rate must be/],
    [
      'a lane rate that is not a number',
      (s) => ({ ...s, laneRates: { '3': 'ten' } }),
      'Lane 3 Rate must be an amount of at least 0 with up to two decimals',
    ],
    ['a lane rate for lane 11', (s) => ({ ...s, laneRates: { '11': '10.00' } }), /^Lane 11 Rate/],
    [
      'a time that is not HH:MM',
      (s) => ({
        ...s,
        operatingHours: { ...s.operatingHours, monday: { start: '9am', end: '23:00', closed: false } },
      }),
      'Monday opening time must be a time as HH:MM',
    ],
    [
      // Closing at or before opening is the next day, so this is no longer refused for its own sake;
      // 23:00–10:00 is refused only because it runs past Tuesday's 09:00 opening.
      'a night running past the next day’s opening',
      (s) => ({
        ...s,
        operatingHours: { ...s.operatingHours, monday: { start: '23:00', end: '10:00', closed: false } },
      }),
      'Monday closes at 10:00 on Tuesday morning, after Tuesday opens at 09:00. Close Monday by 09:00 or open Tuesday later.',
    ],
    [
      'a missing weekday',
      (s) => ({ ...s, operatingHours: { ...s.operatingHours, friday: undefined } }),
      /^Friday hours/,
    ],
    [
      'a made-up timezone',
      (s) => ({ ...s, timezone: 'Mars/Olympus' }),
      'Timezone must be an IANA timezone such as Europe/London',
    ],
    // The town is a town's name, not an address.
    [
      'a town of 81 characters',
      (s) => ({ ...s, town: 'x'.repeat(81) }),
      'Town must be at most 80 characters',
    ],
    ['a town that is not text', (s) => ({ ...s, town: 42 }), /^Town: /],
  ])('refuses %s with 400 naming it in the venue’s words', async (_rule, change, message) => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const before = await current(cookie);
    const res = await t.lan('/api/settings', { method: 'PUT', cookie, json: change(before) });
    expect(res.status).toBe(400);
    const text = ((await res.json()) as { message: string }).message;
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
    expect(text).not.toMatch(/operatingHours|laneRates|defaultHourlyRate|\.(start|end)\b/);
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

describe('the venue’s town', () => {
  it('starts empty, is stored trimmed, shown on the public door, kept when left out, and cleared with ""', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('staff');
    const { id: _id, ...body } = await current(cookie);
    expect(body.town).toBe('');
    const put = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...body, town: '  Ashford ' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ town: 'Ashford' });
    expect(await current(cookie)).toMatchObject({ ...body, town: 'Ashford' });
    expect(await (await t.pub('/api/public/settings')).json()).toMatchObject({
      businessName: body.businessName,
      town: 'Ashford',
    });

    // An older client that does not know the field cannot clear it.
    const { town: _town, ...withoutTown } = body;
    const older = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...withoutTown, businessName: 'The Oche' },
    });
    expect(older.status).toBe(200);
    expect(await current(cookie)).toMatchObject({ businessName: 'The Oche', town: 'Ashford' });

    const cleared = await t.lan('/api/settings', { method: 'PUT', cookie, json: { ...body, town: '' } });
    expect(cleared.status).toBe(200);
    expect((await current(cookie)).town).toBe('');
  });
});

describe('two settings are an admin’s to change', () => {
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

describe('a venue that closes after midnight', () => {
  // 2026-06-12 is a Friday (BST): 00:30 on Saturday is 23:30 UTC on Friday.
  const LATE: Partial<Settings['operatingHours']> = {
    friday: { start: '12:00', end: '01:00', closed: false },
    saturday: { start: '12:00', end: '23:00', closed: false },
  };

  it('is stored, and Friday’s grid, its bookings and Saturday keep to their own hours', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const before = await current(cookie);
    const put = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...before, operatingHours: { ...before.operatingHours, ...LATE } },
    });
    expect(put.status).toBe(200);
    expect((await current(cookie)).operatingHours.friday).toEqual(LATE.friday);

    type Grid = { lanes: { laneId: number; slots: { start: string; state: string }[] }[] };
    const grid = async (date: string, duration: number) =>
      (await (await t.pub(`/api/public/availability?date=${date}&duration=${duration}`)).json()) as Grid;
    const friday = await grid('2026-06-12', 30);
    const starts = friday.lanes[0]?.slots.map((s) => s.start) ?? [];
    expect(starts[0]).toBe('2026-06-12T11:00:00.000Z');
    expect(starts.at(-1)).toBe('2026-06-12T23:30:00.000Z'); // 00:30 on Saturday morning
    const saturday = await grid('2026-06-13', 30);
    expect(saturday.lanes[0]?.slots[0]?.start).toBe('2026-06-13T11:00:00.000Z'); // Saturday opens at 12:00

    const booking = {
      laneId: friday.lanes[0]?.laneId,
      customerName: 'Night Owl',
      contactInfo: '07700 900123',
      emailAddress: 'owl@example.com',
      playerCount: 2,
      duration: 30,
    };
    const at = (reservedTime: string) =>
      t.pub('/api/reservations', { method: 'POST', json: { ...booking, reservedTime } });
    expect((await at('2026-06-12T23:30:00.000Z')).status).toBe(201);
    const tooLate = await at('2026-06-13T00:00:00.000Z'); // 01:00: Friday has closed, Saturday not opened
    expect(tooLate.status).toBe(400);
    expect(((await tooLate.json()) as { message: string }).message).toBe(
      'Bookings on Saturday must start at 12:00 or later and finish by 23:00',
    );
    // The booked 00:30 slot now reads reserved in Friday's grid.
    const after = await grid('2026-06-12', 30);
    expect(after.lanes[0]?.slots.at(-1)).toMatchObject({
      start: '2026-06-12T23:30:00.000Z',
      state: 'reserved',
    });
  });

  it('takes equal opening and closing times as 24 hours', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const before = await current(cookie);
    const allDay = { start: '09:00', end: '09:00', closed: false };
    const put = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...before, operatingHours: { ...before.operatingHours, friday: allDay } },
    });
    expect(put.status).toBe(200);
    const grid = (await (await t.pub('/api/public/availability?date=2026-06-12&duration=60')).json()) as {
      lanes: { slots: unknown[] }[];
    };
    expect(grid.lanes[0]?.slots).toHaveLength(47);
  });
});
