import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCore } from '../hub/hub';
import { startEngines, startHub, type Engines } from '../hub/test/groupFixtures';
import {
  drawnLeague,
  feedVenue,
  signedIn,
  type FeedVenue,
  type HubClient,
} from '../hub/test/groupLeagueFixtures';
import { waitFor } from '../hub/engines/ports';
import { ensureAdmin, startHubWeb, type HubWeb } from '../hub/web';
import { launchBrowser } from './support/browser';
import { buildHeadOffice, HUB_BUILT } from './support/headOffice';

/**
 * Head office's roster form on a published league's page (docs/venue-group.md, "Rosters during the season"),
 * in Chromium at 1366 × 768 and once in German: a roster too short for the league's format is refused in the
 * person's words; players added, one removed and the captain moved are saved, and the venues that host the
 * team's fixtures (venue-side responders speaking the contract) receive the new roster.
 */
const VENUES = ['leeds', 'york'];
const ADMIN = 'roster-e2e-owner-password';

let browser: Browser;
let engines: Engines;
let core: HubCore;
let web: HubWeb;
let office: HubClient;
const venues: FeedVenue[] = [];

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  buildHeadOffice();
  browser = await launchBrowser();
  engines = await startEngines(VENUES);
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
  web = await startHubWeb(core, { port: 0, staticDir: HUB_BUILT });
  office = await signedIn(web.url, 'admin', ADMIN);
  for (const id of VENUES) {
    const v = await feedVenue(engines, id);
    venues.push(v);
    await v.online();
    await v.heartbeat();
  }
  await waitFor(
    'two venues known',
    async () => Number((await core.pool.query('SELECT count(*) AS n FROM venues')).rows[0]?.n) === 2,
    30_000,
  );
  const leagueId = await drawnLeague(office, VENUES);
  expect((await office.call('POST', `/api/group-leagues/${leagueId}/season/publish`)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  for (const v of venues) await v.close();
  await browser?.close();
  await web?.close();
  await core?.stop();
  await engines?.close();
});

async function openLeague(page: Page, names: { leagues: string; signIn: string; password: string }) {
  await page.goto(web.url);
  await page.getByLabel(names.password).fill(ADMIN);
  await page.getByRole('button', { name: names.signIn }).click();
  await page.getByRole('link', { name: names.leagues }).click();
  await page.getByRole('link', { name: 'Travelling League' }).click();
  await page.getByRole('heading', { level: 2, name: 'Travelling League' }).waitFor();
}

describe('head office’s roster form', () => {
  it('refuses a short roster in words, saves a changed one and the hosting venues receive it, at 1366 × 768', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' });
    const page = await context.newPage();
    await openLeague(page, { leagues: 'Leagues', signIn: 'Sign In', password: 'Password' });
    const rosters = page.getByRole('region', { name: 'Rosters' });
    await rosters.getByLabel('Team').selectOption({ label: 'leeds Arrows' });
    const form = page.getByRole('form', { name: 'Roster of leeds Arrows' });
    await expect
      .poll(() => form.getByLabel('Player 1', { exact: true }).inputValue())
      .toBe('leeds-1 Captain');
    expect(await seriousViolations(page)).toEqual([]);

    // Four singles games need four players: a roster cut to two is refused, with the rule in the person's
    // words, and nothing is saved.
    await form.getByRole('button', { name: 'Remove player 4' }).click();
    await form.getByRole('button', { name: 'Remove player 3' }).click();
    await form.getByRole('button', { name: 'Save Roster' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'leeds Arrows needs at least 4 players for this league’s format.' })
      .waitFor();

    // The second player leaves; three join, and the last of them captains.
    await form.getByRole('button', { name: 'Remove player 2' }).click();
    for (const name of ['Nina Novak', 'Omar Odell', 'Pia Park']) {
      await form.getByRole('button', { name: 'Add Player' }).click();
      const rows = await form.getByRole('textbox').count();
      await form.getByLabel(`Player ${rows}`, { exact: true }).fill(name);
    }
    await form.getByLabel('Player 4 is captain').check();
    await form.getByLabel('Player 3 hidden from public tables').check();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save Roster' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Saved. Every venue that hosts a fixture of leeds Arrows is told.' })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();

    // Both venues host a fixture of the team (home, and away at york): each applied the new roster.
    for (const v of venues)
      await waitFor(
        `${v.venueId} received the roster`,
        async () =>
          v.applied.some(
            (e) =>
              e.change.kind === 'team_changed' &&
              e.change.team.players.map((p) => `${p.name}${p.captain ? ' (c)' : ''}`).join(', ') ===
                'leeds-1 Captain, Nina Novak, Omar Odell, Pia Park (c)',
          ),
        30_000,
      );
  });

  it('is worded in German', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'de-DE' });
    const page = await context.newPage();
    await openLeague(page, { leagues: 'Ligen', signIn: 'Anmelden', password: 'Passwort' });
    const rosters = page.getByRole('region', { name: 'Kader' });
    await rosters.getByLabel('Mannschaft').selectOption({ label: 'york Flights' });
    const form = page.getByRole('form', { name: 'Kader von york Flights' });
    await form.getByRole('button', { name: 'Spieler 4 entfernen' }).click();
    await form.getByRole('button', { name: 'Spieler 3 entfernen' }).click();
    await form.getByRole('button', { name: 'Kader speichern' }).click();
    await form.getByRole('alert').filter({ hasText: 'york Flights braucht' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
