import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import type { Tournament } from '../shared/api/tournaments';
import { createCup, scheduleMatches } from '../lan-server/test/tournamentMatchFixtures';
import { book } from '../lan-server/test/lanesFixtures';
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
    // The cup's match on lane 4, named by the engine and worded in German.
    await page.locator('.venue-match', { hasText: 'Freitagspokal — Gruppe A' }).waitFor();
    await fits(page, 'the venue view');

    await page.goto(`${t.server.lanUrl}/tv/scoreboard/${tournamentId}`);
    await page.getByRole('button', { name: 'Zurück' }).waitFor();
    await page.getByText('Laufende Spiele').waitFor();
    await page.getByText('Letzte Ergebnisse').waitFor();
    // The engine's names: the stage in the header, the groups panel and its cards, the match's label.
    await page.locator('.tv-sub', { hasText: 'Gruppenphase' }).waitFor();
    await page.locator('section[aria-label="Gruppen"]').waitFor();
    await page.getByRole('heading', { name: 'Gruppe A', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Gruppe B', exact: true }).waitFor();
    await page.locator('.tv-game-label', { hasText: 'Gruppe A' }).waitFor();
    await fits(page, 'a tournament');

    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('heading', { name: 'Turnierübersicht' }).waitFor();
    await fits(page, 'the tournament dashboard');
    await context.close();
  });

  it("names a table's rounds and a double elimination's brackets in German", async () => {
    t = await startE2eServer();
    const cookie = await t.signIn();
    await setVenueLanguage(t, cookie, 'de');
    const started = async (name: string, type: string, players: string[]) => {
      const created = await t.lan('/api/tournaments', {
        method: 'POST',
        cookie,
        json: { name, type, players, selectedLanes: [1, 2] },
      });
      expect(created.status).toBe(201);
      const cup = (await created.json()) as Tournament;
      expect((await t.lan(`/api/tournaments/${cup.id}/start`, { method: 'POST', cookie })).status).toBe(200);
      return cup.id;
    };
    const table = await started('Liga am Montag', 'round_robin', SIX.slice(0, 4));
    const double = await started('Doppelpokal', 'double_elimination', [...SIX, 'Gwendolyn', 'Humphrey']);
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });

    await page.goto(`${t.server.lanUrl}/tv/scoreboard/${table}`);
    await page.getByRole('heading', { name: 'Tabelle', exact: true }).waitFor();
    await page.locator('.tv-sub', { hasText: 'Runde 1 von 3' }).waitFor();
    await fits(page, 'a round robin');

    await page.goto(`${t.server.lanUrl}/tv/scoreboard/${double}`);
    await page.getByRole('region', { name: 'Siegerbaum' }).waitFor();
    await page.getByRole('region', { name: 'Verliererbaum' }).waitFor();
    await page.getByRole('region', { name: 'Großes Finale' }).waitFor();
    for (const round of ['Sieger-Viertelfinale', 'Sieger-Halbfinale', 'Siegerfinale', 'Verliererrunde 1'])
      await page.getByRole('heading', { name: round, exact: true }).waitFor();
    await page.locator('.tv-sub', { hasText: /Noch \d+ Spiele/ }).waitFor();
    expect(await page.getByText(/Grand Final|Winners|Losers|Round \d|Match \d/).count()).toBe(0);
    await fits(page, 'a double elimination');
    await context.close();
  });

  it("follows a change of the venue's language live, without a reload", async () => {
    const { cookie } = await germanNight();
    // A booked party of two starts with nobody named: the server calls them 'Player 1' and 'Player 2'.
    book(t, 5, new Date(Date.now() + 10 * 60_000).toISOString(), 60, { playerCount: 2 });
    const started = await t.lan('/api/lanes/5/activate-reservation', { method: 'POST', cookie, json: {} });
    expect(started.status).toBe(200);
    const { context, page } = await newPage(browser, { width: 1920, height: 1080 });
    await page.goto(`${t.server.lanUrl}/tv/venue`);
    await page.getByText('Heute Abend auf den Bahnen').waitFor();
    // Lanes and players named from a number read in the venue's language.
    const lane5 = page.getByRole('article', { name: 'Bahn 5', exact: true });
    await lane5.locator('.venue-player-name', { hasText: 'Spieler 2' }).waitFor();
    expect(await page.getByText(/\b(Lane|Player) \d/).count()).toBe(0);
    await setVenueLanguage(t, cookie, 'nl');
    await page.getByText('Vanavond op de banen').waitFor();
    const baan5 = page.getByRole('article', { name: 'Baan 5', exact: true });
    await baan5.locator('.venue-player-name', { hasText: 'Speler 2' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await context.close();
  });
});
