import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/api/settings';
import { startTestServer, type TestServer } from './harness';
import { book, outbox, outboxUntil, sleep, testMail } from './mailFixtures';
import { startSilentServer, startSmtp, type TestSmtp } from './smtpFixture';

let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
let silent: { close(): Promise<void> } | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  await silent?.close();
  t = smtp = silent = undefined;
});

async function renameVenue(server: TestServer, businessName: string): Promise<void> {
  const cookie = await server.signIn();
  const res = await server.lan('/api/settings', {
    method: 'PUT',
    cookie,
    json: { ...DEFAULT_SETTINGS, businessName },
  });
  expect(res.status).toBe(200);
}

describe('confirmation e-mail and bad input', () => {
  it('a line break in a name cannot add a header or a recipient', async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: testMail(smtp.url) });
    await renameVenue(t, 'Bullseye\r\nBcc: boss@evil.test');
    const res = await book(t, { customerName: 'Eve\r\nBcc: victim@evil.test\r\nSubject: free darts' });
    expect(res.status).toBe(201);
    const [mail] = await smtp.waitForMessages(1);
    await sleep(100);
    expect(smtp.envelopes).toEqual([['ada@example.com']]);
    expect(mail?.bcc).toBeUndefined();
    expect(mail?.headers.get('bcc')).toBeUndefined();
    expect(mail?.subject).toBe('Your lane booking at Bullseye Bcc: boss@evil.test');
    expect(mail?.to && 'value' in mail.to ? mail.to.value.map((v) => v.address) : []).toEqual([
      'ada@example.com',
    ]);
  });

  it('names in the HTML are escaped', async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: testMail(smtp.url) });
    await book(t, { customerName: '<script>alert(1)</script> & "Co"' });
    const [mail] = await smtp.waitForMessages(1);
    expect(String(mail?.html)).not.toContain('<script>');
    expect(String(mail?.html)).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
  });

  it('non-ASCII and very long names arrive intact', async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: testMail(smtp.url) });
    await renameVenue(t, 'Café Düsseldorf — Œil de Bœuf 🎯');
    const longName = `Zoë Ørsted-山田 ${'Ł'.repeat(86)}`;
    expect(longName.length).toBe(100);
    expect((await book(t, { customerName: longName, emailAddress: 'zoë@exämple.de' })).status).toBe(201);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.subject).toBe('Your lane booking at Café Düsseldorf — Œil de Bœuf 🎯');
    expect(mail?.to && 'value' in mail.to ? mail.to.value[0]?.name : '').toBe(longName);
    expect(mail?.text).toContain(`Hello ${longName},`);
  });

  it('an invalid e-mail address is refused at booking with a clear message, and nothing is queued', async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: testMail(smtp.url) });
    for (const emailAddress of ['ada@example', 'ada@example.com, eve@evil.test', 'Ada <ada@example.com>']) {
      const res = await book(t, { emailAddress });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Please enter a valid email address' });
    }
    expect(await outbox(t)).toEqual([]);
  });

  it('a mail server that never answers times out; the server stays responsive and keeps the message', async () => {
    const hanging = await startSilentServer();
    silent = hanging;
    t = await startTestServer({ mail: testMail(`smtp://127.0.0.1:${hanging.port}`, { timeoutMs: 300 }) });
    const started = Date.now();
    expect((await book(t)).status).toBe(201);
    // While the sender waits on the silent server, the doors answer at once.
    for (let i = 0; i < 5; i++) {
      const asked = Date.now();
      expect((await t.pub('/api/public/settings')).status).toBe(200);
      expect(Date.now() - asked).toBeLessThan(250);
    }
    const [row] = await outboxUntil(t, (rows) => rows[0]?.lastError != null);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/time|greeting/i);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('with no mail server set up, the message waits and is never marked sent', async () => {
    t = await startTestServer();
    expect((await book(t)).status).toBe(201);
    await sleep(150);
    expect(await outbox(t)).toMatchObject([{ status: 'queued', attempts: 0, sentAt: null }]);
  });
});
