import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDateOf } from '../shared/time/venueTime';
import type { TestServer } from '../lan-server/test/harness';
import { book, realTimeClock } from '../lan-server/test/lanesFixtures';
import { DashboardPage } from './pages/DashboardPage';
import { ReservationsPage } from './pages/ReservationsPage';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

const signedInDashboard = () => DashboardPage.signedIn(browser, t.server.lanUrl);

describe('reservations from the dashboard', () => {
  it("a lane card's Reserve Lane opens the reservation modal with that lane chosen, and books it", async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const { context, page, dashboard } = await signedInDashboard();
    await dashboard.laneCard(4).getByRole('button', { name: 'Reserve Lane' }).click();
    const modal = new ReservationsPage(page);
    await modal.modal().getByRole('heading', { name: 'New Reservation' }).waitFor();
    const laneValue = await modal.modal().getByLabel('Lane').inputValue();
    expect(laneValue).toBe('4');

    // Three days ahead at noon is inside the default hours whatever the day and the time the test runs.
    const date = addDays(venueDateOf(new Date(), 'Europe/London'), 3);
    await modal.fill({ customerName: 'Dana from the dashboard', date, time: '12:00' });
    await modal.submit();
    await modal.toast('Reservation created successfully').waitFor();
    const rows = t.server.db
      .prepare("SELECT lane_id FROM reservations WHERE customer_name = 'Dana from the dashboard'")
      .all() as { lane_id: number }[];
    expect(rows).toEqual([{ lane_id: 4 }]);
    await context.close();
  });

  it("a reserved card's Edit Reservation opens the booking that holds the lane", async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    book(t, 6, new Date(Date.now() - 10 * 60_000).toISOString(), 60, { customerName: 'Erin Holding' });
    const { context, page, dashboard } = await signedInDashboard();
    await dashboard.laneStatus(6).filter({ hasText: 'Reserved' }).waitFor();
    await dashboard.laneCard(6).getByRole('button', { name: 'Edit Reservation' }).click();
    const modal = new ReservationsPage(page);
    await modal.modal().getByRole('heading', { name: 'Edit Reservation' }).waitFor();
    expect(await modal.modal().getByLabel('Customer Name').inputValue()).toBe('Erin Holding');
    await context.close();
  });

  it('Quick Actions New Reservation opens an empty modal', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const { context, page } = await signedInDashboard();
    await page.getByRole('button', { name: 'New Reservation' }).click();
    const modal = new ReservationsPage(page);
    await modal.modal().getByRole('heading', { name: 'New Reservation' }).waitFor();
    expect(await modal.modal().getByLabel('Customer Name').inputValue()).toBe('');
    await context.close();
  });
});
