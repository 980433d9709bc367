import { AxeBuilder } from '@axe-core/playwright';
import { createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lane } from '../shared/api/lanes';
import type { Settings } from '../shared/api/settings';
import { ADMIN_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { DevicesPage } from './pages/DevicesPage';
import { EmailSettingsSection } from './pages/EmailSettingsSection';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

/** Settings and the owner: the owner's screens at the front desk's 1366×768. */
const FRONT_DESK = { width: 1366, height: 768 };

let browser: Browser;
let t: TestServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A field's problem: the text of whatever its aria-describedby points at. */
async function describedBy(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

describe('Settings at 1366×768', () => {
  it('keeps every edit when one field is wrong, names it beside the field, then saves hours past midnight and lane names in one go', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser, FRONT_DESK);
    const settings = new SettingsPage(page);
    await settings.open(t.server.lanUrl);
    await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
    await settings.waitUntilShown();
    expect(await axeViolations(page)).toEqual([]);

    // The owner's evening of edits: a name, a late Friday, a lane name, and one slip in a rate.
    await page.getByLabel('Business Name', { exact: true }).fill('The Late Oche');
    await page.getByLabel('Town', { exact: true }).fill('  Ashford ');
    await settings.day('Friday').opening.fill('12:00');
    await settings.day('Friday').closing.fill('01:00');
    await page.getByLabel('Lane 2', { exact: true }).fill('VIP Lane');
    await settings.defaultRate().fill('-5');
    await settings.save();

    expect(await describedBy(page, 'Default Hourly Rate (GBP)')).toBe(
      'Default Hourly Rate must be an amount of at least 0 with up to two decimals',
    );
    expect(
      await page.getByLabel('Default Hourly Rate (GBP)').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await page.content()).not.toMatch(/defaultHourlyRate|operatingHours/);
    // Nothing else was lost.
    expect(await page.getByLabel('Business Name', { exact: true }).inputValue()).toBe('The Late Oche');
    expect(await page.getByLabel('Town', { exact: true }).inputValue()).toBe('  Ashford ');
    expect(await settings.day('Friday').closing.inputValue()).toBe('01:00');
    expect(await page.getByLabel('Lane 2', { exact: true }).inputValue()).toBe('VIP Lane');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByText('Closes 01:00 next morning').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A night running past Saturday's 09:00 opening is refused beside Friday's closing time.
    await settings.day('Friday').closing.fill('10:00');
    await settings.defaultRate().fill('15');
    await settings.save();
    expect(await describedBy(page, 'Friday closing time')).toBe(
      'Friday closes at 10:00 on Saturday morning, after Saturday opens at 09:00. Close Friday by 09:00 or open Saturday later.',
    );

    await settings.day('Friday').closing.fill('01:00');
    await settings.save();
    await settings.toast('Settings Updated').waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    const cookie = await t.signIn('admin');
    const stored = (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
    expect(stored.businessName).toBe('The Late Oche');
    expect(stored.town).toBe('Ashford');
    expect(stored.defaultHourlyRate).toBe('15.00');
    expect(stored.operatingHours.friday).toEqual({ start: '12:00', end: '01:00', closed: false });
    const lanes = (await (await t.lan('/api/lanes', { cookie })).json()) as Lane[];
    expect(lanes.find((l) => l.number === 2)?.name).toBe('VIP Lane');

    await page.reload();
    await settings.waitUntilShown();
    expect(await page.getByLabel('Lane 2', { exact: true }).inputValue()).toBe('VIP Lane');
    expect(await page.getByLabel('Town', { exact: true }).inputValue()).toBe('Ashford');
    expect(await settings.day('Friday').closing.inputValue()).toBe('01:00');
    await context.close();
  });

  it('offers the IANA zones as a searchable list, the venue’s own first, and the server still checks', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser, FRONT_DESK);
    const settings = new SettingsPage(page);
    await settings.open(t.server.lanUrl);
    await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
    await settings.waitUntilShown();
    const zone = page.getByLabel('Timezone', { exact: true });
    const options = await zone.evaluate((el) => {
      const list = (el as HTMLInputElement).list;
      return list ? [...list.options].map((o) => o.value) : [];
    });
    expect(options[0]).toBe('Europe/London');
    expect(options.length).toBeGreaterThan(300);
    expect(options).toContain('America/New_York');
    expect(new Set(options).size).toBe(options.length);

    await zone.fill('Mars/Olympus');
    await settings.save();
    expect(await describedBy(page, 'Timezone')).toContain('Timezone must be an IANA timezone');
    await zone.fill('America/New_York');
    await settings.save();
    await settings.toast('Settings Updated').waitFor();
    const cookie = await t.signIn('admin');
    const bad = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...((await (await t.lan('/api/settings', { cookie })).json()) as object), timezone: 'Nowhere' },
    });
    expect(bad.status).toBe(400);
    await context.close();
  });

  it('says in words why an e-mail failed, folds the technical reason, and wraps no word in the outbox', async () => {
    // A port nothing listens on: the mail server "cannot be reached".
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 1;
        probe.close(() => resolve(port));
      });
    });
    t = await startE2eServer({ mail: { pollMs: 100, timeoutMs: 3000 } });
    const { context, page } = await newPage(browser, FRONT_DESK);
    await new SettingsPage(page).open(t.server.lanUrl);
    await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
    const email = new EmailSettingsSection(page);
    await email.waitUntilShown();
    await email.fillMailbox({
      host: '127.0.0.1',
      port: closedPort,
      password: 'app-password-123',
      from: 'bookings@a-rather-long-venue-name.example.co.uk',
      bookingPage: t.server.publicUrl,
    });
    await email.save();
    await email.toast('E-mail Settings Updated').waitFor();
    await email.sendTest('the.owner.with.a.long.address@a-rather-long-venue-name.example.co.uk');
    await email.toast('The mail server could not be reached.').waitFor();

    const row = email.outboxRow('could not be reached');
    await row.waitFor();
    expect(await row.innerText()).not.toMatch(/ECONNREFUSED/);
    await row.getByText('Technical details').click();
    expect(await row.locator('details code').innerText()).toMatch(/ECONNREFUSED/);
    await row.getByText('Technical details').click();

    // No word in the table is split across two lines (a line may end after a hyphen, as in print).
    const split = await page.locator('.outbox-table').evaluate((table) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('details:not([open]) > :not(summary)')) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    });
    expect(split).toEqual([]);
    expect(await axeViolations(page, '[aria-labelledby="email-heading"]')).toEqual([]);
    await context.close();
  });
});

describe('Devices at 1366×768', () => {
  it('shows a QR code for the TV venue view as well as the scoreboard', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser, FRONT_DESK);
    await page.goto(`${t.server.lanUrl}/devices`);
    await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
    const devices = new DevicesPage(page);
    await devices.heading().waitFor();
    await devices.qrImage('QR code: TV scoreboard').waitFor();
    await devices.qrImage('QR code: TV venue view').waitFor();
    const captions = await page.locator('.qr figcaption').allInnerTexts();
    expect(captions.some((c) => c.endsWith('/tv/venue'))).toBe(true);
    expect(captions.some((c) => c.endsWith('/tv/scoreboard'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
