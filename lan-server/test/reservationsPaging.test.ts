import { afterEach, describe, expect, it } from 'vitest';
import type { StaffReservation } from '../../shared/api/reservationEdits';
import { book, minutesAfter } from './lanesFixtures';
import { startTestServer, type TestServer } from './harness';

// GET /api/reservations answers a page of venue days — today and the six after it unless asked — and the
// recent completed, so neither a diary months long nor years of history are sent at once. The harness
// clock reads Wednesday 2026-06-10 12:00 UTC (13:00 in London, BST).
let t: TestServer;
afterEach(async () => t?.close());

/** 19:00 in London (BST) on day `d` of June 2026. */
const evening = (d: number) => `2026-06-${String(d).padStart(2, '0')}T18:00:00.000Z`;

async function page(query = ''): Promise<StaffReservation[]> {
  const res = await t.lan(`/api/reservations${query}`, { cookie: await t.signIn() });
  expect(res.status).toBe(200);
  return (await res.json()) as StaffReservation[];
}
const names = (list: StaffReservation[]) => list.map((r) => r.customerName);

describe('GET /api/reservations pages through venue days', () => {
  it('answers today and the next six days by default, and any week asked for by `from`', async () => {
    t = await startTestServer();
    book(t, 1, evening(9), 60, { customerName: 'Yesterday' });
    book(t, 1, evening(10), 60, { customerName: 'Tonight' });
    book(t, 2, evening(16), 60, { customerName: 'Tuesday' });
    book(t, 3, evening(17), 60, { customerName: 'Next Wednesday' });
    book(t, 4, evening(23), 60, { customerName: 'Week After' });
    book(t, 5, evening(24), 60, { customerName: 'Three Weeks On' });

    expect(names(await page())).toEqual(['Tonight', 'Tuesday']);
    expect(names(await page('?from=2026-06-17'))).toEqual(['Next Wednesday', 'Week After']);
    expect(names(await page('?from=2026-06-24&days=1'))).toEqual(['Three Weeks On']);
    // Back: an earlier day lists its own bookings, unclaimed or not.
    expect(names(await page('?from=2026-06-03'))).toEqual(['Yesterday']);
    expect(names(await page('?from=2026-06-09&days=31'))).toEqual([
      'Yesterday',
      'Tonight',
      'Tuesday',
      'Next Wednesday',
      'Week After',
      'Three Weeks On',
    ]);
  });

  it('keeps the ten most recent completed on every page, however far it has paged', async () => {
    t = await startTestServer();
    for (let i = 0; i < 12; i++)
      book(t, 1 + (i % 5), minutesAfter(evening(1), i * 24 * 60), 60, { customerName: `Played ${i}` });
    t.server.db.prepare(`UPDATE reservations SET status = 'completed'`).run();
    book(t, 6, evening(30), 60, { customerName: 'Month End' });
    const recent = ['Played 11', 'Played 10', 'Played 9', 'Played 8', 'Played 7', 'Played 6'];
    const lastTen = [...recent, 'Played 5', 'Played 4', 'Played 3', 'Played 2'];
    expect(names(await page())).toEqual(lastTen);
    expect(names(await page('?from=2026-06-29'))).toEqual(['Month End', ...lastTen]);
  });

  it('answers the same page whether the diary ahead is a week or four months long', async () => {
    t = await startTestServer();
    book(t, 1, evening(11), 60, { customerName: 'Thursday' });
    const small = await t.lan('/api/reservations', { cookie: await t.signIn() });
    const smallBytes = (await small.arrayBuffer()).byteLength;
    // 4 lanes × 2 evenings × 120 days from next week on: a busy venue's diary. One transaction, so the
    // event loop is not held for seconds (an idle keep-alive socket then closes as it is reused).
    t.server.db.transaction(() => {
      for (let d = 7; d < 127; d++)
        for (const lane of [3, 5, 7, 9])
          for (const hour of [19, 20])
            book(t, lane, minutesAfter('2026-06-10T00:00:00.000Z', d * 24 * 60 + (hour - 1) * 60), 60);
    })();
    const busy = await t.lan('/api/reservations', { cookie: await t.signIn() });
    expect((await busy.arrayBuffer()).byteLength).toBe(smallBytes);
  });

  it('keeps a booking after midnight on the page of the venue day it belongs to', async () => {
    t = await startTestServer();
    t.server.db
      .prepare(`UPDATE settings SET operating_hours = json_set(operating_hours, '$.tuesday', json(?))`)
      .run(JSON.stringify({ start: '12:00', end: '01:00', closed: false }));
    book(t, 1, '2026-06-16T23:30:00.000Z', 60, { customerName: 'Tuesday Late' }); // 00:30 Wednesday BST
    expect(names(await page('?from=2026-06-10&days=7'))).toEqual(['Tuesday Late']);
    expect(names(await page('?from=2026-06-16&days=1'))).toEqual(['Tuesday Late']);
  });
});

describe('GET /api/reservations refuses a page it cannot read, in words', () => {
  it.each([
    ['?from=2026-02-30', 'from must be a day as YYYY-MM-DD'],
    ['?from=tomorrow', 'from must be a day as YYYY-MM-DD'],
    ['?from=2026-6-1', 'from must be a day as YYYY-MM-DD'],
    ['?days=0', 'days must be at least 1'],
    ['?days=32', 'days must be at most 31'],
    ['?days=1.5', 'days must be a whole number from 1 to 31'],
    ['?days=week', 'days must be a number from 1 to 31'],
  ])('%s → 400', async (query, message) => {
    t = await startTestServer();
    const res = await t.lan(`/api/reservations${query}`, { cookie: await t.signIn() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });
});
