import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { book, realTimeClock } from '../lan-server/test/lanesFixtures';
import { DashboardPage } from './pages/DashboardPage';
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

/** Every lane card on the dashboard shows its status badge and the actions of that status. */
async function everyCardComplete(page: Page, booked = true): Promise<void> {
  const dashboard = new DashboardPage(page);
  await dashboard.ready();
  const cards = page.locator('article.lane-card');
  await expect.poll(() => cards.count()).toBe(10);
  for (let number = 1; number <= 10; number++) {
    expect(await dashboard.laneStatus(number).textContent(), `lane ${number}'s status`).toMatch(/\w/);
    expect(
      await dashboard.laneCard(number).getByRole('button').count(),
      `lane ${number}'s buttons`,
    ).toBeGreaterThan(0);
  }
  if (!booked) return;
  // Lane 2 is booked in 90 minutes: its card says which session lengths still fit before the booking.
  await dashboard.laneCard(2).getByText('Free slots:').waitFor();
  expect(await dashboard.laneCard(2).locator('.lane-slots').textContent()).toContain('1hr');
}

async function goTo(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

describe('the staff app in any order of navigation', () => {
  it('Devices → Dashboard → Tournaments → Dashboard → Reservations → Dashboard: every lane card keeps its status and fit buttons', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    book(t, 2, new Date(Date.now() + 90 * 60_000).toISOString(), 60, { customerName: 'Fay Later' });
    // As a new user would: sign in straight onto Devices, then go to the Dashboard.
    const { context, page } = await newPage(browser);
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.goto(`${t.server.lanUrl}/devices`);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await page.getByRole('heading', { name: 'Devices', exact: true }).first().waitFor();
    await goTo(page, 'Dashboard');
    await everyCardComplete(page);

    for (const [away, awayHeading] of [
      ['Devices', 'Devices'],
      ['Tournaments', 'Tournaments'],
      ['Reservations', 'Reservations'],
    ] as const) {
      await goTo(page, away);
      await page.getByRole('heading', { name: awayHeading, exact: true }).first().waitFor();
      await goTo(page, 'Dashboard');
      await everyCardComplete(page);
    }
    expect(crashes).toEqual([]);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });

  it('an answer that breaks its contract shows the calm error page, not a blank one, and the server logs it with the id shown', async () => {
    const lines: string[] = [];
    t = await startE2eServer({ clock: realTimeClock(), log: (line) => lines.push(line) });
    const { context, page } = await DashboardPage.signedIn(browser, t.server.lanUrl);
    // The lanes list answers in a shape no screen can draw (a server of another version, say).
    await page.route('**/api/lanes', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id":"one","status":42}]' }),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    const reference = page.getByText(/^Reference: /);
    await reference.waitFor();
    const requestId = ((await reference.textContent()) ?? '').replace('Reference: ', '');
    expect(lines.some((line) => line.includes(`[${requestId}] staff screen failed at /dashboard`))).toBe(
      true,
    );
    expect(lines.find((line) => line.includes(requestId))).toContain('GET /api/lanes');

    // Reload with the real answer: the dashboard is back.
    await page.unroute('**/api/lanes');
    await page.getByRole('button', { name: 'Reload' }).click();
    await everyCardComplete(page, false);
    await context.close();
  });
});
