import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../shared/api/laneGame';
import { STAFF_PASSWORD, TestClock, type TestServer } from '../lan-server/test/harness';
import { LoginPage } from './pages/LoginPage';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser, newPage } from './support/browser';
import { watchSettling } from './support/settled';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

/** A running server with lane 1 in session for `players` in `gameMode`, and a browser signed in as staff. */
async function laneInPlay(
  players: string[],
  gameMode: string,
  viewport = { width: 1280, height: 800 },
  legs = 1,
) {
  // The server's clock starts at the machine's time, so the browser's countdown has a real session to count.
  t = await startE2eServer({ clock: new TestClock(new Date().toISOString()) });
  const cookie = await t.signIn();
  const start = await t.lan('/api/lanes/1/start', {
    method: 'POST',
    cookie,
    json: { players, duration: 1, gameMode, sets: 1, legs },
  });
  expect(start.status).toBe(200);
  const { context, page } = await newPage(browser, viewport);
  const scoring = new ScoringPage(page);
  const settling = watchSettling(page);
  await scoring.open(t.server.lanUrl, 1);
  await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
  await scoring.dartButton('T20').waitFor();
  const serverGame = async () =>
    (await (await t.lan('/api/lanes/1/game', { cookie })).json()) as LaneGameResponse;
  return { context, page, scoring, serverGame, settling };
}

