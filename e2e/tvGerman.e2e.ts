import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { createCup, scheduleMatches } from '../lan-server/test/tournamentMatchFixtures';
import { launchBrowser, newPage } from './support/browser';
import { axeFindings, textThatDoesNotFit } from './support/fitsScreen';
import { startE2eServer } from './support/server';
import { setVenueLanguage } from './support/venueLanguage';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

const SIX = ['Alexandra', 'Bartholomew', 'Cassandra', 'Dominique', 'Evangeline', 'Fitzgerald'];

async function fits(page: Page, what: string) {
  expect(await textThatDoesNotFit(page, SIX), what).toEqual([]);
  expect(await axeFindings(page), what).toEqual([]);
}

/** A venue night in German: lanes of six, and a cup whose match waits on lane 4. */
async function germanNight() {
  t = await startE2eServer();
  const cookie = await t.signIn();
  await setVenueLanguage(t, cookie, 'de');
  for (const lane of [1, 2, 3]) {
    const res = await t.lan(`/api/lanes/${lane}/start`, {
      method: 'POST',
      cookie,
      json: {
        duration: 1,
        players: SIX,
        gameMode: lane === 2 ? 'Around the Clock' : '501 Double Out',
        sets: 3,
        legs: 3,
      },
    });
    expect(res.status).toBe(200);
  }
  const { tournament, groups } = await createCup(t, cookie, {
    name: 'Freitagspokal',
    matchFormat: 'best_of_3',
    players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'],
  });
  const scheduled = await scheduleMatches(t, cookie, tournament.id, [
    { gameId: groups.A.games[0].id, laneId: 4 },
  ]);
  expect(scheduled.status).toBe(200);
  return { cookie, tournamentId: tournament.id };
}

describe('the TV in German at 1920×1080', () => {
  it('the venue view and the tournament scoreboard fit, axe-clean', async () => {
    const { tournamentId } = await germanNight();
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await page.goto(`${t.server.lanUrl}/tv/venue`);
    await page.getByText('Heute Abend auf den Bahnen').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByText('Round the Clock').waitFor();
    await page.getByText('Bestenliste des Abends').first().waitFor();
    await fits(page, 'the venue view');

    await page.goto(`${t.server.lanUrl}/tv/scoreboard/${tournamentId}`);
    await page.getByRole('button', { name: 'Zurück' }).waitFor();
    await page.getByText('Laufende Spiele').waitFor();
    await page.getByText('Letzte Ergebnisse').waitFor();
    await fits(page, 'a tournament');

    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('heading', { name: 'Turnierübersicht' }).waitFor();
    await fits(page, 'the tournament dashboard');
    await context.close();
  });

  it("follows a change of the venue's language live, without a reload", async () => {
    const { cookie } = await germanNight();
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await page.goto(`${t.server.lanUrl}/tv/venue`);
    await page.getByText('Heute Abend auf den Bahnen').waitFor();
    await setVenueLanguage(t, cookie, 'nl');
    await page.getByText('Vanavond op de banen').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await context.close();
  });
});
