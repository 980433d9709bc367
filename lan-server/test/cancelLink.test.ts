import { afterEach, describe, expect, it } from 'vitest';
import type { PublicAvailability } from '../../shared/api/publicBooking';
import { openSocket, startTestServer, type TestServer } from './harness';
import { BOOKING, book, testMail } from './mailFixtures';
import { cancelTokenIn, startSmtp, type TestSmtp } from './smtpFixture';

let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});

/** Books BOOKING on the public door and returns the cancel token from the e-mail that arrived. */
async function bookAndReadToken(limits: { publicRequestsPerMinute?: number } = {}): Promise<string> {
  smtp = await startSmtp();
  t = await startTestServer({ mail: testMail(smtp.url), ...limits });
  expect((await book(t)).status).toBe(201);
  const [mail] = await smtp.waitForMessages(1);
  if (!mail) throw new Error('no mail');
  return cancelTokenIn(mail);
}

const lookup = (token: string) =>
  t?.pub('/api/public/cancellation/lookup', { method: 'POST', json: { token } });
const cancel = (token: string) => t?.pub('/api/public/cancellation', { method: 'POST', json: { token } });

async function slotState(server: TestServer): Promise<string | undefined> {
  const res = await server.pub('/api/public/availability?date=2026-06-10&duration=60');
  const grid = (await res.json()) as PublicAvailability;
  return grid.lanes
    .find((l) => l.laneId === BOOKING.laneId)
    ?.slots.find((s) => s.start === BOOKING.reservedTime)?.state;
}

