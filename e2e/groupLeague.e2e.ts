import { AxeBuilder } from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupLeagueView } from '../shared/group/groupLeagueApi';
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
import { launchBrowser, newPage } from './support/browser';
import { textThatDoesNotFit } from './support/fitsScreen';
import { buildHeadOffice, HUB_BUILT, overflowingText } from './support/headOffice';
import { loadAndCountScripts, MAX_SCRIPT_TRANSFER_BYTES, totalBytes } from './support/scriptTransfer';

/**
 * Head office's league page and the group's public league page on the hub, in Chromium at 1366 × 768 and
 * (the public page) on a phone (390 × 844), and once in German: a league of three venues drawn and published
 * at head office, a week of results sent by the hosting venues through the group stream, one corrected at
 * head office through its API and one through its screen.
 */
const ROOT = resolve(import.meta.dirname, '..');
const BUILT = resolve(ROOT, 'dist/group-booking');
const LEAGUE_BUILT = resolve(ROOT, 'dist/group-league');
const VENUES = ['leeds', 'york', 'hull'];
const ADMIN = 'league-e2e-owner-password';

let browser: Browser;
let engines: Engines;
let core: HubCore;
let web: HubWeb;
let office: HubClient;
let leagueId = '';
const venues: FeedVenue[] = [];

