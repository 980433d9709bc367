import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../shared/api/settings';
import { ADMIN_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { addBooking, auditRows, storedBooking } from '../lan-server/test/privacyFixtures';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

describe('customer data and privacy in Settings', () => {
  it('the admin sets the retention period, exports a customer’s data and erases their details', async () => {
    t = await startE2eServer();
    const jo = addBooking(t, { reservedTime: '2026-01-09T19:00:00.000Z', email: 'jo@example.com' });
    const { page, context } = await newPage(browser);
    const settings = new SettingsPage(page);
    await settings.open(t.server.lanUrl);
    await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
    await settings.waitUntilShown();

    const months = page.getByLabel('Keep customer contact details for N months after the booking');
    await months.fill('12');
    await settings.save();
    await settings.toast('Settings Updated').waitFor();
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const stored = (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
    expect(stored.contactRetentionMonths).toBe(12);

    await page.getByLabel('Customer e-mail').fill('JO@example.com');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data (JSON)' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      records: { reservations: { id: string }[] };
    };
    expect(exported.records.reservations.map((r) => r.id)).toEqual([jo]);

    await page.getByRole('button', { name: 'Erase Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Customer Details?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Erase Details' }).click();
    await settings.toast('Customer Details Erased').waitFor();
    expect(storedBooking(t, jo).email_address).toBeNull();
    expect(auditRows(t).map((r) => r.action)).toEqual(['retention', 'export', 'erase']);
    await page.getByRole('cell', { name: 'erase' }).waitFor();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
