import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../shared/api/games';
import type { VenueView } from '../shared/api/venue';
import type { GroupsResponse, Tournament } from '../shared/api/tournaments';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { createCup, scheduleMatches } from '../lan-server/test/tournamentMatchFixtures';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { ScoringPage } from './pages/ScoringPage';
import { TournamentManagerPage } from './pages/TournamentManagerPage';
import { TvScoreboardPage } from './pages/TvScoreboardPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

// A group match scheduled on lane 3 is played on /player-interface/3 while the TV, in another browser
// context, follows the legs and then shows the result and the new standings without a reload.
let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

/** A 6-player best-of-3 cup with its first Group A match scheduled on lane 3. */
async function cupOnLane3(cookie: string): Promise<{ tournament: Tournament; game: Game }> {
  const players = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];
  const { tournament, groups } = await createCup(t, cookie, {
    name: 'Friday Cup',
    matchFormat: 'best_of_3',
    players,
  });
  const game = groups.A.games[0];
  expect((await scheduleMatches(t, cookie, tournament.id, [{ gameId: game.id, laneId: 3 }])).status).toBe(
    200,
  );
  return { tournament, game };
}

describe('a tournament match on the lane tablet', () => {
  it('is played on /player-interface/3 while the TV shows the live legs, then the result and standings', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { tournament, game } = await cupOnLane3(cookie);
    const home = game.home ?? '';
    const away = game.away ?? '';

    const { context: tvContext, page: tvPage } = await newPage(browser, { width: 1920, height: 1080 });
    const tv = new TvScoreboardPage(tvPage);
    await tv.open(t.server.lanUrl, tournament.id);
    await tv.heading('Friday Cup').waitFor();
    const liveLegs = tv.section('Current Games').getByTestId('tv-live-legs');
    await liveLegs.filter({ hasText: 'Legs 0 - 0' }).waitFor();

    const { context: laneContext, page } = await newPage(browser);
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 3);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await page.getByRole('heading', { name: 'Friday Cup — Group A' }).waitFor();
    await page.getByText(`${home} v ${away}`).waitFor();
    await page.getByText('501 · Best of 3 · first to 2 legs').waitFor();
    // The players start the match, each choosing about tonight's leaderboard first.
    const axeStart = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axeStart.violations.map((v) => v.id)).toEqual([]);
    await scoring.startMatch([home]);
    await scoring.dartButton('T20').waitFor();
    expect(await page.getByRole('button', { name: 'Game Settings' }).count()).toBe(0);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Leg one: the TV hears each visit and the leg within seconds, from the socket (games poll every 5 s).
    await scoring.throwDarts('T20', 'T20', 'T20');
    await scoring.finishTurn();
    await tv
      .section('Current Games')
      .getByTestId('tv-remaining')
      .filter({ hasText: '321' })
      .waitFor({ timeout: 3000 });
    await scoring.throwDarts('MISS', 'MISS', 'MISS');
    await scoring.finishTurn();
    await scoring.throwDarts('T20', 'T20', 'T20');
    await scoring.finishTurn();
    await scoring.throwDarts('MISS', 'MISS', 'MISS');
    await scoring.finishTurn();
    await scoring.throwDarts('T20', 'T19', 'D12');
    await scoring.dialog('Leg Won!').waitFor();
    await liveLegs.filter({ hasText: 'Legs 1 - 0' }).waitFor({ timeout: 3000 });
    // The venue TV shows the match like any live game, with the home player hidden as they chose.
    const venue = (await (await t.lan('/api/tv/venue')).json()) as VenueView;
    expect(venue.lanes[2].game?.players.map((p) => p.name)).toEqual(['Player 1', away]);
    expect(JSON.stringify(venue)).not.toContain(home);
    const axeTv = await new AxeBuilder({ page: tvPage }).include('.tv').analyze();
    expect(axeTv.violations.map((v) => v.id)).toEqual([]);
    await scoring.dialog('Leg Won!').getByRole('button', { name: 'Start Next Leg' }).click();

    // Leg two ends the match: the tablet shows the winner, the TV the result and the new standings. The away
    // player opens it (the throw alternates leg by leg).
    await scoring.homeNineDarter(true);
    await page.getByRole('heading', { name: 'Match Winner!' }).waitFor();
    await page.getByText('The result is with the tournament').waitFor();
    const axeOver = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axeOver.violations.map((v) => v.id)).toEqual([]);
    const started = Date.now();
    await tv
      .recentResults()
      .filter({ hasText: `${home} 2-0 ${away}` })
      .waitFor({ timeout: 4000 });
    await tv.standingRow('A', home, '2 pts').waitFor({ timeout: 4000 });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await tv.section('Current Games').getByTestId('tv-live-legs').count()).toBe(0);
    await laneContext.close();
    await tvContext.close();
  });

  it('staff take the match off lane 3 in the manager, and the tablet shows No Active Game', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { tournament, game } = await cupOnLane3(cookie);
    const { context, page } = await newPage(browser);
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 3);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await page.getByRole('heading', { name: 'Friday Cup — Group A' }).waitFor();
    await scoring.startMatch();

    // The dashboard card says the lane is busy with the cup's match, and offers only View Score.
    const front = await context.newPage();
    await front.goto(`${t.server.lanUrl}/dashboard`);
    const dashboard = new DashboardPage(front);
    await dashboard.ready();
    await dashboard.laneStatus(3).filter({ hasText: 'Tournament Match' }).waitFor();
    await dashboard.laneCard(3).getByText('Friday Cup').waitFor();
    await dashboard.laneCard(3).getByRole('link', { name: 'View Score' }).waitFor();
    for (const action of ['End Session', 'Setup Game', 'Start Session']) {
      expect(await dashboard.laneCard(3).getByText(action, { exact: true }).count(), action).toBe(0);
    }
    await dashboard.statValue('Occupied Lanes').filter({ hasText: '1' }).waitFor();

    const desk = await context.newPage();
    const manager = new TournamentManagerPage(desk);
    await manager.open(t.server.lanUrl, tournament.id);
    await manager.takeOffLane('A', game.home ?? '');
    await manager.toast('Match taken off the lane').waitFor();
    await scoring.noActiveGame().waitFor({ timeout: 4000 });
    await dashboard.laneStatus(3).filter({ hasText: 'Available' }).waitFor({ timeout: 4000 });
    const groups = (await (await t.lan(`/api/tournaments/${tournament.id}/groups`)).json()) as GroupsResponse;
    expect(groups.A.games.find((g) => g.id === game.id)).toMatchObject({ status: 'pending', laneId: null });
    await context.close();
  });
});
