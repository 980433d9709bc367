import { afterEach, describe, expect, it } from 'vitest';
import type { MailSettingsUpdateInput, MailSettingsView, OutboxEntry } from '../../shared/api/mail';
import { insertOutbox } from '../db/outbox';
import { startTestServer, type TestServer } from './harness';
import { book, outbox, sleep, testMail } from './mailFixtures';
import { startSmtp, type TestSmtp } from './smtpFixture';

let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});

const form = (port: number): MailSettingsUpdateInput => ({
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpSecure: false,
  smtpUser: '',
  smtpPassword: 'secret-app-password',
  fromAddress: 'desk@venue.test',
  publicUrl: 'https://book.venue.test/',
  cancelCutoffMinutes: 120,
});

async function confirmationsByEmail(server: TestServer): Promise<boolean> {
  return ((await (await server.pub('/api/public/settings')).json()) as { confirmationsByEmail: boolean })
    .confirmationsByEmail;
}

describe('E-mail settings', () => {
  it('stores the SMTP settings; no answer ever carries the password', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    expect(await confirmationsByEmail(t)).toBe(false);
    const put = await t.lan('/api/mail/settings', { method: 'PUT', cookie, json: form(2525) });
    expect(put.status).toBe(200);
    for (const res of [
      put,
      await t.lan('/api/mail/settings', { cookie }),
      await t.lan('/api/settings', { cookie }),
    ]) {
      expect(await res.clone().text()).not.toContain('secret-app-password');
    }
    const view = (await (await t.lan('/api/mail/settings', { cookie })).json()) as MailSettingsView;
    expect(view).toMatchObject({
      passwordSet: true,
      source: 'settings',
      publicUrl: 'https://book.venue.test',
    });
    expect(await confirmationsByEmail(t)).toBe(true);

    // An empty password field keeps the stored one; clearPassword removes it.
    await t.lan('/api/mail/settings', { method: 'PUT', cookie, json: { ...form(2525), smtpPassword: '' } });
    expect(
      ((await (await t.lan('/api/mail/settings', { cookie })).json()) as MailSettingsView).passwordSet,
    ).toBe(true);
    await t.lan('/api/mail/settings', {
      method: 'PUT',
      cookie,
      json: { ...form(2525), clearPassword: true },
    });
    expect(
      ((await (await t.lan('/api/mail/settings', { cookie })).json()) as MailSettingsView).passwordSet,
    ).toBe(false);
  });

  it('refuses a host, user or address that could bend a header, with a 400 naming the field', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const bad: Partial<MailSettingsUpdateInput>[] = [
      { smtpHost: 'smtp.example.com\r\nX: y' },
      { smtpUser: 'a\nb' },
      { fromAddress: 'desk@venue.test\r\nBcc: x@y.z' },
      { publicUrl: 'javascript:alert(1)' },
      { smtpPort: 70000 },
      { cancelCutoffMinutes: -5 },
    ];
    for (const patch of bad) {
      const res = await t.lan('/api/mail/settings', {
        method: 'PUT',
        cookie,
        json: { ...form(25), ...patch },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^\w+: /);
    }
  });

  it('SMTP_URL alone turns confirmations on for a headless install', async () => {
    t = await startTestServer({ mail: testMail('smtp://127.0.0.1:2525') });
    expect(await confirmationsByEmail(t)).toBe(true);
    const view = (await (
      await t.lan('/api/mail/settings', { cookie: await t.signIn('admin') })
    ).json()) as MailSettingsView;
    expect(view.source).toBe('environment');
  });

  it('Send test e-mail delivers at once and shows in the outbox; a refusal shows its reason', async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: { pollMs: 25, timeoutMs: 3000 } });
    const cookie = await t.signIn('admin');
    const refused = await t.lan('/api/mail/test', { method: 'POST', cookie, json: { to: 'me@venue.test' } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/not set up/);
    // The same refusal for a German reader, worded by the server in the request's language.
    const refusedDe = await t.lan('/api/mail/test', {
      method: 'POST',
      cookie,
      json: { to: 'me@venue.test' },
      headers: { 'accept-language': 'de-DE' },
    });
    expect(await refusedDe.json()).toMatchObject({
      code: 'MAIL_NOT_CONFIGURED',
      message:
        'E-Mail ist noch nicht eingerichtet: Geben Sie zuerst den Mailserver und die Absenderadresse ein',
    });

    await t.lan('/api/mail/settings', { method: 'PUT', cookie, json: form(smtp.port) });
    const res = await t.lan('/api/mail/test', { method: 'POST', cookie, json: { to: 'me@venue.test' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'test', status: 'sent', recipient: 'me@venue.test' });
    expect(smtp.messages[0]?.subject).toBe('Test e-mail from Doubletop Darts');

    smtp.mode = 'refuse';
    const failed = (await (
      await t.lan('/api/mail/test', { method: 'POST', cookie, json: { to: 'me@venue.test' } })
    ).json()) as OutboxEntry;
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.lastError).toMatch(/550/);
    const bad = await t.lan('/api/mail/test', { method: 'POST', cookie, json: { to: 'not an address' } });
    expect(bad.status).toBe(400);
  });

  it("the test e-mail speaks the venue's language: a German venue's arrives in German", async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: { pollMs: 25, timeoutMs: 3000 } });
    const cookie = await t.signIn('admin');
    await t.lan('/api/mail/settings', { method: 'PUT', cookie, json: form(smtp.port) });
    t.server.db.prepare("UPDATE settings SET language = 'de'").run();
    // The staff member's own request language does not choose it: the venue's setting does.
    const res = await t.lan('/api/mail/test', {
      method: 'POST',
      cookie,
      json: { to: 'me@venue.test' },
      headers: { 'accept-language': 'en-GB' },
    });
    expect(await res.json()).toMatchObject({
      status: 'sent',
      subject: 'Test-E-Mail von Doubletop Darts',
    });
    const mail = smtp.messages[0];
    expect(mail?.subject).toBe('Test-E-Mail von Doubletop Darts');
    const [sent, delivered] = (mail?.text ?? '').trim().split('\n');
    expect(sent).toMatch(
      /^Dies ist eine Testnachricht vom Buchungssystem von Doubletop Darts, gesendet am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. \S+ \d{4} \d{2}:\d{2}\.$/,
    );
    expect(delivered).toBe('Wenn Sie dies lesen können, werden Buchungsbestätigungen zugestellt.');
    expect(mail?.html).toContain(
      '<p>Wenn Sie dies lesen können, werden Buchungsbestätigungen zugestellt.</p>',
    );
  });

  it('the outbox lists the newest 50, newest first', async () => {
    t = await startTestServer();
    for (let i = 0; i < 55; i++) {
      insertOutbox(t.server.db, {
        id: `m${i}`,
        kind: 'test',
        reservationId: null,
        recipient: `r${i}@venue.test`,
        subject: 'Test',
        createdAt: new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString(),
      });
    }
    const rows = await outbox(t);
    expect(rows).toHaveLength(50);
    expect(rows[0]?.id).toBe('m54');
    expect(rows[49]?.id).toBe('m5');
  });

  it('a booking made while mail is off goes out once staff set mail up', async () => {
    smtp = await startSmtp();
    t = await startTestServer({ mail: { pollMs: 25, timeoutMs: 3000 } });
    await book(t);
    await sleep(100);
    expect((await outbox(t))[0]?.status).toBe('queued');
    const cookie = await t.signIn('admin');
    await t.lan('/api/mail/settings', { method: 'PUT', cookie, json: form(smtp.port) });
    await smtp.waitForMessages(1);
    expect(smtp.messages[0]?.text).toContain('https://book.venue.test/cancel-booking#token=');
  });
});
