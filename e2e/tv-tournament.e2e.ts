import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import {
  createCup,
  nineDarterLeg,
  scheduleMatches,
  sendActions,
} from '../lan-server/test/tournamentMatchFixtures';
import { TvScoreboardPage } from './pages/TvScoreboardPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

// The TV follows a tournament match from the socket alone: the state every tournament message carries and
// the game every dart's message carries are all it needs, so darts, a leg, the result and the new standings
// reach the screen with no request to the server.
let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

describe('the TV scoreboard during a tournament match', () => {
  it('shows each dart, the legs, the result and the standings with no request to the server', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { tournament, groups } = await createCup(t, cookie, {
      name: 'Friday Cup',
      matchFormat: 'best_of_3',
      players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'],
    });
    const game = groups.A.games[0];
    expect((await scheduleMatches(t, cookie, tournament.id, [{ gameId: game.id, laneId: 3 }])).status).toBe(
      200,
    );

    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    // The TV's timers stand still, so its 5-second poll never runs: whatever it asks for, a message made it.
    await page.clock.install();
    const tv = new TvScoreboardPage(page);
    await tv.open(t.server.lanUrl, tournament.id);
    const current = tv.section('Current Games');
    await current.getByTestId('tv-live-legs').filter({ hasText: 'Legs 0 - 0' }).waitFor();
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
    });

    // The home player's first visit, dart by dart (the score left shows once the visit is over), then the
    // rest of the leg.
    const leg = nineDarterLeg(0);
    for (const dart of leg.slice(0, 4)) await sendActions(t, cookie, 3, [dart]);
    await current.getByTestId('tv-remaining').filter({ hasText: '321' }).waitFor({ timeout: 4000 });
    await sendActions(t, cookie, 3, [...leg.slice(4), { type: 'nextLeg' }]);
    await current.getByTestId('tv-live-legs').filter({ hasText: 'Legs 1 - 0' }).waitFor({ timeout: 4000 });
    // The second leg ends the match: the result, and the winner's new line in the group's standings.
    await sendActions(t, cookie, 3, nineDarterLeg(0, 1));
    await tv
      .recentResults()
      .filter({ hasText: `${game.home} 2-0 ${game.away}` })
      .waitFor({ timeout: 4000 });
    await tv.standingRow('A', game.home ?? '', '2 pts').waitFor({ timeout: 4000 });
    expect(await current.getByTestId('tv-live-legs').count()).toBe(0);
    expect(requests).toEqual([]);
    await context.close();
  });
});
