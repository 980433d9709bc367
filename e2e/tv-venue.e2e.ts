import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../shared/api/laneGame';
import { scriptActions } from '../shared/darts/play';
import type { TestServer } from '../lan-server/test/harness';
import { createCup, scheduleMatches } from '../lan-server/test/tournamentMatchFixtures';
import { TvVenuePage } from './pages/TvVenuePage';
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

const SIX = ['Alexandra', 'Bartholomew', 'Cassandra', 'Dominique', 'Evangeline', 'Fitzgerald'];

async function startLane(cookie: string, laneId: number, players: string[], gameMode = '501 Double Out') {
  const res = await t.lan(`/api/lanes/${laneId}/start`, {
    method: 'POST',
    cookie,
    json: { duration: 1, players, gameMode, sets: 3, legs: 3 },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function play(cookie: string, laneId: number, script: string): Promise<void> {
  let game = (await (await t.lan(`/api/lanes/${laneId}/game`, { cookie })).json()) as LaneGameResponse;
  for (const action of scriptActions(script)) {
    const res = await t.lan(`/api/lanes/${laneId}/score`, {
      method: 'POST',
      cookie,
      json: { gameId: game.gameId, action, version: game.state.version },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    game = (await res.json()) as LaneGameResponse;
  }
}

describe('the TV venue view', () => {
  it('draws each dart from the socket message: no request per dart, on any number of TVs', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    await startLane(cookie, 1, ['Ann', 'Bob']);
    await t.lan('/api/lanes/1/game', { cookie });
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    const tv = new TvVenuePage(page);
    await tv.open(t.server.lanUrl);
    await tv.lane(1).getByText('Ann').waitFor();
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
    });

    await play(cookie, 1, 'T20');
    await tv.lane(1).getByText('T20').waitFor({ timeout: 4000 });
    await play(cookie, 1, 'T19');
    await tv.lane(1).getByText('T20 · T19').waitFor({ timeout: 4000 });
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    await context.close();
  });

  it('shows every lane and the leaderboard on an old TV engine, live, without scrolling at 1920×1080', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    await startLane(cookie, 1, ['Ann', 'Bob']);
    await startLane(cookie, 2, ['Cy', 'Di'], '301 Double Out');
    // The fullest venue there can be: ten lanes, the other eight with six long names each.
    for (let lane = 3; lane <= 10; lane += 1) await startLane(cookie, lane, SIX);
    for (let lane = 1; lane <= 10; lane += 1) await t.lan(`/api/lanes/${lane}/game`, { cookie });
    await play(cookie, 1, 'T20 T20 T20 F S20 S20 S20 F T20 T20 T20 F S20 S20 S20 F T20 T19 D12');

    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(OLD_TV_ENGINE);
    const tv = new TvVenuePage(page);
    await tv.open(t.server.lanUrl);

    await tv.lane(1).getByText('Ann').waitFor();
    await tv.lane(2).getByText('Cy').waitFor();
    await tv.lane(10).getByText('Fitzgerald').waitFor();
    await tv.column('Highest Checkout').filter({ hasText: 'Ann' }).filter({ hasText: '141' }).waitFor();
    await tv.column('Best 3-Dart Average').filter({ hasText: '167.00' }).waitFor();
    // The venue TV is the TV build (tv.html), not the staff app.
    expect(await page.locator('script#vite-legacy-entry').count()).toBe(1);

    // Live: a dart on lane 2 reaches the TV through the socket, then its checkout reaches the board.
    await play(cookie, 2, 'T20 T20');
    await tv.lane(2).getByText('T20 · T20').waitFor({ timeout: 4000 });
    await play(cookie, 2, 'T20 F T20 T20 T20 F T20 T11 D14');
    await tv
      .column('Highest Checkout')
      .filter({ hasText: 'Cy' })
      .filter({ hasText: '121' })
      .waitFor({ timeout: 4000 });
    expect(await tv.column('Most 180s').allInnerTexts()).toHaveLength(3);

    expect(await tv.fitsWithoutScrolling()).toBe(true);
    expect(await page.evaluate('typeof Intl.DateTimeFormat.prototype.formatToParts')).toBe('undefined');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a lane’s tournament match like any live game, once its players have started it', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { tournament, groups } = await createCup(t, cookie, {
      name: 'Friday Cup',
      matchFormat: 'best_of_3',
      players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'],
    });
    const match = groups.A.games[0];
    expect((await scheduleMatches(t, cookie, tournament.id, [{ gameId: match.id, laneId: 4 }])).status).toBe(
      200,
    );
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await page.addInitScript(OLD_TV_ENGINE);
    const tv = new TvVenuePage(page);
    await tv.open(t.server.lanUrl);
    await tv.match(4).filter({ hasText: 'Friday Cup — Group A · Waiting to start' }).waitFor();
    await tv.lane(4).getByText('Tournament Match').waitFor();

    const started = await t.lan('/api/lanes/4/match-start', {
      method: 'POST',
      cookie,
      json: { gameId: match.id, hideFromLeaderboard: [false, false] },
    });
    expect(started.status).toBe(200);
    await play(cookie, 4, 'T20 T20 T20 F');
    await tv
      .lane(4)
      .getByText(match.home ?? '')
      .waitFor({ timeout: 4000 });
    await tv.lane(4).getByText('321').waitFor();
    await tv.match(4).filter({ hasText: 'Friday Cup — Group A' }).waitFor();
    expect(await tv.match(4).textContent()).not.toContain('Waiting');
    expect(await tv.fitsWithoutScrolling()).toBe(true);
    await context.close();
  });

  it('reads across a bar at 1920×1080: 10 busy lanes by name, scores ≥ 64 px, names ≥ 36 px, legs in words', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const renamed = await t.lan('/api/lanes/10', { method: 'PUT', cookie, json: { name: 'VIP Lane' } });
    expect(renamed.status).toBe(200);
    // Nine lanes in play, from two players to six with long names, each mid-turn; lane 4 holds a match.
    for (const lane of [1, 2, 3, 5, 6, 7, 8, 9, 10]) {
      await startLane(cookie, lane, lane % 3 === 0 ? SIX : lane % 2 === 0 ? SIX.slice(0, 4) : ['Ann', 'Bob']);
      await t.lan(`/api/lanes/${lane}/game`, { cookie });
    }
    // Lane 1 has a leg won (Ann's nine-darter) and the next leg under way.
    await play(cookie, 1, 'T20 T20 T20 F S20 S20 S20 F T20 T20 T20 F S20 S20 S20 F T20 T19 D12 NL T20');
    for (const lane of [2, 3, 5, 6, 7, 8, 9, 10]) await play(cookie, lane, 'T20 T20 T20 F T19');

    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await page.addInitScript(OLD_TV_ENGINE);
    const tv = new TvVenuePage(page);
    await tv.open(t.server.lanUrl);
    await tv.lane(9).getByText('Fitzgerald').waitFor();

    // A match put on lane 4 while the TV is showing: the lane is playing it, not Available.
    const { tournament, groups } = await createCup(t, cookie, {
      name: 'Friday Cup',
      matchFormat: 'best_of_3',
      players: ['Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'],
    });
    const scheduled = await scheduleMatches(t, cookie, tournament.id, [
      { gameId: groups.A.games[0].id, laneId: 4 },
    ]);
    expect(scheduled.status).toBe(200);
    await tv.match(4).filter({ hasText: 'Friday Cup — Group A' }).waitFor({ timeout: 4000 });
    await tv.lane(4).getByText('Tournament Match').waitFor();
    expect(await tv.lane(4).textContent()).not.toContain('Available');

    // The lane's name, not its number; legs in words.
    expect(await tv.laneTitle('VIP Lane')).toBe('VIP Lane');
    expect(await tv.lane(10).count()).toBe(0);
    expect(await tv.laneTitle(1)).toBe('Lane 1');
    await tv.player(1, 'Ann').getByText('Legs 1', { exact: true }).waitFor();
    await tv.player(1, 'Bob').getByText('Legs 0', { exact: true }).waitFor();
    expect(await tv.lane(1).textContent()).not.toMatch(/\bL\d/);

    const sizes = await tv.fontSizes();
    expect(sizes.names.length).toBe(2 * 3 + 4 * 3 + 6 * 3);
    expect(Math.min(...sizes.names)).toBeGreaterThanOrEqual(36);
    expect(Math.min(...sizes.scores)).toBeGreaterThanOrEqual(64);
    expect(Math.min(...sizes.laneTitles)).toBeGreaterThanOrEqual(36);
    expect(await tv.fitsWithoutScrolling()).toBe(true);
    // Every score is drawn whole: no card cuts off a player's row.
    expect(await tv.clippedScores()).toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