describe('the player scoring screen', () => {
  it('a tap costs one request, and nothing is fetched after it: the socket brings the game as the tablet shows it', async () => {
    const { context, page, scoring, settling } = await laneInPlay(['Ann', 'Ben'], '501');
    // The app reopens its socket once the sign-in is known and fetches the game again when it opens: the tap
    // is counted from after that.
    await settling.settled();
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
    });
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/lanes/1/score'));
    await scoring.throwDarts('T20');
    expect((await answered).status()).toBe(200);
    // Long enough for game_updated (and anything it might have set off) to arrive and settle.
    await page.waitForTimeout(1500);
    expect(requests).toEqual(['POST /api/lanes/1/score']);
    await context.close();
  });

  it('plays a 301 leg through a bust to a checkout and sees Leg Won!', async () => {
    const { context, page, scoring, serverGame } = await laneInPlay(['Ann'], '301', undefined, 3);
    expect(await scoring.scoreValue(0)).toBe(301);
    expect(await scoring.countdown().textContent()).toMatch(/^(1:00:00|59:[0-5]\d)$/);

    await scoring.throwDarts('T20', 'T20', 'T20');
    await scoring.finishTurn();
    await expect.poll(() => scoring.scoreValue(0)).toBe(121);

    // The game lives on the server: a reload resumes it.
    await expect.poll(async () => (await serverGame()).state.players[0].score).toBe(121);
    await page.reload();
    await expect.poll(() => scoring.scoreValue(0)).toBe(121);
    // The checkout hint shows in 501 modes only.
    expect(await scoring.checkoutHint(0).count()).toBe(0);

    await scoring.throwDarts('T20', 'T20', 'T20');
    await scoring.bust('BUST: Score went below 0').waitFor();
    await scoring.bust('BUST: Score went below 0').waitFor({ state: 'hidden', timeout: 5000 });
    await scoring.finishTurn();
    expect(await scoring.scoreValue(0)).toBe(121);

    await scoring.throwDarts('T20', 'T7', 'D20');
    await scoring.dialog('Leg Won!').waitFor();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Start Next Leg' }).click();
    await expect.poll(() => scoring.scoreValue(0)).toBe(301);
    await expect.poll(async () => (await serverGame()).state.players[0].legs).toBe(1);
    await context.close();
  });

  it('keeps scoring while offline and sends the darts in order when back', async () => {
    const { context, scoring, serverGame } = await laneInPlay(['Ann', 'Bob'], '501');
    await context.setOffline(true);
    await scoring.throwDarts('T20', 'S5');
    await scoring.offlineBadge().waitFor();
    expect((await serverGame()).state.turn).toHaveLength(0);
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverGame()).state.turn.map((d) => d.score), { timeout: 15_000 })
      .toEqual([60, 5]);
    await scoring.savedBadge().waitFor();
    await context.close();
  });

  it('visits entered as totals: an overshoot busts, a checkout asks for its darts, the average counts them', async () => {
    const { context, page, scoring, serverGame } = await laneInPlay(['Ann'], '301', undefined, 3);
    await scoring.enterTotal(180);
    await expect.poll(() => scoring.scoreValue(0)).toBe(121);
    expect(await scoring.averageValue(0)).toBe(180);
    await scoring.enterTotal(81);
    await expect.poll(() => scoring.scoreValue(0)).toBe(40);
    expect(await scoring.averageValue(0)).toBe(130.5);

    // A total over the score left busts, whatever darts could make it: 3 darts, nothing scored.
    await scoring.enterTotal(60);
    await scoring.bust('BUST: Score went below 0').waitFor();
    expect(await scoring.scoreValue(0)).toBe(40);
    expect(await scoring.averageValue(0)).toBe(87);

    // 40 checks out: the pad asks how many darts it took; one dart makes 10 darts for 301, a 90.30 average.
    await scoring.enterTotal(40);
    await scoring.dartsQuestion().waitFor();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await scoring.dartsChoice(1).click();
    await scoring.dialog('Leg Won!').waitFor();
    expect(await scoring.averageValue(0)).toBe(90.3);
    await expect
      .poll(async () => (await serverGame()).state.players[0])
      .toMatchObject({ legs: 1, dartsThrown: 10, average: 90.3 });
    await context.close();
  });

  it('a second screen on the lane follows the game live', async () => {
    const { context, scoring } = await laneInPlay(['Ann', 'Bob'], '501');
    const second = await newPage(browser);
    const watcher = new ScoringPage(second.page);
    await watcher.open(t.server.lanUrl, 1);
    await new LoginPage(second.page).signIn('staff', STAFF_PASSWORD);
    await watcher.dartButton('T20').waitFor();
    await scoring.throwDarts('T20', 'T20', 'S20');
    await scoring.finishTurn();
    await expect.poll(() => watcher.scoreValue(0), { timeout: 10_000 }).toBe(361);
    await second.context.close();
    await context.close();
  });

  it.each([
    ['portrait 768×1024', { width: 768, height: 1024 }],
    ['landscape 1280×800', { width: 1280, height: 800 }],
  ])('shows the whole board without scrolling on a %s tablet', async (_name, viewport) => {
    const { context, page, scoring } = await laneInPlay(['Ann', 'Bob', 'Cat', 'Dan'], 'Cricket', viewport);
    const bottoms = async (names: string[]) =>
      Promise.all(
        names.map(async (label) => (await scoring.dartButton(label).boundingBox()) ?? { y: 1e9, height: 0 }),
      );
    for (const box of await bottoms(['T20', 'D1', 'S11', '25', 'BULL', 'MISS'])) {
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.height, 'a finger-sized target').toBeGreaterThanOrEqual(40);
    }
    const finish = (await page.getByRole('button', { name: 'Finish Turn' }).boundingBox()) ?? {
      y: 1e9,
      height: 0,
    };
    expect(finish.y + finish.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('the settings toggle changes game mode, sets and legs and restarts the match', async () => {
    const { context, page, scoring, serverGame } = await laneInPlay(['Ann', 'Bob'], '501');
    await scoring.throwDarts('T20');
    await scoring.savedBadge().waitFor();
    await scoring.changeSettings({ gameMode: 'Cricket', sets: '2', legs: '3' });
    await page.getByText('Cricket', { exact: true }).first().waitFor();
    await expect
      .poll(async () => (await serverGame()).state)
      .toMatchObject({ mode: 'Cricket', sets: 2, legs: 3, turn: [] });
    expect(await scoring.scoreValue(0)).toBe(0);
    await context.close();
  });

  it('shows No Active Game for a lane without a session', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 2);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await scoring.noActiveGame().waitFor();
    await context.close();
  });
});
