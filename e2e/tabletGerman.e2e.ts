import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser } from './support/browser';
import { axeFindings, textThatDoesNotFit } from './support/fitsScreen';
import { startE2eServer } from './support/server';
import { pairedTablet } from './support/tablet';
import { setVenueLanguage } from './support/venueLanguage';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

async function startLane(staff: string, players: string[]) {
  const start = await t.lan('/api/lanes/1/start', {
    method: 'POST',
    cookie: staff,
    json: { players, duration: 1, gameMode: '301', sets: 1, legs: 1 },
  });
  expect(start.status).toBe(200);
}

async function fits(page: Page, what: string) {
  expect(await textThatDoesNotFit(page), what).toEqual([]);
  expect(await axeFindings(page), what).toEqual([]);
}

const dart = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

describe('the lane tablet in German', () => {
  it.each([
    ['landscape', { width: 1280, height: 800 }],
    ['portrait', { width: 800, height: 1280 }],
  ])('%s: scoring, a bust and a win fit the screen, axe-clean', async (_how, viewport) => {
    t = await startE2eServer();
    const staff = await t.signIn();
    await setVenueLanguage(t, staff, 'de');
    await startLane(staff, ['Annegret']);
    const { context, page } = await pairedTablet(browser, t, staff, 1, viewport);
    await new ScoringPage(page).open(t.server.lanUrl, 1);
    await page.getByRole('heading', { name: 'Bahn 1' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('button', { name: 'Aufnahme beenden' }).waitFor();
    await fits(page, 'the board');

    for (const label of ['T20', 'T20', 'T20']) await dart(page, label).click();
    await page.getByText('Drei Darts geworfen: Aufnahme beenden tippen und nochmal werfen').waitFor();
    await fits(page, 'three darts thrown');
    await page.getByRole('button', { name: 'Aufnahme beenden' }).click();

    for (const label of ['T20', 'T20', 'T20']) await dart(page, label).click();
    await page.getByRole('alert').filter({ hasText: 'ÜBERWORFEN: unter 0' }).waitFor();
    await page.getByText('Überworfen · zählt 0').waitFor();
    await fits(page, 'a bust');
    await page.getByRole('button', { name: 'Aufnahme beenden' }).click();

    for (const label of ['T20', 'T7', 'D20']) await dart(page, label).click();
    await page.getByRole('dialog', { name: 'Spiel gewonnen!' }).waitFor();
    await page.getByRole('button', { name: 'Weiterspielen' }).waitFor();
    await fits(page, 'the win');
    await context.close();
  });

  it("players switch the tablet's language for their session; a new session speaks the venue's again", async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    await setVenueLanguage(t, staff, 'de');
    await startLane(staff, ['Ann', 'Ben']);
    const { context, page } = await pairedTablet(browser, t, staff, 1, { width: 1280, height: 800 });
    await new ScoringPage(page).open(t.server.lanUrl, 1);
    await page.getByRole('heading', { name: 'Bahn 1' }).waitFor();

    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('heading', { name: 'Lane 1' }).waitFor();
    await page.getByRole('button', { name: 'Finish Turn' }).waitFor();
    // The choice lasts for the session: a reload keeps it.
    await page.reload();
    await page.getByRole('button', { name: 'Finish Turn' }).waitFor();

    // The session ends and the next one starts: the tablet speaks the venue's language again.
    expect((await t.lan('/api/lanes/1/stop', { method: 'POST', cookie: staff, json: {} })).status).toBe(200);
    await startLane(staff, ['Cleo']);
    await page.getByRole('button', { name: 'Aufnahme beenden' }).waitFor();
    await context.close();
  });

  it("follows the venue's language when Settings change it, without a reload", async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    await startLane(staff, ['Ann']);
    const { context, page } = await pairedTablet(browser, t, staff, 1, { width: 1280, height: 800 });
    await new ScoringPage(page).open(t.server.lanUrl, 1);
    await page.getByRole('button', { name: 'Finish Turn' }).waitFor();
    await setVenueLanguage(t, staff, 'nl');
    await page.getByRole('button', { name: 'Beurt klaar' }).waitFor();
    await context.close();
  });
});
