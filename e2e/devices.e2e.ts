import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { DevicesPage } from './pages/DevicesPage';
import { LoginPage } from './pages/LoginPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

describe('pairing a lane tablet in real browsers', () => {
  it('staff show a QR code for lane 2; the tablet pairs, scores only there, and is cut off by Revoke', async () => {
    t = await startE2eServer();
    const staff = await newPage(browser);
    await staff.page.goto(`${t.server.lanUrl}/devices`);
    await new LoginPage(staff.page).signIn('staff', STAFF_PASSWORD);
    const devices = new DevicesPage(staff.page);
    await devices.heading().waitFor();
    await devices.qrImage('QR code: TV scoreboard').waitFor();

    const code = await devices.pairLane('Lane 2');
    await devices.qrImage('QR code: pair with Lane 2').waitFor();
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    await staff.page
      .getByText('Expires in 5:00')
      .or(staff.page.getByText('Expires in 4:5'))
      .first()
      .waitFor();
    const axe = await new AxeBuilder({ page: staff.page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await staff.page.getByRole('button', { name: 'Done' }).click();

    // The tablet: its own browser profile, so it has no staff session.
    const tablet = await newPage(browser, { width: 1024, height: 768 });
    await tablet.page.goto(`${t.server.lanUrl}/pair/${code}`);
    await tablet.page.getByRole('button', { name: 'Pair this tablet' }).click();
    await tablet.page.waitForURL(/\/player-interface\/2$/);
    // Its lane's scoring screen, not the staff login (no game has been started on lane 2).
    await tablet.page.getByRole('heading', { name: 'No Active Game' }).waitFor();
    expect((await tablet.page.request.get(`${t.server.lanUrl}/api/lanes/2`)).status()).toBe(200);
    expect((await tablet.page.request.get(`${t.server.lanUrl}/api/lanes/3`)).status()).toBe(403);
    expect((await tablet.page.request.get(`${t.server.lanUrl}/api/lanes`)).status()).toBe(401);

    // The same code does not pair a second tablet.
    const second = await newPage(browser);
    await second.page.goto(`${t.server.lanUrl}/pair/${code}`);
    await second.page.getByRole('button', { name: 'Pair this tablet' }).click();
    await second.page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();

    await staff.page.reload();
    const row = devices.pairedTablet('Lane 2 tablet');
    await row.getByRole('button', { name: 'Revoke' }).click();
    await staff.page.locator('.toast').filter({ hasText: 'Tablet revoked' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await tablet.page.request.get(`${t.server.lanUrl}/api/lanes/2`)).status()).toBe(401);

    await Promise.all([staff.context.close(), tablet.context.close(), second.context.close()]);
  });
});
