import { AxeBuilder } from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDay, venueDay } from '../shared/time/display';
import { offlineSentence } from '../shared/group/booking';
import type { TestServer } from '../lan-server/test/harness';
import type { HubCore } from '../hub/hub';
import { startEngines, startHub, type Engines } from '../hub/test/groupFixtures';
import { startBookingVenue, waitForVenues, type BookingHub } from '../hub/test/groupBookingFixtures';
import { startHubWeb } from '../hub/web';
import { freePort } from '../hub/engines/ports';
import { startSmtp, type TestSmtp } from '../lan-server/test/smtpFixture';
import { CancelBookingPage } from './pages/CancelBookingPage';
import { CustomerBookingPage } from './pages/CustomerBookingPage';
import { launchBrowser, newPage } from './support/browser';
import { textsOutsideCatalogues, usePseudoLocale } from './support/pseudoWalk';
import { loadAndCountScripts, MAX_SCRIPT_TRANSFER_BYTES, totalBytes } from './support/scriptTransfer';

/**
 * The group's booking page in Chromium on a phone (390 × 844): the hub serves the page, the venue's
 * appliance answers every question over NATS. The same screens and texts as the venue's own booking page.
 */
const ROOT = resolve(import.meta.dirname, '..');
const BUILT = resolve(ROOT, 'dist/group-booking');
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let engines: Engines;
let core: HubCore;
let hub: BookingHub;
let venue: TestServer;
let smtp: TestSmtp;

