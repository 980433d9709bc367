import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

/**
 * Who may do what (docs/security.md#who-may-do-what): Settings as `staff` and as `admin` in a real browser.
 * Staff see no Restore buttons, no e-mail settings form or test button, no Customer Data & Privacy and no
 * Users, and the backup folder and retention period read-only; the admin sees everything and sets staff's
 * password. A refusal that happens anyway (the tab still thinks it is the admin's) shows the server's
 * sentence.
 */
let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

async function openSettingsAs(page: Page, username: 'staff' | 'admin', password: string) {
  const settings = new SettingsPage(page);
  await settings.open(t.server.lanUrl);
  await new LoginPage(page).signIn(username, password);
  await settings.waitUntilShown();
  // The sections below the form load on their own; wait for the last one every sign-in sees.
  await page.getByRole('region', { name: 'Venue TV' }).waitFor();
  await page.getByRole('region', { name: 'E-mail' }).getByRole('heading', { name: 'Outbox' }).waitFor();
  return settings;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('Settings as staff and as admin', () => {
  it('staff see the floor’s settings but none of the admin’s controls', async () => {
    t = await startE2eServer();
    expect((await t.lan('/api/backups', { method: 'POST', cookie: await t.signIn() })).status).toBe(201);
    const { page, context } = await newPage(browser);
    const settings = await openSettingsAs(page, 'staff', STAFF_PASSWORD);

    const backups = settings.backups();
    await backups.section.getByText('Only an admin can restore a backup.').waitFor();
    expect(await backups.backUpNow.isVisible()).toBe(true);
    expect(await backups.restoreButtons.count()).toBe(0);

    const email = page.getByRole('region', { name: 'E-mail' });
    await email.getByText('Only an admin can change the e-mail settings or send a test e-mail.').waitFor();
    expect(await email.getByRole('button', { name: 'Save E-mail Settings' }).count()).toBe(0);
    expect(await email.getByRole('button', { name: 'Send test e-mail' }).count()).toBe(0);
    expect(await email.getByLabel('Mail Server').count()).toBe(0);

    expect(await heading(page, 'Customer Data & Privacy').count()).toBe(0);
    expect(await heading(page, 'Users').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Erase Details' }).count()).toBe(0);

    const folder = page.getByLabel('Second backup folder');
    const months = page.getByLabel('Keep customer contact details for N months after the booking');
    expect(await folder.getAttribute('readonly')).not.toBeNull();
    expect(await months.getAttribute('readonly')).not.toBeNull();

    // The rest of the form is staff's to save, and saving it leaves the admin's two settings alone.
    await settings.defaultRate().fill('16.50');
    await settings.save();
    await settings.toast('Settings Updated').waitFor();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('the admin sees every section and sets staff’s password, which signs staff out', async () => {
    t = await startE2eServer();
    expect((await t.lan('/api/backups', { method: 'POST', cookie: await t.signIn('admin') })).status).toBe(
      201,
    );
    const staffCookie = await t.signIn('staff');
    const { page, context } = await newPage(browser);
    const settings = await openSettingsAs(page, 'admin', ADMIN_PASSWORD);

    await settings.backups().restoreButtons.first().waitFor();
    const email = page.getByRole('region', { name: 'E-mail' });
    await email.getByRole('button', { name: 'Save E-mail Settings' }).waitFor();
    await email.getByRole('button', { name: 'Send test e-mail' }).waitFor();
    await heading(page, 'Customer Data & Privacy').waitFor();
    expect(await page.getByLabel('Second backup folder').getAttribute('readonly')).toBeNull();

    const users = page.getByRole('region', { name: 'Users' });
    const staffPassword = users.getByLabel('New password for staff (staff)');
    await staffPassword.fill('short');
    await users.getByRole('button', { name: "Set staff's password" }).click();
    await settings.toast('The new password must be at least 10 characters long.').waitFor();
    expect((await t.lan('/api/auth/me', { cookie: staffCookie })).status).toBe(200);

    await staffPassword.fill('a brand new staff phrase');
    await users.getByRole('button', { name: "Set staff's password" }).click();
    await settings.toast('New password saved for staff. 1 sign-in elsewhere ended.').waitFor();
    expect(await staffPassword.inputValue()).toBe('');
    expect((await t.lan('/api/auth/me', { cookie: staffCookie })).status).toBe(401);
    const signIn = await t.lan('/api/auth/login', {
      method: 'POST',
      json: { username: 'staff', password: 'a brand new staff phrase' },
    });
    expect(signIn.status).toBe(200);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('a tab still showing the admin’s controls after staff signed in shows the 403 sentence', async () => {
    t = await startE2eServer();
    expect((await t.lan('/api/backups', { method: 'POST', cookie: await t.signIn() })).status).toBe(201);
    const { page, context } = await newPage(browser);
    const settings = await openSettingsAs(page, 'admin', ADMIN_PASSWORD);
    await settings.backups().restoreButtons.first().waitFor();

    // Someone signs in as staff in another tab of the same browser: the shared cookie is now staff's.
    const other = await context.newPage();
    await other.goto(`${t.server.lanUrl}/settings`);
    await other.evaluate(async (password) => {
      await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'staff', password }),
      });
    }, STAFF_PASSWORD);

    const backups = settings.backups();
    await backups.restoreButtons.first().click();
    await backups.confirmRestore.click();
    await settings.toast('Only an admin can restore a backup.').waitFor();
    await context.close();
  });
});
