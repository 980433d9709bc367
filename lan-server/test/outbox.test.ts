import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxChannel } from '../outbox/port';
import { startTestServer, type TestServer } from './harness';
import { book, mailServer, outboxUntil, sleep, testMail } from './mailFixtures';
import { startSmtp, unusedPort, type TestSmtp } from './smtpFixture';

/**
 * The one outbox's own promises (docs/architecture.md, 'The outbox'), through the real server: a message is
 * recorded in its change's transaction and its worker woken only once that commits; a change that rolls
 * back leaves no message; and the status the health check and Settings read says what waits and how the
 * way out is doing. The mail and group suites (and faults/) show each channel's sending under faults.
 */
let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});

const message = (n: number) => ({
  kind: 'test' as const,
  reservationId: null,
  recipient: `guest${n}@example.com`,
});

describe('the one outbox', () => {
  it('wakes a channel once the transaction that recorded into it has committed, once for several messages', async () => {
    t = await startTestServer();
    const { ctx } = t.server;
    const heard: OutboxChannel[] = [];
    ctx.events.on('outbox_due', ({ channel }) => heard.push(channel));
    let heardInside = -1;
    ctx.db
      .transaction(() => {
        for (let n = 0; n < 3; n++) ctx.outbox.record('mail', message(n));
        heardInside = heard.length;
      })
      .immediate();
    expect(heardInside).toBe(0);
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual(['mail']);
    expect(ctx.outbox.status('mail').queued).toBe(3);
  });

  it('a change that rolls back leaves no message, and nothing is sent', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const { ctx } = t.server;
    expect(() =>
      ctx.db
        .transaction(() => {
          ctx.outbox.record('mail', message(1));
          throw new Error('the booking was refused');
        })
        .immediate(),
    ).toThrow('the booking was refused');
    await sleep(300);
    expect(ctx.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('a booking wakes the mail worker at once, not at its next round', async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: testMail(smtp.url, { pollMs: 60_000 }) });
    await sleep(200); // the worker's first round is over: it now waits a minute unless woken
    expect((await book(t)).status).toBe(201);
    await smtp.waitForMessages(1, 10_000);
  });

  it('records nothing for the group while the venue is in no group', async () => {
    t = await startTestServer();
    const id = t.server.ctx.outbox.record('group', {
      change: { kind: 'booking_cancelled', reservationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(id).toBeNull();
    expect(t.server.ctx.outbox.status('group')).toEqual({
      state: 'off',
      lastError: null,
      queued: 0,
      oldestQueuedAt: null,
      lastSentAt: null,
    });
  });

  it('says what waits, since when, why the last try failed, and when the last message went', async () => {
    const port = await unusedPort();
    t = await mailServer(`smtp://127.0.0.1:${port}`);
    expect((await book(t)).status).toBe(201);
    await outboxUntil(t, (rows) => rows[0]?.attempts === 1 && rows[0]?.lastError !== null);
    const down = t.server.ctx.outbox.status('mail');
    expect(down).toMatchObject({
      state: 'unreachable',
      queued: 1,
      oldestQueuedAt: '2026-06-10T12:00:00.000Z',
      lastSentAt: null,
    });
    expect(down.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtp({ port });
    t.clock.advance(30_000);
    await smtp.waitForMessages(1);
    await outboxUntil(t, (rows) => rows[0]?.status === 'sent');
    await sleep(50);
    expect(t.server.ctx.outbox.status('mail')).toEqual({
      state: 'connected',
      lastError: null,
      queued: 0,
      oldestQueuedAt: null,
      lastSentAt: '2026-06-10T12:00:30.000Z',
    });
  });

  it('shows the mail channel off while no mail server is set up', async () => {
    t = await startTestServer();
    expect((await book(t)).status).toBe(201);
    await sleep(100);
    expect(t.server.ctx.outbox.status('mail')).toMatchObject({ state: 'off', queued: 1 });
  });
});
