import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { launchBrowser, newPage } from './support/browser';
import { DESKTOP, PHONE } from './support/deskAndPhone';
import { singlesLeagueWithSeason } from './support/league';
import { startE2eServer } from './support/server';

/**
 * The public league page on a phone (390×844) from the public door: the table and the fixtures by week,
 * names only, a result entered by staff appearing without a reload, and nothing an axe scan objects to.
 */

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

/** The one league these tests read (a second season on the same nights would clash with its lanes). */
let singles: ReturnType<typeof singlesLeagueWithSeason> | undefined;
async function theLeague() {
  singles ??= singlesLeagueWithSeason(t, await t.signIn());
  return singles;
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the public league page', () => {
  it('shows the table and fixtures by week on a phone, and a new result without a reload', async () => {
    const cookie = await t.signIn();
    const { leagueId, fixtures } = await theLeague();
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${t.server.publicUrl}/league/${leagueId}`);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thursday Singles');
    await page.getByText('Season: Autumn').waitFor();
    const table = page.getByRole('table', { name: 'Table: Premier' });
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    await page.getByRole('heading', { name: /^Week 1 · / }).waitFor();
    // A phone shows the page without sideways scrolling of the page itself.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    const first = fixtures.find((f) => f.week === 1);
    if (!first) throw new Error('no fixture in week 1');
    const res = await t.lan(`/api/league-fixtures/${first.id}/result`, {
      method: 'PUT',
      cookie,
      json: { games: [{ homeLegs: 2, awayLegs: 1 }], reason: 'Result sheet' },
    });
    expect(res.status).toBe(200);
    // The page reads the league again by itself: the score and the winner's 3 points arrive.
    const winner = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: first.home }) });
    await expect.poll(() => winner.getByRole('cell').last().textContent(), { timeout: 20_000 }).toBe('3');
    await page.getByText('1–0').first().waitFor();
    await context.close();
  });

  it.each([
    ['a phone', PHONE],
    ['a 1366×768 screen', DESKTOP],
  ])('shows the season’s player tables section on %s, within the width, axe-clean', async (_name, size) => {
    const { leagueId } = await theLeague();
    const { context, page } = await newPage(browser, size);
    await page.goto(`${t.server.publicUrl}/league/${leagueId}`);
    await page.getByRole('heading', { level: 2, name: 'Player tables' }).waitFor();
    // No game has been played on the lanes yet: the section says so rather than showing empty tables.
    await page.getByText('No player figures yet this season.').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('is served on the public door only at /league/{id}, and says when the league does not exist', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${t.server.publicUrl}/league/no-such-league`);
    await page.getByRole('alert').getByText('The league could not be loaded.').waitFor();
    const nested = await fetch(`${t.server.publicUrl}/league/a/b`);
    expect(nested.status).toBe(404);
    await context.close();
  });
});
