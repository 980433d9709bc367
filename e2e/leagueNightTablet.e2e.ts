import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaneLeagueNight } from '../shared/api/leagueMatchNight';
import type { TestServer } from '../lan-server/test/harness';
import { json } from '../lan-server/test/leagueSetup';
import { enterLineup, mustOk, playLaneGame, startGame } from '../lan-server/test/leagueNightPlay';
import { LeagueNightPage } from './pages/LeagueNightPage';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser, newPage } from './support/browser';
import { axeFindings, textThatDoesNotFit } from './support/fitsScreen';
import { dayAhead } from './support/league';
import { startE2eServer } from './support/server';
import { pairedTablet } from './support/tablet';
import { usePseudoLocale, walk, type WalkStop } from './support/pseudoWalk';
import { setVenueLanguage } from './support/venueLanguage';

/**
 * Match night on the lane tablets: a team fixture tonight (two singles and a pairs game, each one leg of 501
 * double out) between The Arrows and The Bulls on lanes 1 and 2. Both captains enter the order of play on
 * lane 1's tablet (a substitute by name, a refusal shown as the server's sentence), game 1 is played there by
 * tapping darts on the scoring screen, games 2 and 3 are played on lane 2 by darts sent to its scoring entry
 * (as its tablet sends them), and both captains sign off on lane 1's tablet; the TV league view and the
 * public league page show the result. Checked with axe on each tablet screen, in portrait and in German.
 */

const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
const ARROWS = ['Ann Lee', 'Bob Ray', 'Cy Park'];
const BULLS = ['Dee Fox', 'Ed Gray', 'Flo Hill'];
const LEG_OF_501 = { kind: 'x01', start: 501, doubleOut: true } as const;

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startE2eServer();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** The league, its one division of two teams, and a season whose first night is tonight on lanes 1 and 2. */
async function fixtureTonight(
  cookie: string,
  name = 'Friday League',
  lanes = [1, 2],
): Promise<{ leagueId: string }> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await t.lan(path, { method: 'POST', cookie, json: body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return json<T>(res);
  };
  const format = {
    kind: 'team',
    games: [
      { kind: 'singles', bestOf: 1, mode: LEG_OF_501 },
      { kind: 'singles', bestOf: 1, mode: LEG_OF_501 },
      { kind: 'pairs', bestOf: 1, mode: LEG_OF_501 },
    ],
  };
  const league = await post<{ id: string }>('/api/leagues', { name, format });
  const division = await post<{ id: string }>(`/api/leagues/${league.id}/divisions`, { name: 'Premier' });
  await post(`/api/league-divisions/${division.id}/teams`, { name: 'The Arrows', players: ARROWS });
  await post(`/api/league-divisions/${division.id}/teams`, { name: 'The Bulls', players: BULLS });
  const today = dayAhead(0);
  await post(`/api/leagues/${league.id}/seasons`, {
    name: 'Winter',
    startDate: today.date,
    weekday: today.weekday,
    startTime: '19:00',
    durationMinutes: 120,
    lanes,
    roundRobin: 'single',
  });
  return { leagueId: league.id };
}

/** A side's order of play for the three games: the first two players in the singles, then together. */
function threeGames(side: 'home' | 'away', roster: readonly { id: string }[]) {
  const [first, second] = roster.map((p) => ({ playerId: p.id }));
  if (!first || !second) throw new Error('a roster of at least two players');
  return { side, games: [{ players: [first] }, { players: [second] }, { players: [first, second] }] };
}

/**
 * The pseudo-locale walk's findings, less the toaster's region label, which is the `common` catalogue's to
 * word (as e2e/pseudoLocale.e2e.ts lists it).
 */
async function unworded(page: Page, stops: readonly WalkStop[]): Promise<Record<string, string[]>> {
  const left: Record<string, string[]> = {};
  for (const [stop, texts] of Object.entries(await walk(page, stops))) {
    const rest = texts.filter((text) => text !== 'aria-label=Notifications (F8)');
    if (rest.length > 0) left[stop] = rest;
  }
  return left;
}

