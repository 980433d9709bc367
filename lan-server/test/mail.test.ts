import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import {
  BOOKING,
  PUBLIC_URL,
  book,
  icsStartInstant,
  mailServer,
  outbox,
  outboxUntil,
  sleep,
} from './mailFixtures';
import { cancelTokenIn, startSmtp, unusedPort, type TestSmtp } from './smtpFixture';

let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

describe('confirmation e-mail over real SMTP', () => {
  it('a public booking sends exactly one message with the booking, the venue and a calendar file', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    expect((await book(t)).status).toBe(201);
    const [mail] = await smtp.waitForMessages(1);
    await sleep(200); // several more polls: still exactly one
    expect(smtp.messages).toHaveLength(1);
    if (!mail) throw new Error('no mail');

    expect(mail.to && 'value' in mail.to ? mail.to.value[0]?.address : null).toBe('ada@example.com');
    expect(mail.from?.value[0]?.address).toBe('bookings@venue.test');
    expect(mail.subject).toBe('Your lane booking at Doubletop Darts');
    for (const part of [mail.text ?? '', String(mail.html)]) {
      expect(part).toContain('Doubletop Darts');
      expect(part).toContain('Wednesday 10 June 2026');
      expect(part).toContain('17:00–18:30 (Europe/London)');
      expect(part).toContain('Lane 2');
      expect(part).toContain('1.5 hours');
      expect(part).toContain('£22.50');
    }
    expect(mail.text).toMatch(/Players: 3/);
    expect(mail.text).toContain(`${PUBLIC_URL}/cancel-booking#token=`);
    cancelTokenIn(mail);

    const ics = mail.attachments.find((a) => a.filename === 'booking.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const text = ics?.content.toString('utf8') ?? '';
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(text).toMatch(/DTSTART;TZID=Europe\/London:20260610T170000/);
    expect(icsStartInstant(text)).toBe(BOOKING.reservedTime);

    const [row] = await outbox(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'booking_confirmation', lastError: null });
    expect(row?.messageId).toBe(mail.messageId);
  });

  it('a booking made in German: the e-mail and the outbox list carry the subject it was sent with', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const res = await t.pub('/api/reservations', {
      method: 'POST',
      json: BOOKING,
      headers: { 'Accept-Language': 'de-DE' },
    });
    expect(res.status).toBe(201);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.subject).toBe('Ihre Bahnbuchung bei Doubletop Darts');
    const [row] = await outboxUntil(t, (rows) => rows[0]?.status === 'sent');
    expect(row?.subject).toBe(mail?.subject);
  });

  it('the calendar file stamps when it was made in UTC (RFC 5545 §3.8.7.2), not venue time', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    t.clock.set('2026-06-10T12:34:56.000Z'); // 13:34:56 in London (BST): a local stamp would read 1334
    expect((await book(t)).status).toBe(201);
    const [mail] = await smtp.waitForMessages(1);
    const ics = mail?.attachments.find((a) => a.filename === 'booking.ics');
    const event = (ics?.content.toString('utf8') ?? '').replace(/\r?\n[ \t]/g, '').split('BEGIN:VEVENT')[1];
    expect(event?.match(/^DTSTAMP.*$/gm)).toEqual(['DTSTAMP:20260610T123456Z']);
  });

  it('a staff booking with an address sends one; one without sends none', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const cookie = await t.signIn('admin');
    const staffBooking = { ...BOOKING, contactInfo: null, emailAddress: null };
    expect((await t.lan('/api/reservations', { method: 'POST', cookie, json: staffBooking })).status).toBe(
      201,
    );
    const withMail = { ...BOOKING, laneId: 3, emailAddress: 'walkin@example.com' };
    expect((await t.lan('/api/reservations', { method: 'POST', cookie, json: withMail })).status).toBe(201);
    await smtp.waitForMessages(1);
    await sleep(200);
    expect(smtp.messages.map((m) => (m.to && 'value' in m.to ? m.to.value[0]?.address : ''))).toEqual([
      'walkin@example.com',
    ]);
    expect(await outbox(t)).toHaveLength(1);
  });

  it('with the mail server down the booking is taken, the message waits, and arrives once when it is back', async () => {
    const port = await unusedPort();
    t = await mailServer(`smtp://127.0.0.1:${port}`);
    expect((await book(t)).status).toBe(201);
    const [waiting] = await outboxUntil(t, (rows) => rows[0]?.attempts === 1 && rows[0]?.lastError !== null);
    expect(waiting).toMatchObject({ status: 'queued', nextAttemptAt: '2026-06-10T12:00:30.000Z' });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtp({ port });
    await sleep(150);
    expect(smtp.messages).toHaveLength(0); // still backing off: the next try is 30 s away
    t.clock.advance(30_000);
    await smtp.waitForMessages(1);
    await sleep(200);
    expect(smtp.messages).toHaveLength(1);
    expect((await outbox(t))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('backs off 30 s, 1 min, 2 min … while the server stays down', async () => {
    const port = await unusedPort();
    t = await mailServer(`smtp://127.0.0.1:${port}`);
    await book(t);
    const waits: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [row] = await outboxUntil(
        t,
        (rows) => rows[0]?.attempts === attempt && rows[0]?.lastError !== null,
      );
      waits.push(row?.nextAttemptAt ?? '');
      t.clock.set(row?.nextAttemptAt ?? '');
    }
    expect(waits).toEqual([
      '2026-06-10T12:00:30.000Z',
      '2026-06-10T12:01:30.000Z',
      '2026-06-10T12:03:30.000Z',
    ]);
  });

  it('a 550 refusal marks the message failed with the server’s reason, and it is not retried', async () => {
    smtp = await startSmtp();
    smtp.mode = 'refuse';
    t = await mailServer(smtp.url);
    expect((await book(t)).status).toBe(201);
    const [row] = await outboxUntil(t, (rows) => rows[0]?.status === 'failed');
    expect(row?.lastError).toMatch(/550/);
    expect(row?.lastError).toMatch(/Mailbox unavailable/);
    smtp.mode = 'accept';
    t.clock.advance(60 * 60_000);
    await sleep(200);
    expect(smtp.messages).toHaveLength(0);
  });

  it('a 451 "try later" is retried, not failed', async () => {
    smtp = await startSmtp();
    smtp.mode = 'defer';
    t = await mailServer(smtp.url);
    await book(t);
    const [row] = await outboxUntil(
      t,
      (rows) => rows[0]?.lastError !== null && rows[0]?.lastError !== undefined,
    );
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/451/);
    smtp.mode = 'accept';
    t.clock.advance(30_000);
    await smtp.waitForMessages(1);
  });

  it('a restart mid-backoff keeps the message queued, and it is sent later, once', async () => {
    const port = await unusedPort();
    t = await mailServer(`smtp://127.0.0.1:${port}`);
    await book(t);
    await outboxUntil(t, (rows) => rows[0]?.attempts === 1 && rows[0]?.lastError !== null);
    const { dataDir, clock } = t;
    await t.stop();

    smtp = await startSmtp({ port });
    const first = t;
    t = await mailServer(smtp.url, { clock, dataDir });
    await sleep(150);
    expect(smtp.messages).toHaveLength(0);
    expect((await outbox(t))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    clock.advance(30_000);
    await smtp.waitForMessages(1);
    await sleep(150);
    expect(smtp.messages).toHaveLength(1);
    expect((await outbox(t))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    await t.close();
    t = first; // afterEach removes the data dir the first server made
  });

  it('logs in with the mailbox’s user name and password', async () => {
    smtp = await startSmtp({ user: 'bookings@venue.test', password: 'app pässword/1' });
    t = await mailServer(smtp.url);
    await book(t);
    await smtp.waitForMessages(1);
  });
});
