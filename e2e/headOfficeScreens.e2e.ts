import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCore } from '../hub/hub';
import { expectedFigures, type VenueStory } from '../hub/test/analyticsFixtures';
import { startEngines, startHub, startVenue, type Engines } from '../hub/test/groupFixtures';
import { ensureAdmin, startHubWeb, type HubWeb } from '../hub/web';
import { realTimeClock } from '../lan-server/test/lanesFixtures';
import type { TestServer } from '../lan-server/test/harness';
import { daysIn, lastYearOf, resolvePeriod, type PeriodAsked } from '../shared/group/periods';
import { launchBrowser } from './support/browser';
import {
  axeViolations,
  buildHeadOffice,
  HUB_BUILT,
  overflowingText,
  scrollsSideways,
  storeHistory,
} from './support/headOffice';

/**
 * Head office's screens in Chromium against a real hub (nats-server, PostgreSQL): two venues with 400 days of
 * history (London in pounds, Paris in euros) and one live appliance (Leeds) whose line the test cuts. The
 * figures on screen are compared with ones counted in the test from the generated facts.
 */
const ADMIN = 'head-office-screens-password';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** Leeds is an alert once its last heartbeat is this old (the default is fifteen minutes). */
const OFFLINE_AFTER_MS = 20_000;

let browser: Browser;
let engines: Engines;
let core: HubCore;
let web: HubWeb;
let leeds: TestServer | null = null;
let stories: VenueStory[];

