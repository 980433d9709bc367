import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { launchBrowser } from './support/browser';
import { FRONT_DESK } from './support/deskAndPhone';
import { axeFindings, textThatDoesNotFit } from './support/fitsScreen';
import { startE2eServer } from './support/server';
import { setUpStaffVenue, STAFF_PLAYERS, tournamentStops } from './support/staffStops';
import { setVenueLanguage } from './support/venueLanguage';

/**
 * The tournament screens in German at the front desk (1366×768): the tournaments list and its create form
 * with a validation message, every tab of the Tournament Manager for a group knockout and a double
 * elimination, the schedule dialog, game set-up and Tonight's Games — no text cut off or running out of its
 * box, nothing scrolling sideways, axe-clean, and the engine's names in German.
 */

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

async function problemsOf(page: Page, what: string): Promise<string[]> {
  const found = [...(await textThatDoesNotFit(page, STAFF_PLAYERS)), ...(await axeFindings(page))];
  return found.map((p) => `${what}: ${p}`);
}

describe('the tournament screens in German', () => {
  it('fit the front desk (1366×768) and are axe-clean', async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    await setVenueLanguage(t, staff, 'de');
    const venue = await setUpStaffVenue(t, staff);
    const context = await browser.newContext({ viewport: FRONT_DESK });
    const [name, ...value] = staff.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: t.server.lanUrl }]);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const stop of tournamentStops(t, venue, STAFF_PLAYERS)) {
      await stop.open(page);
      problems.push(...(await problemsOf(page, stop.name)));
    }
    for (const path of ['/game-setup/2', '/tonights-games']) {
      await page.goto(`${t.server.lanUrl}${path}`);
      await page.locator('h1, h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      problems.push(...(await problemsOf(page, path)));
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('name the stages, rounds and matches in German', async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    await setVenueLanguage(t, staff, 'de');
    const venue = await setUpStaffVenue(t, staff);
    const context = await browser.newContext({ viewport: FRONT_DESK });
    const [name, ...value] = staff.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: t.server.lanUrl }]);
    const page = await context.newPage();
    await page.goto(`${t.server.lanUrl}/tournament-manager?id=${venue.groupCup.id}&tab=groups`);
    await page.getByRole('heading', { name: 'Gruppe A', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Turnierbaum' }).waitFor();
    await page.goto(`${t.server.lanUrl}/tournament-manager?id=${venue.knockoutCup.id}&tab=bracket`);
    await page.getByRole('heading', { name: 'Siegerbaum' }).waitFor();
    await page.getByRole('heading', { name: 'Verliererbaum' }).waitFor();
    await page.getByRole('heading', { name: 'Großes Finale' }).first().waitFor();
    await page.getByText('Spiel 1', { exact: true }).first().waitFor();
    await context.close();
  }, 120_000);
});
