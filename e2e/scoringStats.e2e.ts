import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LaneGamesResponse } from '../shared/api/stats';
import { STAFF_PASSWORD, TestClock, type TestServer } from '../lan-server/test/harness';
import { LoginPage } from './pages/LoginPage';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

describe('statistics on the scoring screen', () => {
  it('the Stats panel shows the match, hides a player from the leaderboard, and Leg Won! shows the leg', async () => {
    t = await startE2eServer({ clock: new TestClock(new Date().toISOString()) });
    const cookie = await t.signIn();
    const start = await t.lan('/api/lanes/1/start', {
      method: 'POST',
      cookie,
      json: { players: ['Ann', 'Bob'], duration: 1, gameMode: '301 Double Out', sets: 1, legs: 2 },
    });
    expect(start.status).toBe(200);
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 1);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await scoring.dartButton('T20').waitFor();

    await scoring.throwDarts('T20', 'T20', 'T20');
    await scoring.finishTurn();
    await scoring.throwDarts('S1', 'S1', 'S1');
    await scoring.finishTurn();
    await expect.poll(() => scoring.scoreValue(0)).toBe(121);

    await page.getByRole('button', { name: 'Stats', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Stats' });
    const avgRow = panel.getByRole('row', { name: /3-Dart Avg/ });
    await expect.poll(() => avgRow.innerText()).toMatch(/180\.00\s+3\.00/);
    // The box shows the server's answer: it is ticked once the choice is stored.
    const hideAnn = panel.getByLabel('Hide Ann from leaderboard');
    await hideAnn.click();
    await expect.poll(() => hideAnn.isChecked()).toBe(true);
    await expect
      .poll(async () => {
        const games = (await (await t.lan('/api/lanes/1/games', { cookie })).json()) as LaneGamesResponse;
        return games.games[0]?.hidden;
      })
      .toEqual([true, false]);
    await panel.getByRole('button', { name: 'Close' }).click();

    await scoring.throwDarts('T20', 'T11', 'D14');
    const won = page.getByRole('dialog', { name: 'Leg Won!' });
    await won.getByText('Ann won the leg in 6 darts with a 121 checkout.').waitFor({ timeout: 5000 });
    await won.getByText('Ann: leg average 150.50').waitFor();
    await context.close();
  });
});
