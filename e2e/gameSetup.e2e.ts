import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VenueView } from '../shared/api/venue';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { book, realTimeClock } from '../lan-server/test/lanesFixtures';
import { DashboardPage } from './pages/DashboardPage';
import { GameSetupPage } from './pages/GameSetupPage';
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

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('lane cards and game setup around bookings', () => {
  it('shows bookings on cards, activates one, takes a lane out of service, and refuses a game that would overrun', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    book(t, 2, inMinutes(45.5), 60, { customerName: 'Alice', prepaidAmount: '12.50' });
    book(t, 4, inMinutes(20.5), 60, { customerName: 'Bob' });
    book(t, 6, inMinutes(-5), 60, { customerName: 'Cara', playerCount: 2 });
    book(t, 7, inMinutes(-5), 90, { customerName: 'Dan', playerCount: 2, prepaidAmount: '5.00' });
    const { context, page } = await newPage(browser);
    await page.goto(`${t.server.lanUrl}/dashboard`);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    const dashboard = new DashboardPage(page);
    await dashboard.ready();

    const lane2 = dashboard.laneCard(2);
    await lane2.getByText('Future Reservation').waitFor();
    await lane2.getByText('Alice').waitFor();
    await lane2.getByText('£12.50').waitFor();
    expect(await lane2.locator('.lane-slot').allTextContents()).toEqual(['30min']);

    const lane4 = dashboard.laneCard(4);
    const soon = lane4.getByRole('button', { name: 'Reserved Soon' });
    expect(await soon.isDisabled()).toBe(true);
    expect(await lane4.getByRole('tooltip', { includeHidden: true }).textContent()).toBe(
      'Cannot start game - reservation for Bob in 20 minutes',
    );
    expect(await lane4.getByRole('link', { name: 'Setup Game' }).count()).toBe(0);

    const lane7 = dashboard.laneCard(7);
    await dashboard.laneStatus(7).filter({ hasText: 'Reserved' }).waitFor();
    await lane7.getByText('Reserved Until').waitFor();
    await lane7.getByText('Dan').waitFor();
    await lane7.getByText('£5.00').waitFor();
    // Activate Reservation opens the Start Session dialog filled in from Dan's booking.
    await lane7.getByRole('button', { name: 'Activate Reservation' }).click();
    await dashboard.dialog().waitFor();
    await dashboard.submitSession();
    await dashboard.toast('Lane activated successfully').waitFor();
    await dashboard.laneStatus(7).filter({ hasText: 'Occupied' }).waitFor();
    await lane7.getByText('Player 2').waitFor();
    await lane7.getByText('Dan', { exact: true }).waitFor();
    expect(await dashboard.countdown(7).textContent()).toMatch(/^1:(29|30):\d\d$/);

    await dashboard.laneCard(5).getByLabel('Service status of Lane 5').selectOption('maintenance');
    await dashboard.laneStatus(5).filter({ hasText: 'Maintenance' }).waitFor();
    await dashboard.laneCard(5).getByRole('button', { name: 'Back in Service' }).click();
    await dashboard.laneStatus(5).filter({ hasText: 'Available' }).waitFor();

    const setup = new GameSetupPage(page);
    await setup.open(t.server.lanUrl, 2);
    await setup.text('Cannot start 1 hour game - not enough time before next reservation').waitFor();
    expect(await setup.startButton().textContent()).toBe('Not Enough Time');
    expect(await setup.startButton().isDisabled()).toBe(true);

    await setup.chooseDuration('30 minutes');
    expect(await setup.startButton().textContent()).toBe('Start Game');
    await setup.choosePlayers(['', '']);
    await setup.startButton().click();
    await setup.text('Please enter at least one player name.').waitFor();

    await setup.choosePlayers(['Ann', 'Ben', 'Cal']);
    await setup.startButton().click();
    await setup.toast('Game Started!').waitFor();
    await setup.toast('Lane 2 is ready for 3 players.').waitFor();
    await page.waitForURL((url) => url.pathname === '/player-interface/2');

    await setup.open(t.server.lanUrl, 2);
    await setup.text('Lane Not Available').waitFor();
    await page.getByText('Occupied', { exact: true }).waitFor();

    // 'Start Early' on a reserved lane: game setup explains and lets the booked customers start.
    await setup.open(t.server.lanUrl, 6);
    await setup.text('Lane Not Available').waitFor();
    await page.getByText('Reserved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Activate Reservation' }).click();
    await page.waitForURL((url) => url.pathname === '/player-interface/6');
    await context.close();
  });

  it("offers 'Hide from leaderboard' beside each name, and a hidden name never reaches the venue TV", async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const { context, page } = await newPage(browser);
    const setup = new GameSetupPage(page);
    await setup.open(t.server.lanUrl, 1);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await setup.choosePlayers(['Zelda', 'Bob']);
    await setup.hideFromLeaderboard(1).check();
    expect(await setup.hideFromLeaderboard(2).isChecked()).toBe(false);
    await setup.startButton().click();
    await page.waitForURL((url) => url.pathname === '/player-interface/1');
    const venue = (await (await t.lan('/api/tv/venue')).json()) as VenueView;
    expect(venue.lanes[0].game?.players.map((p) => p.name)).toEqual(['Player 1', 'Bob']);
    expect(JSON.stringify(venue)).not.toContain('Zelda');
    await context.close();
  });
});
