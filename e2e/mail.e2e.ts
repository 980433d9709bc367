import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { longDay, venueDay } from '../shared/time/display';
import { ADMIN_PASSWORD, STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { startSmtp, type TestSmtp } from '../lan-server/test/smtpFixture';
import { CancelBookingPage } from './pages/CancelBookingPage';
import { CustomerBookingPage } from './pages/CustomerBookingPage';
import { EmailSettingsSection } from './pages/EmailSettingsSection';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { launchBrowser, newPage } from './support/browser';
import { startMailingVenue } from './support/mailingVenue';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer | undefined;
let smtp: TestSmtp | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => {
  await t?.close();
  await smtp?.close();
});

const customer = { name: 'Katherine Johnson', phone: '07700 900789', email: 'katherine@example.com' };

describe('the confirmation e-mail and its cancel link', () => {
  it('books on the public door, reads the e-mail, cancels from its link, and the slot is free again', async () => {
    ({ t, smtp } = await startMailingVenue());

    const dayLabel = longDay(venueDay(new Date(Date.now() + 24 * 3_600_000), 'Europe/London'));
    const { context, page } = await newPage(browser);
    const booking = new CustomerBookingPage(page);
    await booking.open(t.server.publicUrl);
    await booking.chooseDate(dayLabel);
    await booking.fillDetails(customer);
    await booking.slot('Lane 3', '18:00').click();
    await booking.book();
    await page.getByText('A confirmation email should arrive shortly.').waitFor();

    const [mail] = await smtp.waitForMessages(1, 10_000);
    expect(mail?.to && 'value' in mail.to ? mail.to.value[0]?.address : '').toBe(customer.email);
    const link = /(http:\/\/\S+\/cancel-booking#token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(t.server.publicUrl)).toBe(true);

    const cancelPage = new CancelBookingPage(page);
    await cancelPage.open(link);
    const details = await cancelPage.details().innerText();
    expect(details).toContain('Lane 3');
    expect(details).toContain('18:00');
    expect(await page.content()).not.toContain(customer.name);
    expect(await page.content()).not.toContain(customer.phone);
    await cancelPage.cancel();

    await cancelPage.bookAnother();
    await booking.chooseDate(dayLabel);
    await expect.poll(() => booking.slot('Lane 3', '18:00').getAttribute('aria-label')).toMatch(/Available/);

    // The link is spent: opening it again says so, in words.
    await page.goto(link);
    await page.getByText('This booking has already been cancelled.').waitFor();
    await context.close();
  });

  it('the admin sets up the mailbox in Settings, sends a test e-mail and sees it in the outbox', async () => {
    smtp = await startSmtp();
    t = await startE2eServer({ mail: { pollMs: 100, timeoutMs: 5000 } });
    const { context, page } = await newPage(browser);
    await new SettingsPage(page).open(t.server.lanUrl);
    await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
    const email = new EmailSettingsSection(page);
    await email.waitUntilShown();
    await email.fillMailbox({
      host: '127.0.0.1',
      port: smtp.port,
      password: 'app-password-123',
      from: 'bookings@venue.test',
      bookingPage: t.server.publicUrl,
    });
    await email.save();
    await email.toast('E-mail Settings Updated').waitFor();
    // The saved password is never shown again; the field says one is kept.
    expect(await email.password().inputValue()).toBe('');
    expect(await email.password().getAttribute('placeholder')).toBe('Saved (leave empty to keep)');

    await email.sendTest('owner@venue.test');
    await email.toast('Test e-mail sent').waitFor();
    await email.outboxRow('owner@venue.test').filter({ hasText: 'sent' }).waitFor();
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Test e-mail from Doubletop Darts']);

    const axe = await new AxeBuilder({ page }).include('[aria-labelledby="email-heading"]').analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    await context.close();
  });

  it('a confirmation the mail server refused shows above the outbox until staff mark it as seen', async () => {
    smtp = await startSmtp();
    smtp.mode = 'refuse';
    t = await startE2eServer({ mail: { pollMs: 100, timeoutMs: 5000 } });
    const server = t;
    const cookie = await server.signIn('admin');
    const mailbox = { smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpSecure: false, smtpUser: '' };
    const saved = await server.lan('/api/mail/settings', {
      method: 'PUT',
      cookie,
      json: { ...mailbox, fromAddress: 'bookings@venue.test', publicUrl: '', cancelCutoffMinutes: 120 },
    });
    expect(saved.status).toBe(200);
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    tomorrow.setUTCHours(17, 0, 0, 0);
    const booked = await server.lan('/api/reservations', {
      method: 'POST',
      cookie,
      json: {
        laneId: 4,
        playerCount: 2,
        reservedTime: tomorrow.toISOString(),
        duration: 60,
        prepaidAmount: '0.00',
        customerName: customer.name,
        contactInfo: null,
        emailAddress: customer.email,
      },
    });
    expect(booked.status).toBe(201);

    const { context, page } = await newPage(browser);
    await new SettingsPage(page).open(server.server.lanUrl);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    const email = new EmailSettingsSection(page);
    await email.failures().filter({ hasText: '1 e-mail could not be sent in the last 7 days.' }).waitFor();
    await email.outboxRow(customer.email).filter({ hasText: 'failed' }).waitFor();
    const health = page.getByRole('region', { name: 'System Health' });
    await health.getByText('1 e-mail could not be sent (see Settings → E-mail).').waitFor();

    await email.markFailuresSeen();
    await email.toast('Marked as seen').waitFor();
    await email
      .section()
      .getByText(/^Failures last marked as seen by staff, /)
      .waitFor();
    expect(await email.failures().count()).toBe(0);
    await health
      .getByText('1 e-mail could not be sent (see Settings → E-mail).')
      .waitFor({ state: 'detached' });
    // The message itself stays in the outbox, with the mail server's reason.
    await email.outboxRow(customer.email).filter({ hasText: '550' }).waitFor();
    await context.close();
  });
});