function build(): void {
  const vite = spawnSync('npx', ['vite', 'build', '--config', 'vite.group-booking.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    // The test runner's NODE_ENV=test would give React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (vite.status !== 0) throw new Error('the group page did not build');
  spawnSync(process.execPath, ['scripts/precompress.mjs', 'dist/group-booking'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

beforeAll(async () => {
  build();
  browser = await launchBrowser();
  engines = await startEngines(['venue-a']);
  core = await startHub(engines);
  smtp = await startSmtp();
  // The cancel links in the e-mails point at this hub's group page.
  const port = await freePort();
  const web = await startHubWeb(core, {
    port,
    booking: { pageUrl: `http://127.0.0.1:${port}/book`, staticDir: BUILT },
  });
  hub = {
    url: web.url,
    get: (path) => fetch(web.url + path),
    post: (path, json) =>
      fetch(web.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      }),
    close: () => web.close(),
  };
  venue = await startBookingVenue(engines, 'venue-a', {
    name: 'Ashford Arrows',
    phone: '01233 100100',
    town: 'Ashford',
    smtpUrl: smtp.url,
    now: () => new Date(),
  });
  await waitForVenues(hub, ['venue-a']);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await hub?.close();
  await venue?.close();
  await core?.stop();
  await engines?.close();
  await smtp?.close();
});

describe('the group booking page on a phone', () => {
  it('lists the venues, books a lane at one, and the venue holds the booking', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const venuesShown = (p: Page) => p.getByRole('heading', { name: 'Ashford Arrows' }).waitFor();
    const scripts = await loadAndCountScripts(page, `${hub.url}/book`, venuesShown);
    const cold = totalBytes(scripts);
    console.log(
      `group page: script transferred cold ${(cold / 1024).toFixed(1)} KB in ${scripts.length} files`,
    );
    expect(cold).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
    expect(await page.getByText('Call 01233 100100').count()).toBe(1);
    // Each venue with its name, town, phone and hours (the town under the name).
    expect(await page.getByRole('listitem').getByText('Ashford', { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Book at Ashford Arrows' }).click();
    await page.getByRole('heading', { name: 'Book a Lane at Ashford Arrows' }).waitFor();
    await page.getByText('Ashford · Questions? Call 01233 100100', { exact: true }).waitFor();
    const booking = new CustomerBookingPage(page);
    const tomorrow = venueDay(new Date(Date.now() + 24 * 3_600_000), 'Europe/London');
    await booking.chooseDate(longDay(tomorrow));
    await booking.fillDetails({ name: 'Grace Hopper', phone: '07700 900456', email: 'grace@example.com' });
    // On a phone the free times come first, then the lanes free at that time (the venue's own page too).
    await page
      .getByRole('group', { name: 'Free times' })
      .getByRole('button', { name: /^18:00, / })
      .click();
    const lanes = page.getByRole('group', { name: 'Lanes free at 18:00' });
    await lanes.getByRole('button', { name: /^Lane 3 · / }).click();
    await booking.selectedBooking().getByText('Lane 3').waitFor();
    await booking.selectedBooking().getByText('18:00').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await booking.book();
    expect(await page.getByText('Your dart lane reservation has been successfully booked.').count()).toBe(1);
    const rows = venue.server.db
      .prepare(`SELECT customer_name AS name FROM reservations WHERE lane_id = 3 AND status = 'active'`)
      .all();
    expect(rows).toEqual([{ name: 'Grace Hopper' }]);

    // The confirmation's cancel link opens the group page's cancel screen, which cancels at the venue.
    const [mail] = await smtp.waitForMessages(1, 10_000);
    const link = /(http:\/\/\S+\/cancel-booking#token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${hub.url}/book/venue-a/cancel-booking#token=`)).toBe(true);
    const cancelPage = new CancelBookingPage(page);
    await cancelPage.open(link);
    expect(await cancelPage.details().innerText()).toContain('Lane 3');
    expect(await page.content()).not.toContain('Grace Hopper');
    expect(await seriousViolations(page)).toEqual([]);
    await cancelPage.cancel();
    expect(
      venue.server.db.prepare(`SELECT status FROM reservations WHERE customer_name = 'Grace Hopper'`).get(),
    ).toEqual({ status: 'cancelled' });
    await page.getByRole('link', { name: 'Make Another Booking' }).click();
    await page.getByRole('heading', { name: 'Book a Lane at Ashford Arrows' }).waitFor();
    await context.close();
  });

  it('lists the venues in the customer’s language: German words, the offline sentence, one language on the wire', async () => {
    // A second venue the hub has a profile of but no heartbeat from: listed, and not bookable online.
    await core.pool.query(
      `INSERT INTO venue_profiles (venue_id, profile, updated_at)
       SELECT 'venue-z', profile || '{"businessName": "Zwolle Darts", "contactPhone": ""}'::jsonb, now()
         FROM venue_profiles WHERE venue_id = 'venue-a'`,
    );
    try {
      const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
      const page = await context.newPage();
      const shown = (p: Page) => p.getByRole('heading', { name: 'Zwolle Darts' }).waitFor();
      const scripts = await loadAndCountScripts(page, `${hub.url}/book`, shown);
      const cold = totalBytes(scripts);
      console.log(`group page in German: script transferred cold ${cold} B in ${scripts.length} files`);
      const names = scripts.map((s) => new URL(s.url).pathname.split('/').pop() ?? '');
      expect(names.filter((n) => /^(en|nl)-/.test(n))).toEqual([]);
      expect(cold).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
      await page.getByRole('heading', { name: 'Bahn buchen', level: 1 }).waitFor();
      await page.getByText('Wählen Sie ein Lokal.', { exact: true }).waitFor();
      await page.getByText('Telefon 01233 100100', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Bei Ashford Arrows buchen' }).waitFor();
      await page
        .getByRole('status')
        .filter({
          hasText: 'Zwolle Darts kann gerade keine Online-Buchungen annehmen. Bitte rufen Sie das Lokal an.',
        })
        .waitFor();
      const days = await page
        .getByRole('listitem')
        .filter({ hasText: 'Ashford Arrows' })
        .locator('.group-hours dt')
        .allInnerTexts();
      expect(days).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/\b(Book|Call|Closed|Choose|Mon|Tue|Please)\b/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();

      // In the pseudo-locale every word on the list is the catalogue's: only the venues' own data is not,
      // and the toaster's region label, which is the common words' to give (e2e/pseudoLocale.e2e.ts).
      const pseudo = await browser.newContext({ viewport: PHONE });
      await usePseudoLocale(pseudo);
      const walked = await pseudo.newPage();
      await walked.goto(`${hub.url}/book`);
      await walked.getByRole('heading', { name: 'Zwolle Darts' }).waitFor();
      expect(
        await textsOutsideCatalogues(walked, ['Ashford Arrows', 'Ashford', 'Zwolle Darts', '01233 100100']),
      ).toEqual(['aria-label=Notifications (F8)']);
      await pseudo.close();
    } finally {
      await core.pool.query(`DELETE FROM venue_profiles WHERE venue_id = 'venue-z'`);
    }
  });

  it('says the venue cannot take bookings, with its phone, when the venue does not answer', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${hub.url}/book/venue-a`);
    await page.getByRole('heading', { name: 'Book a Lane at Ashford Arrows' }).waitFor();
    // Tomorrow, which has free times at any hour the suite runs (late at night today has none left).
    const tomorrow = venueDay(new Date(Date.now() + 24 * 3_600_000), 'Europe/London');
    await new CustomerBookingPage(page).chooseDate(longDay(tomorrow));
    await page.getByRole('group', { name: 'Free times' }).getByRole('button').first().waitFor();
    // The venue leaves the group (its link to the hub closes).
    const admin = await venue.signIn('admin');
    await venue.lan('/api/settings/group', {
      method: 'PUT',
      cookie: admin,
      json: { hubUrl: '', venueId: '' },
    });
    const t0 = Date.now();
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: offlineSentence('Ashford Arrows', '01233 100100') })
      .waitFor();
    expect(Date.now() - t0).toBeLessThan(2_000 + 1_500);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