function build(): void {
  const vite = spawnSync('npx', ['vite', 'build', '--config', 'vite.group-booking.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (vite.status !== 0) throw new Error('the group page did not build');
  // The public league page, its own build with its brotli and gzip copies, as `npm run hub` makes it.
  const league = spawnSync('npx', ['vite', 'build', '--config', 'vite.group-league.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (league.status !== 0) throw new Error('the group league page did not build');
  spawnSync(process.execPath, ['scripts/precompress.mjs', 'dist/group-league'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  build();
  buildHeadOffice();
  browser = await launchBrowser();
  engines = await startEngines(VENUES);
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
  web = await startHubWeb(core, {
    port: 0,
    staticDir: HUB_BUILT,
    booking: { pageUrl: 'http://127.0.0.1/book', staticDir: BUILT },
    leagueStaticDir: LEAGUE_BUILT,
  });
  office = await signedIn(web.url, 'admin', ADMIN);
  for (const id of VENUES) {
    const v = await feedVenue(engines, id);
    venues.push(v);
    await v.online();
    await v.heartbeat();
  }
  await waitFor(
    'three venues known',
    async () => Number((await core.pool.query('SELECT count(*) AS n FROM venues')).rows[0]?.n) === 3,
    30_000,
  );
  leagueId = await drawnLeague(office, VENUES);
  const published = await office.call<GroupLeagueView>(
    'POST',
    `/api/group-leagues/${leagueId}/season/publish`,
  );
  const view = published.body;
  for (const v of venues) {
    const hosted = view.fixtures.filter((f) => f.week === 1 && f.hostVenueId === v.venueId);
    await v.send(
      hosted.map((f) => ({
        kind: 'league_result' as const,
        leagueId,
        result: {
          fixtureId: f.id,
          version: 1,
          games: [1, 2, 3, 4].map((n) => ({
            gameNumber: n,
            homeLegs: n <= 3 ? 2 : 0,
            awayLegs: n <= 3 ? 1 : 2,
            homePlayers: [view.teams.find((t) => t.id === f.homeTeamId)?.players[n % 2]?.id ?? 'Sub'],
            awayPlayers: [view.teams.find((t) => t.id === f.awayTeamId)?.players[n % 2]?.id ?? 'Sub'],
          })),
        },
        signedAt: new Date().toISOString(),
      })),
    );
  }
  await waitFor(
    'week 1 results',
    async () =>
      Number((await core.pool.query('SELECT count(*) AS n FROM group_league_results')).rows[0]?.n) === 3,
    30_000,
  );
  const first = view.fixtures.find((f) => f.week === 1);
  const corrected = await office.call(
    'PUT',
    `/api/group-leagues/${leagueId}/fixtures/${first?.id ?? ''}/result`,
    {
      games: [1, 2, 3, 4].map((n) => ({
        gameNumber: n,
        homeLegs: 2,
        awayLegs: 0,
        homePlayers: [],
        awayPlayers: [],
      })),
      reason: 'Scores swapped on the sheet',
    },
  );
  expect(corrected.status).toBe(200);
}, 180_000);

afterAll(async () => {
  for (const v of venues) await v.close();
  await browser?.close();
  await web?.close();
  await core?.stop();
  await engines?.close();
});

describe('head office’s league page', () => {
  it('shows the table, fixtures with venues and corrections, and corrects a result, axe-clean at 1366 × 768', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(web.url);
    await page.getByLabel('Password').fill(ADMIN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'Leagues' }).click();
    await page.getByRole('link', { name: 'Travelling League' }).click();
    await page.getByRole('heading', { level: 2, name: 'Travelling League' }).waitFor();
    await page.getByRole('region', { name: 'Table: Premier' }).waitFor();
    await page.getByText(/admin at head office, .*: Scores swapped on the sheet/).waitFor();
    expect(await page.getByRole('cell', { name: 'The York Arms' }).count()).toBeGreaterThan(0);
    await page.getByText('No conflicts.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Correct a result of week 1 at york on the screen: the server's view shows version 2 and who, why.
    const row = page
      .getByRole('row')
      .filter({ hasText: 'The York Arms' })
      .filter({ hasText: /version 1/ })
      .first();
    await row.getByRole('button', { name: /^Correct / }).click();
    const form = page.getByRole('form', { name: /^Correct / });
    await form.getByLabel('Away legs').first().fill('2');
    await form.getByLabel('Home legs').first().fill('0');
    await form.getByLabel('Why it is corrected').fill('Game 1 went to the visitors');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save Correction' }).click();
    await page.getByText(/admin at head office, .*: Game 1 went to the visitors/).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('the group’s public league page on the hub', () => {
  const sideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const tablesShown = (page: Page) =>
    page.getByRole('heading', { level: 1, name: 'Travelling League' }).waitFor();

  it('cold on a phone: ≤ 100 KB of script, brotli; the table, fixtures with their venues, the correction', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const scripts = await loadAndCountScripts(page, `${web.url}/league/${leagueId}`, tablesShown);
    const cold = totalBytes(scripts);
    console.log(
      `group league page: script transferred cold ${(cold / 1024).toFixed(1)} KB in ${scripts.length} files`,
    );
    expect(cold).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
    for (const s of scripts.filter((s) => s.decodedBytes >= 1024)) expect(s.encoding, s.url).toBe('br');
    await page.getByRole('region', { name: 'Table: Premier' }).waitFor();
    // Every venue's fixtures, each with its venue; the correction made at head office, with who and why.
    for (const venue of ['The Leeds Arms', 'The York Arms', 'The Hull Arms'])
      expect(await page.getByText(`at ${venue}`, { exact: true }).count(), venue).toBeGreaterThan(0);
    await page.getByText('Corrected by admin at head office: Scores swapped on the sheet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('at 1366 × 768 in German: axe-clean, nothing scrolls sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${web.url}/league/${leagueId}`);
    await page.getByRole('heading', { level: 2, name: 'Tabellen' }).waitFor();
    await page.getByRole('region', { name: 'Tabelle: Premier' }).waitFor();
    await page.getByText('Korrigiert von admin in der Zentrale: Scores swapped on the sheet').waitFor();
    expect(await page.getByText(/^in The York Arms$/).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('a league head office does not have: said so, not a blank page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${web.url}/league/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('alert').waitFor();
    await context.close();
  });
});

describe('head office’s league screens in German at 1366 × 768', () => {
  it('the list, the new-league form and its refusal, a new league’s set-up, a league with its correction and the correction form fit, axe-clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'de-DE' });
    const page = await context.newPage();
    const fits = async (what: string) => {
      expect(await textThatDoesNotFit(page), what).toEqual([]);
      expect(await overflowingText(page), what).toEqual([]);
      expect(await seriousViolations(page), what).toEqual([]);
    };
    await page.goto(web.url);
    await page.getByLabel('Passwort').fill(ADMIN);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('link', { name: 'Ligen' }).click();
    await page.getByRole('heading', { name: 'Ligen über die Gruppe' }).waitFor();
    await page.getByRole('button', { name: 'Liga anlegen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await fits('the leagues and the new-league form');
    // A name of spaces passes the browser's check and is refused by head office, in German.
    const newLeague = page.getByRole('form', { name: 'Neue Liga' });
    await newLeague.getByLabel('Name').fill(' ');
    await newLeague.getByRole('button', { name: 'Liga anlegen' }).click();
    await newLeague.getByRole('alert').getByText('Bitte geben Sie einen Namen ein.').waitFor();
    await fits('a refusal on the new-league form');
    await newLeague.getByLabel('Name').fill('Sommerliga der Gruppe');
    await newLeague.getByRole('button', { name: 'Liga anlegen' }).click();
    await page.getByRole('heading', { level: 2, name: 'Sommerliga der Gruppe' }).waitFor();
    await page.getByRole('heading', { name: 'Saison einrichten' }).waitFor();
    await fits('a new league’s set-up');
    await page.getByRole('link', { name: 'Alle Ligen' }).click();

    await page.getByRole('link', { name: 'Travelling League' }).click();
    await page.getByRole('heading', { level: 2, name: 'Travelling League' }).waitFor();
    await page.getByRole('heading', { name: 'Begegnungen und Ergebnisse' }).waitFor();
    await page.getByText(/admin in der Zentrale, .*: Scores swapped on the sheet/).waitFor();
    await page.getByText('Keine Konflikte.').waitFor();
    await fits('the league');

    await page
      .getByRole('button', { name: / korrigieren$/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: / korrigieren$/ });
    await form.getByRole('button', { name: 'Korrektur speichern' }).waitFor();
    await form.getByLabel('Grund der Korrektur').fill('Die Legs waren vertauscht');
    await fits('the correction form');
    await form.getByRole('button', { name: 'Korrektur speichern' }).click();
    await page.getByText(/admin in der Zentrale, .*: Die Legs waren vertauscht/).waitFor();
    await fits('the corrected league');
    await context.close();
  });
});
