import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCore } from '../hub/hub';
import { MINE, NAMES, OTHERS, VENUES, storeThreeVenues } from '../hub/test/accessFixtures';
import { startEngines, startHub, type Engines } from '../hub/test/groupFixtures';
import { ensureAdmin, startHubWeb, type HubWeb } from '../hub/web';
import { launchBrowser } from './support/browser';
import {
  axeViolations,
  buildHeadOffice,
  HUB_BUILT,
  overflowingText,
  scrollsSideways,
} from './support/headOffice';

/**
 * An owner changes a head office user's role and venues on the Users page, at 1366×768, in English and in
 * German, against a real hub (nats-server, PostgreSQL): the change is saved through the table's entry, the
 * server's refusal to leave head office without an owner reaches the owner in their language, and the page
 * stays axe-clean with nothing overflowing.
 */
const ADMIN = 'head-office-users-password';
const DESKTOP = { width: 1366, height: 768 };

let browser: Browser;
let engines: Engines;
let core: HubCore;
let web: HubWeb;

beforeAll(async () => {
  buildHeadOffice();
  browser = await launchBrowser();
  engines = await startEngines(VENUES.map((v) => v.venueId));
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
  await storeThreeVenues(core);
  web = await startHubWeb(core, { port: 0, staticDir: HUB_BUILT });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await core?.stop();
  await engines?.close();
});

const WORDS = {
  en: { password: 'Password', signIn: 'Sign In', users: 'Users', save: 'Save', role: 'Role' },
  de: { password: 'Passwort', signIn: 'Anmelden', users: 'Benutzer', save: 'Speichern', role: 'Rolle' },
};

async function usersPage(locale: 'en-GB' | 'de-DE'): Promise<Page> {
  const words = WORDS[locale === 'de-DE' ? 'de' : 'en'];
  const context = await browser.newContext({ viewport: DESKTOP, locale });
  const page = await context.newPage();
  await page.goto(web.url);
  await page.getByLabel(words.password).fill(ADMIN);
  await page.getByRole('button', { name: words.signIn }).click();
  await page.getByRole('link', { name: words.users, exact: true }).click();
  await page.getByRole('heading', { name: words.users, exact: true }).waitFor();
  return page;
}

async function looksRight(page: Page): Promise<void> {
  expect(await overflowingText(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
}

describe('an owner changes a user’s role and venues', () => {
  it('in English: a manager of one venue becomes a viewer of two', async () => {
    const page = await usersPage('en-GB');
    const add = page.getByRole('form', { name: 'Add a User' });
    await add.getByLabel('Username').fill('area-manager');
    await add.getByLabel('First password').fill('area-manager-password');
    await add.getByLabel('Role').selectOption('manager');
    await add.getByLabel(NAMES[MINE] ?? MINE).check();
    await add.getByRole('button', { name: 'Add User' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'area-manager' });
    await row.getByText('Manager', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Change area-manager' }).click();
    const change = page.getByRole('form', { name: 'Role and venues of area-manager' });
    await change.getByLabel('Role').selectOption('viewer');
    const other = NAMES[OTHERS[0]] ?? OTHERS[0];
    await change.getByLabel(other).check();
    await looksRight(page);
    await change.getByRole('button', { name: 'Save' }).click();
    await change
      .getByRole('status')
      .filter({ hasText: 'Saved. area-manager sees the change at their next request.' })
      .waitFor();
    await row.getByText('Viewer', { exact: true }).waitFor();
    await row.getByText(`${NAMES[MINE] ?? MINE}, ${other}`).waitFor();
    const stored = await core.pool.query(
      'SELECT venue_id FROM hub_user_venues WHERE username = $1 ORDER BY venue_id',
      ['area-manager'],
    );
    expect(stored.rows).toEqual([{ venue_id: MINE }, { venue_id: OTHERS[0] }]);
    await page.context().close();
  });

  it('in German: the last owner cannot be made a manager, and the server says so in German', async () => {
    const page = await usersPage('de-DE');
    const row = page.getByRole('listitem').filter({ hasText: 'admin' });
    await row.getByRole('button', { name: 'admin ändern' }).click();
    const change = page.getByRole('form', { name: 'Rolle und Lokale von admin' });
    await change.getByLabel('Rolle').selectOption('manager');
    await change.getByLabel(NAMES[MINE] ?? MINE).check();
    await change.getByRole('button', { name: 'Speichern' }).click();
    await change
      .getByRole('alert')
      .filter({ hasText: 'Die Zentrale muss mindestens einen Inhaber behalten.' })
      .waitFor();
    await row.getByText('Inhaber', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await looksRight(page);
    await page.context().close();
  });
});
