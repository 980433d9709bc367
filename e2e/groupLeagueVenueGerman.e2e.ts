import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import {
  entries,
  fixture,
  fixtures,
  ids,
  joinGroup,
  PLAYER_NAMES,
  published,
  sendFeed,
} from '../lan-server/test/groupLeagueFixtures';
import { LeagueNightPage } from './pages/LeagueNightPage';
import { launchBrowser, newPage } from './support/browser';
import { FRONT_DESK } from './support/deskAndPhone';
import { axeFindings, textThatDoesNotFit } from './support/fitsScreen';
import { dayAhead } from './support/league';
import { startE2eServer } from './support/server';
import { pairedTablet } from './support/tablet';
import { setVenueLanguage } from './support/venueLanguage';

/**
 * A league across the group at a German venue: head office's feed brings the league (Leeds Arrows and Leeds
 * Bulls at home here), a fixture played last week that head office corrected, and one tonight. The staff
 * app's read-only league at the front desk (1366 × 768) with the correction's who, where and why, and the
 * lane tablet's match night of tonight's fixture in landscape (1280 × 800) and portrait (800 × 1280): German
 * throughout, no text cut off or running out, nothing scrolling sideways, axe-clean.
 */

const TEAMS = ['Leeds Arrows', 'Leeds Bulls', 'York Flights', 'York Oche'];
const NAMES = [...TEAMS, ...PLAYER_NAMES];

let browser: Browser;
let t: TestServer;
let staff: string;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startE2eServer();
  staff = await t.signIn('admin');
  await setVenueLanguage(t, staff, 'de');
  await joinGroup(t, staff);
  const lastWeek = fixture(1, 0, dayAhead(-7).date);
  const tonight = fixture(0, 1, dayAhead(0).date, { week: 2 });
  const corrected = {
    kind: 'result_corrected' as const,
    leagueId: ids.league,
    result: {
      fixtureId: lastWeek.id,
      version: 2,
      games: [
        {
          gameNumber: 1,
          homeLegs: 2,
          awayLegs: 1,
          homePlayers: [ids.players[1] ?? ''],
          awayPlayers: [ids.players[0] ?? ''],
        },
      ],
    },
    correction: {
      basedOn: 1,
      by: 'Hannah Cole',
      where: 'head office' as const,
      reason: 'Die Legs waren vertauscht',
      at: new Date().toISOString(),
    },
  };
  const reply = await sendFeed(t, entries(1, published, fixtures(lastWeek, tonight), corrected));
  expect(reply).toEqual({ status: 200, body: { appliedThrough: 3 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function fits(page: Page, what: string): Promise<void> {
  expect(await textThatDoesNotFit(page, NAMES), what).toEqual([]);
  expect(await axeFindings(page), what).toEqual([]);
}

describe('a group league at a German venue', () => {
  it('the staff app’s read-only league shows head office’s correction (who, where, why) at 1366 × 768', async () => {
    const { context, page } = await newPage(browser, FRONT_DESK);
    const [name, ...value] = staff.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: t.server.lanUrl }]);
    await page.goto(`${t.server.lanUrl}/leagues/${ids.league}`);
    await page.getByRole('heading', { name: 'Yorkshire League', level: 2 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await fits(page, 'the group league');

    const played = page.getByRole('listitem', { name: 'Leeds Bulls gegen Leeds Arrows' });
    await played.getByRole('button', { name: 'Änderungen' }).click();
    await played.getByText(/Korrigiert von Hannah Cole in der Zentrale: Die Legs waren vertauscht/).waitFor();
    await fits(page, 'the correction');
    await context.close();
  });

  it.each([
    ['landscape', { width: 1280, height: 800 }],
    ['portrait', { width: 800, height: 1280 }],
  ])('the tablet’s match night of tonight’s group fixture in %s', async (_how, viewport) => {
    const { context, page } = await pairedTablet(browser, t, staff, 1, viewport);
    const night = new LeagueNightPage(page);
    await night.open(t.server.lanUrl, 1);
    await night.heading().filter({ hasText: 'Ligaabend' }).waitFor();
    await page.getByText('Leeds Arrows: Aufstellung fehlt noch').waitFor();
    await fits(page, 'the fixture card');
    await page.getByRole('button', { name: 'Aufstellung für Leeds Arrows' }).click();
    await page.getByRole('heading', { name: 'Aufstellung: Leeds Arrows' }).waitFor();
    await fits(page, 'the order of play');
    await context.close();
  });
});
