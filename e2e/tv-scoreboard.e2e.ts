import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../shared/api/games';
import type { GroupsResponse, Tournament } from '../shared/api/tournaments';
import type { TestServer } from '../lan-server/test/harness';
import { TournamentManagerPage } from './pages/TournamentManagerPage';
import { TvScoreboardPage } from './pages/TvScoreboardPage';
import { launchBrowser, newPage } from './support/browser';
import { OLD_TV_ENGINE } from './support/oldTvEngine';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];

async function createCup(cookie: string): Promise<{ tournament: Tournament; groups: GroupsResponse }> {
  const res = await t.lan('/api/tournaments/group-knockout', {
    method: 'POST',
    cookie,
    json: {
      tournament: { name: 'Friday Cup', gameMode: '501', groupCount: 2, duration: 3 },
      players: PLAYERS,
    },
  });
  const { tournament } = (await res.json()) as { tournament: Tournament };
  const groups = (await (await t.lan(`/api/tournaments/${tournament.id}/groups`)).json()) as GroupsResponse;
  return { tournament, groups };
}

/** Enters a game's result over the API, as the front desk would, and waits for the board to show it. */
async function resultReachesBoard(
  tv: TvScoreboardPage,
  cookie: string,
  game: Game,
  legs: [number, number],
  timeout: number,
): Promise<void> {
  await t.lan(`/api/games/${game.id}/result`, { method: 'PUT', cookie, json: { legs } });
  await tv
    .recentResults()
    .filter({ hasText: `${game.home} ${legs[0]}-${legs[1]} ${game.away}` })
    .waitFor({ timeout });
}

describe('the TV scoreboard in a real browser', () => {
  it('lists tournaments on the selection page and opens one', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    await createCup(cookie);
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    const tv = new TvScoreboardPage(page);
    await tv.open(t.server.lanUrl);
    await tv.heading('Tournament Dashboard').waitFor();
    await tv.section('Setup').getByText('Friday Cup').waitFor();
    expect(await page.getByText('1 Tournament', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'View Setup' }).click();
    await tv.heading('Friday Cup').waitFor();
    await tv.statusBadge('Setup').waitFor();
    // Laid out for the 1920×1080 TV: nothing scrolls off the screen.
    expect(await tv.contentSize()).toEqual({ width: 1920, height: 1080 });
    const axe = await new AxeBuilder({ page }).include('.tv').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();
    await tv.heading('Tournament Dashboard').waitFor();
    // The browser's own Back and Forward move between the TV's paths too (no router on the TV).
    await page.goBack();
    await tv.heading('Friday Cup').waitFor();
    await page.goForward();
    await tv.heading('Tournament Dashboard').waitFor();
    await context.close();
  });

  it('updates at once when a result is entered on another page', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { tournament, groups } = await createCup(cookie);
    const { context: tvContext, page: tvPage } = await newPage(browser, { width: 1920, height: 1080 });
    const tv = new TvScoreboardPage(tvPage);
    await tv.open(t.server.lanUrl, tournament.id);
    await tv.heading('Friday Cup').waitFor();
    await tv.section('Recent Results').getByText('No results yet').waitFor();
    expect(await tv.standings('A')).toHaveLength(3);

    // Another page: the tournament manager on the front desk, signed in as staff, enters the result.
    const { context: deskContext, page: desk } = await newPage(browser);
    await desk
      .context()
      .addCookies([
        { name: cookie.split('=')[0], value: cookie.split('=').slice(1).join('='), url: t.server.lanUrl },
      ]);
    const manager = new TournamentManagerPage(desk);
    await manager.open(t.server.lanUrl, tournament.id);
    const game: Game = groups.A.games[0];
    await manager.group('A').waitFor();
    await manager.enterScore('A', game.home ?? '', game.away ?? '', [2, 1]);
    await manager.toast('Group match result has been saved').waitFor();

    // Standings are polled every 10 s, so seeing them within 4 s shows the socket message did it.
    const started = Date.now();
    await tv
      .recentResults()
      .filter({ hasText: `${game.home} 2-1 ${game.away}` })
      .waitFor({ timeout: 4000 });
    await tv.standingRow('A', game.home ?? '', '2 pts').waitFor({ timeout: 4000 });
    expect(Date.now() - started).toBeLessThan(4000);
    await tv.statusBadge('In Progress').waitFor({ timeout: 4000 });
    await deskContext.close();
    await tvContext.close();
  });

  it('the LAN app shows the same board from the dashboard, through its own router', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { tournament, groups } = await createCup(cookie);
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await context.addCookies([
      { name: cookie.split('=')[0], value: cookie.split('=').slice(1).join('='), url: t.server.lanUrl },
    ]);
    // The app keeps one socket for every screen it shows, the board included: none is opened for the board,
    // and one is open while it is shown. (The app reopens its socket once when the sign-in is known.)
    let open = 0;
    let opened = 0;
    page.on('websocket', (ws) => {
      open++;
      opened++;
      ws.on('close', () => open--);
    });
    await page.goto(`${t.server.lanUrl}/dashboard`);
    await page.getByRole('link', { name: 'Tournament Board' }).waitFor();
    await page.waitForLoadState('networkidle');
    const openedBeforeBoard = opened;
    await page.getByRole('link', { name: 'Tournament Board' }).click();
    const tv = new TvScoreboardPage(page);
    await tv.section('Setup').getByText('Friday Cup').waitFor();
    await page.getByRole('button', { name: 'View Setup' }).click();
    await tv.heading('Friday Cup').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/tv/scoreboard/${tournament.id}`);
    // Live in the app too: the app's socket refreshes it without waiting for the 5 s poll.
    await resultReachesBoard(tv, cookie, groups.A.games[0], [2, 0], 4000);
    expect({ openedForBoard: opened - openedBeforeBoard, open }).toEqual({ openedForBoard: 0, open: 1 });
    await page.getByRole('button', { name: 'Back' }).click();
    await tv.heading('Tournament Dashboard').waitFor();
    await page.goBack();
    await tv.heading('Friday Cup').waitFor();
    expect({ openedForBoard: opened - openedBeforeBoard, open }).toEqual({ openedForBoard: 0, open: 1 });
    await context.close();
  });

  it('works without the browser features Chromium 53 lacks (AbortController, formatToParts)', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { groups } = await createCup(cookie);
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(OLD_TV_ENGINE);
    const tv = new TvScoreboardPage(page);
    await tv.open(t.server.lanUrl);
    await tv.section('Setup').getByText('Friday Cup').waitFor();
    await page.getByRole('button', { name: 'View Setup' }).click();
    await tv.heading('Friday Cup').waitFor();
    await resultReachesBoard(tv, cookie, groups.B.games[0], [0, 2], 6000);
    expect(await page.evaluate('typeof Intl.DateTimeFormat.prototype.formatToParts')).toBe('undefined');
    expect(errors).toEqual([]);
    await context.close();
  });
});