describe('match night on the lane tablet', () => {
  it('lineups, a game played by darts, sign-off by both captains; the TV and the public page follow', async () => {
    const cookie = await t.signIn();
    const { leagueId } = await fixtureTonight(cookie);

    // German, in portrait, on lane 2's tablet: the card and the order of play fit without sideways scrolling.
    await setVenueLanguage(t, cookie, 'de');
    const portrait = await pairedTablet(browser, t, cookie, 2, PORTRAIT);
    const lane2 = new LeagueNightPage(portrait.page);
    await lane2.open(t.server.lanUrl, 2);
    await lane2.heading().filter({ hasText: 'Ligaabend' }).waitFor();
    await portrait.page.getByText('The Arrows: Aufstellung fehlt noch').waitFor();
    expect(await textThatDoesNotFit(portrait.page, [...ARROWS, ...BULLS])).toEqual([]);
    await portrait.page.getByRole('button', { name: 'Aufstellung für The Arrows' }).click();
    await portrait.page.getByRole('heading', { name: 'Aufstellung: The Arrows' }).waitFor();
    expect(await textThatDoesNotFit(portrait.page, [...ARROWS, ...BULLS])).toEqual([]);
    expect(await axeFindings(portrait.page)).toEqual([]);
    await portrait.page.getByRole('button', { name: 'Zurück' }).click();
    await setVenueLanguage(t, cookie, 'en');
    await lane2.heading().filter({ hasText: 'League night' }).waitFor();

    // The TV's league view, in another browser, from the start.
    const tv = await newPage(browser, { width: 1920, height: 1080 });
    await tv.page.goto(`${t.server.lanUrl}/tv/league/${leagueId}`);
    const tvScore = tv.page.getByTestId('fixture-score');
    await tvScore.filter({ hasText: '0 – 0' }).waitFor();

    // Lane 1's tablet, landscape: the fixture card, then each captain's order of play.
    const { context, page } = await pairedTablet(browser, t, cookie, 1, LANDSCAPE);
    const night = new LeagueNightPage(page);
    await night.open(t.server.lanUrl, 1);
    const card = night.fixture('The Arrows', 'The Bulls');
    await card.waitFor();
    await page.getByText('The Bulls: order of play not entered yet').waitFor();
    // The league's rule: the away side throws first in the odd-numbered games, the home side in the even.
    await card
      .getByRole('listitem')
      .filter({ hasText: 'Game 1' })
      .getByText('The Bulls throws first')
      .waitFor();
    await card
      .getByRole('listitem')
      .filter({ hasText: 'Game 2' })
      .getByText('The Arrows throws first')
      .waitFor();
    expect(await axeFindings(page)).toEqual([]);

    await night.openLineup('The Arrows');
    await page.getByRole('heading', { name: 'Order of play: The Arrows' }).waitFor();
    await night.choose(1, 1, 'Cy Park');
    await night.choose(2, 1, 'Substitute');
    await night.typeSubstitute(2, 1, 'Sam Stand-in');
    expect(await axeFindings(page)).toEqual([]);
    await night.saveLineup();
    await page.getByText('The Arrows: order of play entered').waitFor();
    // Lane 2's tablet hears it (league_updated) without a reload.
    await portrait.page.getByText('The Arrows: order of play entered').waitFor();

    await night.openLineup('The Bulls');
    await night.choose(1, 1, 'Dee Fox');
    await night.choose(2, 1, 'Dee Fox');
    await night.saveLineup();
    await night
      .refusal()
      .filter({ hasText: 'Dee Fox can play only one singles game in a fixture.' })
      .waitFor();
    await night.choose(2, 1, 'Ed Gray');
    await night.saveLineup();
    await page.getByText('The Bulls: order of play entered').waitFor();
    await card.getByText('Cy Park v Dee Fox').waitFor();
    await card.getByText('Sam Stand-in v Ed Gray').waitFor();

    // Game 1 goes onto lane 1 and is scored on the lane's own scoring screen, the away side throwing first.
    await night.startButtons().first().click();
    const scoring = new ScoringPage(page);
    await scoring.dartButton('T20').waitFor();
    await page.getByRole('heading', { name: 'Friday League — Game 1 · Singles' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await scoring.homeNineDarter(true);
    // The winning dart ends the game: the tablet is back on the card, the score and the TV moved.
    await night.score().filter({ hasText: 'Score: The Arrows 1, The Bulls 0' }).waitFor();
    await card.getByText('Finished').waitFor();
    await tvScore.filter({ hasText: '1 – 0' }).waitFor();

    // Games 2 and 3 on lane 2, by darts sent to its scoring entry: the Bulls take game 2, the Arrows game 3.
    const { fixtures } = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/2/league-night', { cookie }));
    const fixtureId = fixtures[0]?.fixture.id ?? '';
    await mustOk(await startGame(t, cookie, 2, fixtureId, 2));
    await playLaneGame(t, cookie, 2, [1]);
    await mustOk(await startGame(t, cookie, 2, fixtureId, 3));
    await playLaneGame(t, cookie, 2, [0]);

    // Both captains sign off on lane 1's tablet, with the final score in front of them.
    await night.finalScore().filter({ hasText: 'Final score: The Arrows 2, The Bulls 1' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await night.signOff('The Arrows');
    await page.getByText('The Arrows: signed off').waitFor();
    await night.signOff('The Bulls');
    await page.getByText('Signed off by both captains. The table has the result.').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    // Lane 2's tablet, in portrait, hears both taps and fits its screen.
    await portrait.page.getByText('Signed off by both captains. The table has the result.').waitFor();
    expect(await textThatDoesNotFit(portrait.page, [...ARROWS, ...BULLS])).toEqual([]);

    // The TV's table and the public league page (public door) have the result.
    await tvScore.filter({ hasText: '2 – 1' }).waitFor();
    const tvArrows = tv.page
      .getByRole('row')
      .filter({ has: tv.page.getByRole('rowheader', { name: 'The Arrows' }) });
    await expect.poll(() => tvArrows.getByRole('cell').last().textContent()).toBe('3');
    // Read from 4 m at 1920×1080: team names, fixture scores and the table at least 36 px, each game's line
    // at least 28 px; nothing cut off or scrolling, axe-clean.
    const tvSizes = await tv.page.evaluate(() => {
      const px = (selector: string) =>
        Array.from(document.querySelectorAll(selector)).map((e) => parseFloat(getComputedStyle(e).fontSize));
      return {
        teams: px('.league-team'),
        scores: px('.league-score'),
        table: px('.league-table td, .league-table th'),
        games: px('.league-game'),
      };
    });
    expect(tvSizes.teams.length).toBeGreaterThan(0);
    expect(tvSizes.games.length).toBeGreaterThan(0);
    expect(Math.min(...tvSizes.teams, ...tvSizes.scores, ...tvSizes.table)).toBeGreaterThanOrEqual(36);
    expect(Math.min(...tvSizes.games)).toBeGreaterThanOrEqual(28);
    expect(await textThatDoesNotFit(tv.page, [...ARROWS, ...BULLS])).toEqual([]);
    expect(await axeFindings(tv.page)).toEqual([]);
    const pub = await newPage(browser, PORTRAIT);
    await pub.page.goto(`${t.server.publicUrl}/league/${leagueId}`);
    const table = pub.page.getByRole('table', { name: 'Table: Premier' });
    const arrows = table
      .getByRole('row')
      .filter({ has: pub.page.getByRole('rowheader', { name: 'The Arrows' }) });
    await expect.poll(() => arrows.getByRole('cell').last().textContent()).toBe('3');
    await pub.page.getByText('2–1').first().waitFor();

    await pub.context.close();
    await tv.context.close();
    await portrait.context.close();
    await context.close();
  }, 240_000);

  it('words every text of its screens from the catalogues (the pseudo-locale walk)', async () => {
    const cookie = await t.signIn();
    const { leagueId } = await fixtureTonight(cookie, 'Saturday League', [3, 4]);
    const { context, page } = await pairedTablet(browser, t, cookie, 3, LANDSCAPE);
    await usePseudoLocale(context);
    const data = ['Saturday League', 'The Arrows', 'The Bulls', ...ARROWS, ...BULLS, 'Lane 3'];
    const card = (wait: string) => async (p: Page) => {
      await new LeagueNightPage(p).open(t.server.lanUrl, 3);
      await p.locator(wait).first().waitFor();
    };
    expect(
      await unworded(page, [
        { name: 'the fixture card', data, open: card('.ln-fixture') },
        {
          name: 'the order of play',
          data,
          open: async (p) => {
            await p.locator('.ln-lineup button').first().click();
            await p.locator('.ln-lineup-form').waitFor();
          },
        },
      ]),
    ).toEqual({});
    const { fixtures } = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/3/league-night', { cookie }));
    const [tonight] = fixtures;
    if (!tonight) throw new Error('no fixture tonight on lane 3');
    for (const side of ['home', 'away'] as const)
      await mustOk(
        await enterLineup(t, cookie, 3, tonight.fixture.id, threeGames(side, tonight.rosters[side])),
      );
    const withGames = await unworded(page, [
      { name: 'the games ready to start', data, open: card('.ln-game button') },
    ]);
    expect(withGames).toEqual({});
    for (const game of [1, 2, 3]) {
      await mustOk(await startGame(t, cookie, 4, tonight.fixture.id, game));
      await playLaneGame(t, cookie, 4, [0]);
    }
    const signOff = await unworded(page, [{ name: 'the sign-off', data, open: card('.ln-signoff button') }]);
    expect(signOff).toEqual({});
    // The TV's league view of the same night: its games played, and the division's table.
    const tvView: WalkStop = {
      name: "the TV's league view",
      data: [...data, 'Premier', 'Lane 4'],
      open: async (p) => {
        await p.goto(`${t.server.lanUrl}/tv/league/${leagueId}`);
        await p.locator('.league-table').first().waitFor();
      },
    };
    expect(await unworded(page, [tvView])).toEqual({});
    await context.close();
  }, 120_000);
});
