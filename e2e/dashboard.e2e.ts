import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VenueView } from '../shared/api/venue';
import type { TestServer } from '../lan-server/test/harness';
import { realTimeClock } from '../lan-server/test/lanesFixtures';
import { DashboardPage } from './pages/DashboardPage';
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

describe('the front-desk dashboard in two browsers', () => {
  it('starts a session from the dialog, a second desk sees the lane occupied with a countdown, and it ends', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const desk = await signedInDashboard();
    const other = await signedInDashboard();
    await other.dashboard.laneStatus(3).filter({ hasText: 'Available' }).waitFor();

    // With every name blank nothing is sent.
    await desk.dashboard.openStartSession(3);
    await desk.dashboard.submitSession();
    await desk.dashboard.toast('Please enter at least one player name').waitFor();

    await desk.dashboard.fillSession({
      players: ['Ann', 'Ben', 'Cal'],
      duration: '1.5 hours',
      gameMode: 'Cricket',
      hidden: [2],
    });
    await desk.dashboard.submitSession();
    await desk.dashboard.toast('Lane session started successfully').waitFor();
    await desk.dashboard.dialog().waitFor({ state: 'detached' });
    // Ben ticked 'Hide from leaderboard' in the dialog, so the venue TV never has his name.
    const venue = (await (await t.lan('/api/tv/venue')).json()) as VenueView;
    expect(venue.lanes.find((l) => l.number === 3)?.game?.players.map((p) => p.name)).toEqual([
      'Ann',
      'Player 2',
      'Cal',
    ]);

    // The other desk hears lane_updated: no reload, the card turns occupied with a live countdown.
    const card = other.dashboard.laneCard(3);
    await other.dashboard.laneStatus(3).filter({ hasText: 'Occupied' }).waitFor({ timeout: 3000 });
    await card.getByText('Cricket').waitFor();
    await card.getByText('Cal').waitFor();
    const first = await other.dashboard.countdown(3).textContent();
    expect(first).toMatch(/^1:(29|30):\d\d$/);
    await expect.poll(() => other.dashboard.countdown(3).textContent(), { timeout: 4000 }).not.toBe(first);
    await other.dashboard.statValue('Occupied Lanes').filter({ hasText: '1' }).waitFor();

    const axe = await new AxeBuilder({ page: other.page }).include('.lane-grid').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Ending it on the second desk frees the lane on the first.
    await other.dashboard.endSession(3);
    await desk.dashboard.laneStatus(3).filter({ hasText: 'Available' }).waitFor({ timeout: 3000 });
    expect(await desk.dashboard.countdown(3).count()).toBe(0);

    await desk.context.close();
    await other.context.close();
  });
});