describe('the cancel link', () => {
  it('shows the booking without contact details, cancels it, and frees the slot at once', async () => {
    const token = await bookAndReadToken();
    if (!t) throw new Error('no server');
    const staff = await openSocket(t.server.lanUrl, await t.signIn());
    expect(await slotState(t)).toBe('reserved');

    const shown = await lookup(token);
    expect(shown?.status).toBe(200);
    const text = (await shown?.text()) ?? '';
    expect(JSON.parse(text)).toMatchObject({
      laneName: 'Lane 2',
      reservedTime: BOOKING.reservedTime,
      duration: 90,
      playerCount: 3,
      price: '22.50',
      status: 'active',
      cancelBefore: '2026-06-10T14:00:00.000Z',
    });
    for (const secret of [BOOKING.customerName, BOOKING.contactInfo, BOOKING.emailAddress])
      expect(text).not.toContain(secret);

    const done = await cancel(token);
    expect(done?.status).toBe(200);
    expect(await done?.json()).toMatchObject({ status: 'cancelled' });
    await staff.waitFor((m) => m.type === 'lane_updated' && (m.lane as { id: number }).id === BOOKING.laneId);
    expect(await slotState(t)).toBe('available');
    staff.close();
  });

  it('a used link says the booking is already cancelled', async () => {
    const token = await bookAndReadToken();
    expect((await cancel(token))?.status).toBe(200);
    for (const again of [await cancel(token), await lookup(token)]) {
      expect(again?.status).toBe(410);
      expect(await again?.json()).toMatchObject({ message: 'This booking has already been cancelled.' });
    }
  });

  it('a wrong, malformed or absurd token is a plain 4xx that names nothing', async () => {
    await bookAndReadToken();
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '', '../../etc/passwd', 'x'.repeat(5000)]) {
      for (const res of [await lookup(token), await cancel(token)]) {
        expect(res?.status).toBeGreaterThanOrEqual(400);
        expect(res?.status).toBeLessThan(500);
        const text = (await res?.text()) ?? '';
        expect(text).not.toContain('Lane 2');
        expect(text).not.toContain(BOOKING.reservedTime);
      }
    }
    const wrong = await lookup('AAAAAAAAAAAAAAAAAAAAAA');
    expect(wrong?.status).toBe(404);
    expect(((await wrong?.json()) as { message: string }).message).toMatch(/not valid/);
  });

  it('an expired link (the booking has started) is refused and the booking kept', async () => {
    const token = await bookAndReadToken();
    t?.clock.set('2026-06-10T16:30:00.000Z');
    const res = await cancel(token);
    expect(res?.status).toBe(410);
    expect(((await res?.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('past the cut-off the customer is asked to call; a shorter cut-off set by staff lets them cancel', async () => {
    const token = await bookAndReadToken();
    if (!t) throw new Error('no server');
    t.clock.set('2026-06-10T14:30:00.000Z'); // 90 minutes before the start; default cut-off is 2 hours
    const late = await cancel(token);
    expect(late?.status).toBe(409);
    expect(((await late?.json()) as { message: string }).message).toBe(
      'Bookings can be cancelled online until 2 hours before the start. To cancel now, please call the venue.',
    );
    expect(await slotState(t)).toBe('reserved');

    const cookie = await t.signIn('admin');
    const settings = await (await t.lan('/api/mail/settings', { cookie })).json();
    const put = await t.lan('/api/mail/settings', {
      method: 'PUT',
      cookie,
      json: { ...(settings as object), cancelCutoffMinutes: 60 },
    });
    expect(put.status).toBe(200);
    expect((await cancel(token))?.status).toBe(200);
  });

  it('the too-late sentence names the cut-off as people say it: 7 days, 1 hour, 90 minutes', async () => {
    const token = await bookAndReadToken();
    if (!t) throw new Error('no server');
    const server = t;
    const cookie = await server.signIn('admin');
    const settings = (await (await server.lan('/api/mail/settings', { cookie })).json()) as object;
    const sentences: string[] = [];
    server.clock.set('2026-06-10T15:30:00.000Z'); // 30 minutes before the start: past each cut-off below
    for (const cancelCutoffMinutes of [7 * 24 * 60, 24 * 60, 60, 90]) {
      const put = await server.lan('/api/mail/settings', {
        method: 'PUT',
        cookie,
        json: { ...settings, cancelCutoffMinutes },
      });
      expect(put.status).toBe(200);
      const late = await cancel(token);
      expect(late?.status).toBe(409);
      sentences.push(((await late?.json()) as { message: string }).message.split('. ')[0] ?? '');
    }
    expect(sentences).toEqual([
      'Bookings can be cancelled online until 7 days before the start',
      'Bookings can be cancelled online until 1 day before the start',
      'Bookings can be cancelled online until 1 hour before the start',
      'Bookings can be cancelled online until 90 minutes before the start',
    ]);
  });

  it('each refusal in the customer’s language: the cut-off and the venue’s phone in German, a bad link in Dutch', async () => {
    const token = await bookAndReadToken();
    if (!t) throw new Error('no server');
    t.server.db.prepare("UPDATE settings SET contact_phone = '0221 123456'").run();
    t.clock.set('2026-06-10T14:30:00.000Z'); // 90 minutes before the start; the cut-off is 2 hours
    const say = async (json: object, language: string) => {
      const res = await t?.pub('/api/public/cancellation', {
        method: 'POST',
        json,
        headers: { 'Accept-Language': language },
      });
      return [res?.status, ((await res?.json()) as { message: string }).message];
    };
    expect(await say({ token }, 'de-DE')).toEqual([
      409,
      'Buchungen können bis 2 Stunden vor Beginn online storniert werden. Um jetzt zu stornieren, rufen Sie bitte das Lokal unter 0221 123456 an.',
    ]);
    expect(await say({ token }, 'en-GB')).toEqual([
      409,
      'Bookings can be cancelled online until 2 hours before the start. To cancel now, please call the venue on 0221 123456.',
    ]);
    expect(await say({ token: 'x'.repeat(43) }, 'nl-NL')).toEqual([
      404,
      'Deze annuleringslink is niet geldig. Controleer of u de hele link uit uw e-mail hebt gebruikt.',
    ]);
  });

  it('the public door’s rate limit applies to the cancel page’s calls', async () => {
    const token = await bookAndReadToken({ publicRequestsPerMinute: 3 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await lookup(token))?.status);
    expect(answers.slice(-1)).toEqual([429]);
  });

  it('the public door serves the cancel page at /cancel-booking only; other paths stay 404', async () => {
    t = await startTestServer();
    // No built screens in server tests: the page's route answers 'not built' (503), not 404.
    expect((await t.pub('/cancel-booking')).status).toBe(503);
    for (const path of ['/cancel', '/cancel-booking/x', '/cancel-booking.html', '/api/public/cancellation/x'])
      expect({ path, status: (await t.pub(path)).status }).toEqual({ path, status: 404 });
  });
});
