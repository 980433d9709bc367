import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { LoginPage } from './pages/LoginPage';
import { launchBrowser, newPage } from './support/browser';
import { FRONT_DESK } from './support/deskAndPhone';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

describe('staff sign-in in a real browser', () => {
  it('a protected page shows the login screen in place, and signing in reaches the dashboard', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    await page.goto(`${t.server.lanUrl}/dashboard`);
    const login = new LoginPage(page);
    await login.heading().waitFor();
    expect(
      await page
        .getByText('This protects staff areas only. Customers can still book lanes without a password.')
        .count(),
    ).toBe(1);

    // Empty fields: nothing is sent, and the form's message is shown.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await login.toast('Please enter both username and password').waitFor();

    await login.signIn('staff', 'wrong-password');
    await login.toast('Access Denied').waitFor();

    await login.signIn('staff', STAFF_PASSWORD);
    await login.toast('Welcome to the staff dashboard!').waitFor();
    await page.getByRole('heading', { name: 'Dart Lane Management' }).waitFor();
    expect(await page.getByText('Live System').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // The session survives a reload (HttpOnly cookie), and signing out brings the login screen back.
    await page.reload();
    await page.getByRole('heading', { name: 'Dart Lane Management' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await login.toast('You have been signed out successfully.').waitFor();
    await login.heading().waitFor();
    await context.close();
  });

  // Signing in at /login goes to the dashboard (it once left staff on the customers' page, '/').
  it('the /login route signs in with its own toast and then goes to the dashboard, or the page asked for', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser, FRONT_DESK);
    await page.goto(`${t.server.lanUrl}/login`);
    const login = new LoginPage(page);
    await login.signIn('  staff  ', STAFF_PASSWORD);
    await login.toast('Logged in successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();

    // Signed in, '/' is still the booking page, with a visible way back to the dashboard.
    await page.goto(`${t.server.lanUrl}/`);
    await page.getByRole('heading', { name: /Book a Lane/ }).waitFor();
    const shortcut = page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Go to Dashboard' });
    await shortcut.waitFor();
    expect(await shortcut.isVisible()).toBe(true);
    const axe = await new AxeBuilder({ page }).include('.staff-shortcut').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await shortcut.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();

    // A screen that sent staff to sign in gets them back.
    const other = await newPage(browser, FRONT_DESK);
    await other.page.goto(`${t.server.lanUrl}/login?next=/calendar`);
    await new LoginPage(other.page).signIn('staff', STAFF_PASSWORD);
    await other.page.waitForURL((url) => url.pathname === '/calendar');
    await other.context.close();
  });

  it('a signed-out visitor on / sees no staff shortcut', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser, FRONT_DESK);
    await page.goto(`${t.server.lanUrl}/`);
    await page.getByRole('heading', { name: /Book a Lane/ }).waitFor();
    await page.getByRole('heading', { name: 'Choose a date' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0);
    await context.close();
  });

  it('the login screen has no serious accessibility violations', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    await page.goto(`${t.server.lanUrl}/login`);
    await new LoginPage(page).heading().waitFor();
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await context.close();
  });

  it('an unknown path shows the 404 page', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    await page.goto(`${t.server.lanUrl}/no/such/screen`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('the password toggle shows and hides what was typed', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    await page.goto(`${t.server.lanUrl}/staff`);
    const field = page.getByPlaceholder('Enter staff password');
    await field.fill('secret');
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await context.close();
  });
});

describe('the public door in a real browser', () => {
  it('serves the booking page and none of the staff screens', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${t.server.publicUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.some((s) =>
        /(Dashboard|Tournaments|TournamentManager|Settings|Calendar|Reservations|Devices|PlayerInterface|GameSetup)Page-/.test(
          s,
        ),
      ),
    ).toBe(false);
    const staffChunk = await page.evaluate(async () => (await fetch('/dashboard')).status);
    expect(staffChunk).toBe(404);
    await context.close();
  });
});