beforeAll(async () => {
  buildHeadOffice();
  browser = await launchBrowser();
  engines = await startEngines(['leeds']);
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
  stories = [
    await storeHistory(core, { venueId: 'london', zone: 'Europe/London', currency: 'GBP' }, 11),
    await storeHistory(core, { venueId: 'paris', zone: 'Europe/Paris', currency: 'EUR' }, 12),
  ];
  web = await startHubWeb(core, {
    port: 0,
    staticDir: HUB_BUILT,
    alertThresholds: {
      offlineAfterMs: OFFLINE_AFTER_MS,
      queueGrowingForMs: 5 * 60_000,
      droppedWithinMs: 24 * 3_600_000,
    },
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await leeds?.close();
  await web?.close();
  await core?.stop();
  await engines?.close();
});

async function signedIn(viewport = DESKTOP, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(web.url);
  await page.getByLabel(locale.startsWith('de') ? 'Passwort' : 'Password').fill(ADMIN);
  await page.getByRole('button', { name: locale.startsWith('de') ? 'Anmelden' : 'Sign In' }).click();
  return page;
}

/** The group's figures for a period, counted from both stories. */
function groupBookings(asked: PeriodAsked, lastYear = false): number {
  const period = resolvePeriod(asked);
  const shown = lastYear ? lastYearOf(period) : period;
  return stories.reduce((n, s) => n + expectedFigures(s, shown).bookings, 0);
}

/** The group card's Bookings row: this period's cell and last year's. */
async function groupBookingsShown(page: Page): Promise<[string, string]> {
  const row = page.getByRole('article', { name: /The Group/ }).getByRole('row', { name: /^Bookings/ });
  const cells = row.getByRole('cell');
  return [(await cells.nth(0).textContent()) ?? '', (await cells.nth(1).textContent()) ?? ''];
}

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n);
const today = () => new Date().toISOString().slice(0, 10);
const resolvedDays = (asked: PeriodAsked) => daysIn(resolvePeriod(asked));

describe('head office at 1366×768', () => {
  it('switches the period and the figures follow, each beside last year', async () => {
    const page = await signedIn();
    await page.getByRole('heading', { name: /^Figures:/ }).waitFor();
    const date = await page.getByLabel('Date').inputValue();

    await page.getByText('Month', { exact: true }).click();
    const month: PeriodAsked = { kind: 'month', date };
    await expect
      .poll(() => groupBookingsShown(page))
      .toEqual([count(groupBookings(month)), count(groupBookings(month, true))]);

    await page.getByText('Year', { exact: true }).click();
    const year: PeriodAsked = { kind: 'year', date };
    await expect
      .poll(() => groupBookingsShown(page))
      .toEqual([count(groupBookings(year)), count(groupBookings(year, true))]);
    expect(groupBookings(year)).not.toBe(groupBookings(month));

    // Earlier: the year before, whose own last year holds no history.
    await page.getByRole('button', { name: 'Earlier' }).click();
    const before: PeriodAsked = { kind: 'year', date: `${Number(date.slice(0, 4)) - 1}-06-30` };
    await expect
      .poll(() => groupBookingsShown(page))
      .toEqual([count(groupBookings(before)), count(groupBookings(before, true))]);
    await page.context().close();
  });

  it('draws every chart with its table and its CSV, scrolls nothing sideways and is axe-clean', async () => {
    const page = await signedIn();
    await page.getByText('Month', { exact: true }).click();
    const charts = page.locator('section.chart');
    await page.getByRole('heading', { name: 'Revenue over time (GBP)' }).waitFor();
    await page.getByRole('heading', { name: 'Revenue over time (EUR)' }).waitFor();
    await page.getByRole('heading', { name: 'Utilisation over time' }).waitFor();
    await page.getByRole('heading', { name: 'Venues ranked by Revenue' }).waitFor();
    await page.getByRole('heading', { name: /When are the lanes busy\? london/ }).waitFor();
    expect(await charts.count()).toBe(5);
    for (let i = 0; i < 5; i += 1) {
      const chart = charts.nth(i);
      // Drawn: an SVG with marks in it; and its table, readable by a screen reader, with a row per point.
      expect(await chart.locator('svg path, svg rect').count()).toBeGreaterThan(1);
      expect(await chart.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    }
    // The utilisation table shows a row per day of the month and a column per venue and the group.
    const util = charts.filter({ has: page.getByRole('heading', { name: 'Utilisation over time' }) });
    await util.getByRole('button', { name: 'Show table' }).click();
    const table = util.getByRole('table');
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Day',
      'Group',
      'london',
      'paris',
    ]);
    expect(await table.getByRole('row').count()).toBe(1 + resolvedDays({ kind: 'month', date: today() }));
    // The ranking orders by the chosen figure; its CSV is the ranking's rows.
    const ranking = charts.filter({ has: page.getByRole('heading', { name: /Venues ranked by/ }) });
    await ranking.getByLabel('Rank by').selectOption('bookings');
    await page.getByRole('heading', { name: 'Venues ranked by Bookings' }).waitFor();
    const csvHref = await ranking.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csvHref).toContain('chart=ranking');
    const csv = await page.request.get(new URL(csvHref ?? '', web.url).toString());
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\n')[0]).toContain('Venue id');

    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('opens a venue’s own page: its trends, its link’s health, its tournaments and its leaderboard', async () => {
    const page = await signedIn();
    await page.getByRole('article', { name: 'london' }).getByRole('link', { name: 'london' }).first().click();
    await page.getByRole('heading', { name: 'london', level: 2 }).waitFor();
    expect(page.url()).toContain('#/venues/london');
    await page.getByRole('heading', { name: 'Link to Head Office' }).waitFor();
    await page.getByRole('row', { name: /Last heartbeat/ }).waitFor();
    await page.getByRole('heading', { name: 'Revenue over time (GBP)' }).waitFor();
    await page.getByRole('heading', { name: /When are the lanes busy\? london/ }).waitFor();
    await page.getByRole('heading', { name: 'Recent Tournaments' }).waitFor();
    await page.getByRole('heading', { name: 'Leaderboard', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Revenue over time (EUR)' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('what needs attention', () => {
  it('shows an alert, with the time it started, once a venue’s line is cut', async () => {
    leeds = await startVenue(engines, 'leeds', { clock: realTimeClock() });
    const page = await signedIn();
    // Leeds is heard (its first heartbeat) and needs no attention.
    await page.locator('a[href="#/venues/leeds"]').first().waitFor();
    const attention = page.getByRole('region', { name: 'Needs Attention Now' });
    const leedsAlert = attention
      .getByRole('listitem')
      .filter({ has: page.locator('a[href="#/venues/leeds"]') });
    expect(await leedsAlert.count()).toBe(0);
    // London's history ended yesterday: it has been offline since its last heartbeat.
    await attention.getByRole('listitem').filter({ hasText: 'london is offline since' }).waitFor();

    // The line is cut: Leeds's appliance (its relay with it) stops.
    await leeds.close();
    leeds = null;
    await leedsAlert
      .filter({ hasText: /is offline since \w+day \d+ \w+ \d{4}, \d\d:\d\d/ })
      .waitFor({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 90_000);
});

describe('head office on a phone (390×844)', () => {
  it('switches the period, draws the charts with their tables and opens a venue page, nothing scrolling sideways', async () => {
    const page = await signedIn(PHONE);
    await page.getByRole('heading', { name: /^Figures:/ }).waitFor();
    await page.getByText('Year', { exact: true }).click();
    const date = await page.getByLabel('Date').inputValue();
    const year: PeriodAsked = { kind: 'year', date };
    await expect
      .poll(() => groupBookingsShown(page))
      .toEqual([count(groupBookings(year)), count(groupBookings(year, true))]);
    await page.getByRole('heading', { name: 'Utilisation over time' }).waitFor();
    await page.getByRole('heading', { name: /When are the lanes busy/ }).waitFor();
    expect(await page.locator('section.chart svg').count()).toBe(5);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${web.url}/#/venues/paris`);
    await page.getByRole('heading', { name: 'Link to Head Office' }).waitFor();
    await page.getByRole('heading', { name: 'Revenue over time (EUR)' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('head office in German at 1366×768', () => {
  it('speaks German on its main page, with no words overflowing and nothing axe finds', async () => {
    const page = await signedIn(DESKTOP, 'de-DE');
    await page.getByRole('heading', { name: 'Zentrale' }).waitFor();
    await page.getByRole('heading', { name: 'Jetzt zu beachten' }).waitFor();
    await page.getByRole('heading', { name: 'Umsatz im Verlauf (GBP)' }).waitFor();
    await page.getByRole('heading', { name: /Wann sind die Bahnen belegt/ }).waitFor();
    await page.getByRole('heading', { name: 'Bestenliste der Gruppe' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await overflowingText(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('accounts', () => {
  it('an owner adds a manager of one venue; the manager sees that venue only and no users page; signing out ends it', async () => {
    const page = await signedIn();
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Add a User' }).waitFor();
    const form = page.getByRole('form', { name: 'Add a User' });
    await form.getByLabel('Username').fill('area-manager');
    await form.getByLabel('First password').fill('area-manager-password');
    await form.getByLabel('Role').selectOption('manager');
    await form.getByLabel('london').check();
    await form.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('listitem').filter({ hasText: 'area-manager' }).getByText('london').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.context().close();

    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
    const manager = await context.newPage();
    await manager.goto(web.url);
    await manager.getByLabel('Username').fill('area-manager');
    await manager.getByLabel('Password').fill('area-manager-password');
    await manager.getByRole('button', { name: 'Sign In' }).click();
    await manager.getByRole('heading', { name: /^Figures:/ }).waitFor();
    await manager.getByRole('article', { name: /The Group \(1 venue\)/ }).waitFor();
    expect(await manager.locator('a[href="#/venues/paris"]').count()).toBe(0);
    expect(await manager.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await manager.getByRole('link', { name: 'My Account' }).click();
    await manager.getByText('Signed in as area-manager (manager).').waitFor();
    await context.close();
  });
});
