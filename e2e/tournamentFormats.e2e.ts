import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../shared/api/games';
import type { Tournament } from '../shared/api/tournaments';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { LoginPage } from './pages/LoginPage';
import { ScoringPage } from './pages/ScoringPage';
import { TournamentsPage } from './pages/TournamentsPage';
import { TvScoreboardPage } from './pages/TvScoreboardPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

// Each type the Setup Tournament form offers (besides group knockout, covered elsewhere) is created and
// started on the Tournaments page, its first match scheduled from the Tournament Manager and played on the
// lane's tablet page, while the TV — in another browser context — follows it.
let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

async function staffPage(): Promise<{ page: Page; cookie: string; close: () => Promise<void> }> {
  const cookie = await t.signIn();
  const { context, page } = await newPage(browser);
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name, value: value.join('='), url: t.server.lanUrl }]);
  return { page, cookie, close: () => context.close() };
}

const CASES = [
  ['single_elimination', 'Single Elimination', 'Bracket'],
  ['double_elimination', 'Double Elimination', 'Bracket'],
  ['round_robin', 'Round Robin', 'Standings'],
  ['swiss', 'Swiss', 'Standings'],
] as const;

describe('every tournament type, from the Tournaments page to the TV', () => {
  it.each(CASES)(
    '%s: create, start, schedule, play one match on the tablet, watch the TV',
    async (type, label, view) => {
      t = await startE2eServer();
      const { page, close } = await staffPage();
      const name = `${label} Night`;
      const players = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];

      // Create it in the Setup Tournament modal and start it from its card.
      const tournaments = new TournamentsPage(page);
      await tournaments.open(t.server.lanUrl);
      await page.getByRole('button', { name: 'Create Tournament' }).click();
      const modal = tournaments.modal();
      await modal.getByLabel('Tournament name').fill(name);
      await modal.getByLabel('Type').selectOption(type);
      for (const p of players) await tournaments.addPlayer(p);
      await modal.getByLabel('Lane 1', { exact: true }).check();
      await modal.getByRole('button', { name: 'Create Tournament' }).click();
      await tournaments.toast('Tournament created successfully').waitFor();
      await tournaments.tab('Upcoming (1)').click();
      await tournaments.card(name).getByText(label, { exact: true }).waitFor();
      await tournaments.card(name).getByRole('button', { name: 'Start' }).click();
      await tournaments.tab('Active (1)').click();
      await tournaments.card(name).waitFor();
      const [cup] = (await (await t.lan('/api/tournaments')).json()) as Tournament[];
      expect(cup).toMatchObject({ name, type, status: 'active' });

      // The TV follows it at 1920×1080: /tv/scoreboard alone shows the one live tournament by itself.
      const { context: tvContext, page: tvPage } = await newPage(browser, { width: 1920, height: 1080 });
      const tv = new TvScoreboardPage(tvPage);
      await tv.open(t.server.lanUrl);
      await tv.heading(name).waitFor();
      await tvPage.getByRole('region', { name: `${view} view` }).waitFor();

      // The manager resumes it from its Setup tab; 'Schedule Next Matches' puts the first match on its lane.
      await page.goto(`${t.server.lanUrl}/tournament-manager`);
      await page.getByRole('button', { name: 'Resume Existing Tournament' }).click();
      await page.getByRole('dialog').getByText(name).waitFor();
      await page.getByRole('button', { name: 'Resume Tournament' }).click();
      await page.getByRole('tab', { name: 'Live Management', selected: true }).waitFor();
      await page.getByRole('button', { name: 'Schedule Next Matches' }).click();
      await page.getByRole('button', { name: 'Schedule Matches' }).click();
      await tournaments.toast('Matches scheduled successfully').waitFor();
      const games = (await (await t.lan(`/api/games?tournamentId=${cup.id}`)).json()) as Game[];
      const match = games.find((g) => g.laneId === 1 && g.status === 'active');
      if (!match?.home || !match.away) throw new Error('no match on lane 1');
      const [home, away] = [match.home, match.away];
      await tvPage
        .getByTestId('tv-current')
        .filter({ hasText: `${home} v ${away}` })
        .waitFor();
      if (view === 'Bracket')
        await tvPage.locator('[data-testid="tv-match"][data-status="active"]').first().waitFor();

      // The lane's tablet plays it, 2-0 to the home player.
      const { context: laneContext, page: lanePage } = await newPage(browser);
      const scoring = new ScoringPage(lanePage);
      await scoring.open(t.server.lanUrl, 1);
      await new LoginPage(lanePage).signIn('staff', STAFF_PASSWORD);
      await lanePage.getByText(`${home} v ${away}`).waitFor();
      await scoring.startMatch();
      await scoring.homeNineDarter();
      await scoring.dialog('Leg Won!').getByRole('button', { name: 'Start Next Leg' }).click();
      await scoring.homeNineDarter(true);
      await lanePage.getByRole('heading', { name: 'Match Winner!' }).waitFor();

      // The TV changes by itself: the result, then the winner marked in the bracket or on top of the table.
      await tv
        .recentResults()
        .filter({ hasText: `${home} 2-0 ${away}` })
        .waitFor({ timeout: 5000 });
      if (view === 'Bracket')
        await tvPage
          .locator('[data-testid="tv-match"][data-status="completed"] .tv-m-won')
          .filter({ hasText: home })
          .waitFor({ timeout: 5000 });
      else
        await tvPage
          .getByTestId('tv-standings')
          .locator('tbody tr')
          .first()
          .filter({ hasText: home })
          .waitFor({ timeout: 5000 });
      const size = await tv.contentSize();
      expect(size.height).toBeLessThanOrEqual(1080);
      expect(size.width).toBeLessThanOrEqual(1920);
      await laneContext.close();
      await tvContext.close();
      await close();
    },
    120_000,
  );

  it('a 64-player double elimination fits the TV at 1920×1080 without scrolling', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const players = Array.from({ length: 64 }, (_, i) => `Player ${i + 1}`);
    const created = await t.lan('/api/tournaments', {
      method: 'POST',
      cookie,
      json: { name: 'Big Cup', type: 'double_elimination', players, selectedLanes: [1, 2] },
    });
    const cup = (await created.json()) as Tournament;
    await t.lan(`/api/tournaments/${cup.id}/start`, { method: 'POST', cookie });
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    const tv = new TvScoreboardPage(page);
    await tv.open(t.server.lanUrl, cup.id);
    await page.getByRole('region', { name: 'Losers Bracket' }).waitFor();
    await page.getByRole('region', { name: 'Grand Final' }).waitFor();
    const size = await tv.contentSize();
    expect(size).toEqual({ width: 1920, height: 1080 });
    await context.close();
  }, 60_000);
});
