import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../shared/api/settings';
import type { VenueLanguage } from '../shared/api/venue';
import { ADMIN_PASSWORD, STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { book, realTimeClock } from '../lan-server/test/lanesFixtures';
import { pairTablet } from '../lan-server/test/pairingFixtures';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { newPage, launchBrowser } from './support/browser';
import { FRONT_DESK, PHONE } from './support/deskAndPhone';
import { startE2eServer } from './support/server';

/**
 * The staff app in German: the venue's language chosen in Settings reaches the staff screens and the TV, a
 * staff member's own language overrides it for them alone, and every staff screen fits the front-desk PC
 * (1366×768) and a phone (390×844) in German — no text cut off or spilling out of its box, nothing
 * scrolling sideways, axe-clean.
 */

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Sets the venue's language through the settings endpoint, as Settings → Language does. */
async function venueSpeaks(language: string): Promise<void> {
  const cookie = await t.signIn('admin');
  const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
  const { id: _id, ...form } = settings;
  const res = await t.lan('/api/settings', { method: 'PUT', cookie, json: { ...form, language } });
  expect(res.status).toBe(200);
}

/**
 * What does not fit: the page scrolling sideways, and every element showing text of its own whose content
 * is wider than its box (scrollWidth > clientWidth), named by tag, class and text.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      // Named by the innermost elements that reach past the window's right edge.
      const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
      const culprits = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => past(el) && !Array.from(el.children).some(past))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      found.push(`page scrolls sideways: ${root.scrollWidth}px (${culprits.join(', ')})`);
    }
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden')
        continue;
      if (el.closest('[aria-hidden="true"], .visually-hidden')) continue;
      if (el.getClientRects().length === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const text = (el.textContent ?? '').trim().slice(0, 60);
        found.push(
          `${el.tagName.toLowerCase()}.${el.className}: "${text}" ${el.scrollWidth}>${el.clientWidth}`,
        );
      }
    }
    return found;
  });
}

/** The staff screens, each with a German heading that shows once it has loaded. */
const SCREENS = [
  { path: '/dashboard', ready: 'Schnellzugriff' },
  { path: '/calendar', ready: 'Bahnkalender' },
  { path: '/reservations', ready: 'Reservierungen' },
  { path: '/settings', ready: 'Öffnungszeiten' },
  { path: '/devices', ready: 'Gekoppelte Tablets' },
] as const;

describe('the staff app in German', () => {
  it('Settings → Language makes the staff app and the TV speak German; a staff member’s own language overrides it for them alone', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const { context, page } = await DashboardPage.signedIn(browser, t.server.lanUrl, FRONT_DESK);
    await page.goto(`${t.server.lanUrl}/settings`);
    await page.getByRole('heading', { name: 'Operating Hours' }).waitFor();
    expect(await page.getByLabel('Language', { exact: true }).locator('option').allTextContents()).toEqual([
      'English',
      'Deutsch',
      'Nederlands',
    ]);
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('heading', { name: 'Öffnungszeiten' }).waitFor();
    await page.getByRole('heading', { name: 'Dart-Bahn-Verwaltung' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(((await (await t.lan('/api/tv/language')).json()) as VenueLanguage).language).toBe('de');

    // Their own language, from the header: this staff member reads English again, the venue stays German.
    await page.getByLabel('Meine Sprache').selectOption('en');
    await page.getByRole('heading', { name: 'Dart Lane Management' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Operating Hours' }).waitFor();

    const other = await newPage(browser, FRONT_DESK);
    await other.page.goto(`${t.server.lanUrl}/dashboard`);
    await new LoginPage(other.page).signIn('admin', ADMIN_PASSWORD);
    await other.page.getByRole('heading', { name: 'Schnellzugriff' }).waitFor();
    await other.context.close();

    // Back to the venue's language.
    await page.getByLabel('My language').selectOption('');
    await page.getByRole('heading', { name: 'Öffnungszeiten' }).waitFor();
    await context.close();
  });

  it.each([
    ['the front-desk PC', FRONT_DESK],
    ['a phone', PHONE],
  ] as const)(
    'every staff screen fits %s in German and is axe-clean',
    async (_device, viewport) => {
      t = await startE2eServer({ clock: realTimeClock() });
      await venueSpeaks('de');
      const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
      book(t, 2, later, 90, {
        customerName: 'Brigitte Schäfer-Oberhausen',
        playerCount: 4,
        prepaidAmount: '5.00',
      });
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${t.server.lanUrl}/dashboard`);
      await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
      await page.getByRole('heading', { name: 'Schnellzugriff' }).waitFor();
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`${t.server.lanUrl}${screen.path}`);
        await page.getByRole('heading', { name: screen.ready, exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const p of await overflows(page)) problems.push(`${screen.path}: ${p}`);
        for (const v of await axeViolations(page)) problems.push(`${screen.path}: axe ${v}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it('names made from a number read in German: a booked party’s players, the lanes, a paired tablet', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    await venueSpeaks('de');
    const cookie = await t.signIn();
    // A party of two starts with nobody named: the server calls them 'Player 1' and 'Player 2'.
    book(t, 2, new Date(Date.now() + 10 * 60_000).toISOString(), 60, { playerCount: 2 });
    const started = await t.lan('/api/lanes/2/activate-reservation', { method: 'POST', cookie, json: {} });
    expect(started.status).toBe(200);
    await pairTablet(t, cookie, 3);
    const { context, page } = await newPage(browser, FRONT_DESK);
    await page.goto(`${t.server.lanUrl}/dashboard`);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    const lane = page.getByRole('article', { name: 'Bahn 2', exact: true });
    await lane.locator('.lane-players li').first().waitFor();
    expect(await lane.locator('.lane-players li').allTextContents()).toEqual(['Spieler 1', 'Spieler 2']);

    await page.goto(`${t.server.lanUrl}/devices`);
    await page.getByText('Tablet für Bahn 3 · Browser', { exact: true }).waitFor();
    await page.goto(`${t.server.lanUrl}/calendar`);
    await page.getByRole('heading', { name: 'Bahnkalender' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(/\b(Lane|Player) \d/).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('the start-session dialog’s own check, a Settings check, a Settings refusal beside its field and the crash screen speak German', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    await venueSpeaks('de');
    const { context, page } = await newPage(browser, FRONT_DESK);
    await page.goto(`${t.server.lanUrl}/dashboard`);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await page.getByRole('heading', { name: 'Schnellzugriff' }).waitFor();

    // No player named: the dialog says so before sending anything.
    await page
      .getByRole('article', { name: 'Bahn 1', exact: true })
      .getByRole('button', { name: 'Sitzung starten' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sitzung auf der Bahn starten' });
    await dialog.getByRole('button', { name: 'Sitzung starten' }).click();
    await page
      .locator('.toast')
      .filter({ hasText: 'Bitte geben Sie mindestens einen Spielernamen ein' })
      .waitFor();

    // Settings' own check, before anything is sent: beside its field, and in the toast, in German.
    await page.goto(`${t.server.lanUrl}/settings`);
    await page.getByRole('heading', { name: 'Öffnungszeiten' }).waitFor();
    await page.getByLabel('Ort', { exact: true }).fill('x'.repeat(81));
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    expect(await page.locator('.field-problem').allTextContents()).toEqual([
      'Ort darf höchstens 80 Zeichen lang sein',
    ]);
    await page.locator('.toast').filter({ hasText: 'Ort darf höchstens 80 Zeichen lang sein' }).waitFor();
    // The server's own refusal in German lands beside its field, as the English one does, not in the save
    // bar: the form's check passes, and the body on its way is changed to one only the server refuses.
    await page.getByLabel('Ort', { exact: true }).fill('Köln');
    await page.route('**/api/settings', async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.continue();
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, town: 'y'.repeat(81) }) });
    });
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    const townProblem = page.locator('.field', { has: page.getByLabel('Ort', { exact: true }) });
    await townProblem
      .locator('.field-problem')
      .filter({ hasText: /^Ort darf höchstens 80 Zeichen/ })
      .waitFor();
    expect(await page.locator('.settings-save-bar .field-problem').count()).toBe(0);
    await page.unroute('**/api/settings');
    // Put back as stored, so leaving the page asks nothing.
    await page.getByLabel('Ort', { exact: true }).fill('');
    await page.goto(`${t.server.lanUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Schnellzugriff' }).waitFor();

    // An answer no screen can draw: the calm error page, in the venue's language.
    await page.route('**/api/lanes', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id":"one","status":42}]' }),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' }).waitFor();
    await page.getByRole('button', { name: 'Neu laden' }).waitFor();
    await page.getByText(/^Referenz: /).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
