import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../shared/api/laneGame';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { createCup, scheduleMatches } from '../lan-server/test/tournamentMatchFixtures';
import { LoginPage } from './pages/LoginPage';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

// The tablet loses its network, a dart is tapped, the lane moves on to its next game on the server (the next
// tournament match, or the next session), and the network comes back. The queued dart must never land in the
// new game, and the players must be told it was not scored.
let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

const NOTICE = 'A dart from the previous game was not scored: that game is over.';

async function laneGame(cookie: string, laneId: number): Promise<LaneGameResponse> {
  return (await (await t.lan(`/api/lanes/${laneId}/game`, { cookie })).json()) as LaneGameResponse;
}

/** The scoring screen of `laneId`, signed in as staff, showing a board to throw at. */
async function tablet(
  laneId: number,
): Promise<{ context: BrowserContext; page: Page; scoring: ScoringPage }> {
  const { context, page } = await newPage(browser);
  const scoring = new ScoringPage(page);
  await scoring.open(t.server.lanUrl, laneId);
  await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
  return { context, page, scoring };
}

/** Drops the tablet's network, throws T20 (it waits in the queue), and lets `moveOn` change the lane. */
async function tapWhileOffline(context: BrowserContext, scoring: ScoringPage, moveOn: () => Promise<void>) {
  await context.setOffline(true);
  await scoring.throwDarts('T20');
  await scoring.offlineBadge().waitFor();
  await moveOn();
  await context.setOffline(false);
}

describe('a dart tapped offline across a change of game', () => {
  it('the next tournament match on the lane never gets it, and the tablet says so', async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const { tournament, groups } = await createCup(t, cookie, {
      name: 'Friday Cup',
      matchFormat: 'best_of_3',
      players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'],
    });
    const [first, second] = groups.A.games;
    expect((await scheduleMatches(t, cookie, tournament.id, [{ gameId: first.id, laneId: 3 }])).status).toBe(
      200,
    );
    const { context, page, scoring } = await tablet(3);
    await page.getByText(`${first.home} v ${first.away}`).waitFor();
    await scoring.startMatch();
    await scoring.dartButton('T20').waitFor();

    await tapWhileOffline(context, scoring, async () => {
      const result = await t.lan(`/api/games/${first.id}/result`, {
        method: 'PUT',
        cookie,
        json: { legs: [2, 1] },
      });
      expect(result.status).toBe(200);
      const next = await scheduleMatches(t, cookie, tournament.id, [{ gameId: second.id, laneId: 3 }]);
      expect(next.status).toBe(200);
    });

    // Back online: the tablet shows the next match, waiting for its players, and says what happened to the dart.
    await page.getByText(`${second.home} v ${second.away}`).waitFor({ timeout: 15_000 });
    await page.getByRole('alert').filter({ hasText: NOTICE }).waitFor();
    await scoring.startMatch();
    await scoring.savedBadge().waitFor();
    const onLane = await laneGame(cookie, 3);
    expect(onLane.gameId).toBe(second.id);
    expect(onLane.state.turn).toEqual([]);
    expect(onLane.state.players.map((p) => p.score)).toEqual([501, 501]);
    expect(await scoring.scoreValue(0)).toBe(501);
    await context.close();
  });

  it("session B never gets session A's dart, and the notice stays until dismissed", async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    const start = (players: string[]) =>
      t.lan('/api/lanes/1/start', {
        method: 'POST',
        cookie,
        json: { players, duration: 1, gameMode: '501' },
      });
    expect((await start(['Ann', 'Bob'])).status).toBe(200);
    const { context, page, scoring } = await tablet(1);
    await scoring.dartButton('T20').waitFor();

    await tapWhileOffline(context, scoring, async () => {
      expect((await t.lan('/api/lanes/1/stop', { method: 'POST', cookie })).status).toBe(200);
      expect((await start(['Cat', 'Dan'])).status).toBe(200);
    });

    await page.getByTestId('player-0').getByText('Cat').waitFor({ timeout: 15_000 });
    await scoring.savedBadge().waitFor();
    const notice = page.getByRole('alert').filter({ hasText: NOTICE });
    await notice.waitFor();
    const b = await laneGame(cookie, 1);
    expect(b.state.players.map((p) => [p.name, p.score])).toEqual([
      ['Cat', 501],
      ['Dan', 501],
    ]);
    expect([b.state.turn, b.state.version]).toEqual([[], 0]);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'hidden' });
    await context.close();
  });
});
