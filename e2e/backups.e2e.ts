import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { bookingAt } from '../lan-server/test/restoreFixtures';
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

const reservationCount = () =>
  (t.server.db.prepare('SELECT COUNT(*) AS n FROM reservations').get() as { n: number }).n;

describe('Settings → Backups and System Health in a real browser', () => {
  it('takes a backup, restores it (the server restarts and the page reloads), and shows the health', async () => {
    t = await startE2eServer();
    // Restore is an admin's.
    const owner = await newPage(browser);
    await owner.page.goto(`${t.server.lanUrl}/settings`);
    await new LoginPage(owner.page).signIn('admin', ADMIN_PASSWORD);
    const settings = new SettingsPage(owner.page);
    await settings.waitUntilShown();
    await settings.healthStatus().filter({ hasText: 'All good' }).waitFor();

    const backups = settings.backups();
    await backups.backUpNow.click();
    await settings.toast('Backup taken').waitFor();
    await backups.restoreButtons.first().waitFor();
    const axe = await new AxeBuilder({ page: owner.page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // A booking made after the backup: the restore sets it aside.
    // The browser test runs on real time: book tomorrow at 14:00 UTC, inside every day's opening hours.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booked = await t.pub('/api/reservations', {
      method: 'POST',
      json: { ...bookingAt(3, 'After Backup'), reservedTime: `${tomorrow}T14:00:00.000Z` },
    });
    expect(booked.status).toBe(201);
    expect(reservationCount()).toBe(1);
    const dbBefore = t.server.db;

    await backups.restoreButtons.first().click();
    await backups.confirmRestore.click();
    await owner.page.getByText('Restoring… Doubletop is restarting').waitFor();
    // The page reloads itself once the server answers again, on the restored database.
    await owner.page.waitForEvent('load', { timeout: 15_000 });
    await settings.waitUntilShown();
    expect(t.server.db).not.toBe(dbBefore);
    expect(reservationCount()).toBe(0);
    await settings.healthStatus().filter({ hasText: 'All good' }).waitFor();
  });
});
