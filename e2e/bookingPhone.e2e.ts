import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { longDay, venueClock, venueDay } from '../shared/time/display';
import { WEEKDAYS } from '../shared/api/settings';
import type { TestServer } from '../lan-server/test/harness';
import { CustomerBookingPage } from './pages/CustomerBookingPage';
import { showMonthOf } from './pages/monthPicker';
import { launchBrowser, newPage } from './support/browser';
import { DESKTOP, PHONE } from './support/deskAndPhone';
import { startE2eServer } from './support/server';

/**
 * The customer's phone (390×844) and the booking page's layout shift on a phone and a desktop: free times
 * first, past times hidden, closed days greyed and named, the missing field named, 'Selected', and a
 * confirmation with everything needed at the door.
 */

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

const ZONE = 'Europe/London';
const DAY_MS = 24 * 3_600_000;
const inDays = (days: number) => venueDay(new Date(Date.now() + days * DAY_MS), ZONE);

/** Open 00:00–23:30 every day but the weekday three days ahead, with a phone number to call. */
function setUpVenue(): { closedDay: string; closedWeekday: string } {
  const closedDay = inDays(3);
  const closedWeekday = longDay(closedDay).split(' ')[0] ?? '';
  const hours = Object.fromEntries(
    WEEKDAYS.map((d) => [d, { start: '00:00', end: '23:30', closed: d === closedWeekday.toLowerCase() }]),
  );
  t.server.db
    .prepare('UPDATE settings SET operating_hours = ?, contact_phone = ?')
    .run(JSON.stringify(hours), '01234 567890');
  return { closedDay, closedWeekday };
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The page's cumulative layout shift while it loads, with its API answers held back 400 ms (a phone on a
 * slow network), so whatever the answers move is counted.
 */
async function layoutShiftWhileLoading(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const store = globalThis as unknown as { layoutShift: number };
    store.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) store.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/public/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(url);
  await page.getByText('Questions? Call 01234 567890').waitFor();
  // Free slots, or (run late at night) the sentence saying there are none.
  await page.locator('.slot-area button, .slot-area .booking-empty').first().waitFor();
  await page.waitForTimeout(1000);
  return page.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift);
}

describe('the booking page on a phone (390×844)', () => {
  it('lists free times first with past times hidden, greys closed days, names what is missing, and confirms with a reference', async () => {
    t = await startE2eServer();
    const { closedDay, closedWeekday } = setUpVenue();
    const { context, page } = await newPage(browser, PHONE);
    const booking = new CustomerBookingPage(page);
    await booking.open(t.server.publicUrl);

    // Today: only times still to come, as buttons; no lane × time table to scroll sideways.
    const times = page.getByRole('group', { name: 'Free times' });
    await page.getByText('Loading time slots...').waitFor({ state: 'detached' });
    expect(await page.locator('table.slot-grid').count()).toBe(0);
    const labels = await times
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const nowClock = venueClock(new Date(Date.now() - 60_000), ZONE);
    const sameDay = nowClock <= venueClock(new Date(), ZONE);
    for (const label of labels) if (sameDay) expect(label.slice(0, 5) >= nowClock, label).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    // The closed weekday is greyed in the picker and named under it.
    await page.getByText(`Closed on ${closedWeekday}s`, { exact: true }).waitFor();
    await showMonthOf(page, longDay(closedDay));
    const closed = page.getByRole('button', { name: `${longDay(closedDay)}, closed`, exact: true });
    expect(await closed.isDisabled()).toBe(true);

    // Book Lane with nothing filled in: the message names what is missing, and each field says so.
    const tomorrow = inDays(1);
    await booking.chooseDate(longDay(tomorrow));
    await page.getByRole('button', { name: 'Book Lane' }).click();
    await page
      .locator('.toast')
      .filter({ hasText: 'Please enter your Full Name, Phone Number and Email Address and choose a time' })
      .waitFor();
    await page.getByText('Please enter your Full Name', { exact: true }).waitFor();
    await page.getByText('Please choose a time', { exact: true }).waitFor();

    // A time first: it reads Selected, a lane is picked, and the lanes free then can be changed.
    const six = times.getByRole('button', { name: /^18:00, / });
    await six.click();
    expect(await six.getAttribute('aria-label')).toMatch(/^18:00, Selected, /);
    expect(await six.textContent()).toContain('Selected');
    const lanes = page.getByRole('group', { name: 'Lanes free at 18:00' });
    expect(await lanes.getByRole('button', { name: /^Lane 1 · / }).getAttribute('aria-pressed')).toBe('true');
    await lanes.getByRole('button', { name: /^Lane 2 · / }).click();
    await booking.selectedBooking().getByText('Lane 2').waitFor();
    await booking.fillDetails({ name: 'Pia Phone', phone: '07700 900123', email: 'pia@example.com' });
    await page.getByLabel('Number of Players').selectOption('3');
    expect(await page.getByText('Please enter your Full Name', { exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await booking.book();
    const summary = page.locator('.booking-success .booking-summary');
    const facts = Object.fromEntries(
      await summary
        .locator('dt')
        .evaluateAll((dts) =>
          dts.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
        ),
    );
    expect(facts).toMatchObject({
      Venue: 'Doubletop Darts',
      Date: longDay(tomorrow),
      Time: '18:00',
      Lane: 'Lane 2',
      Players: '3',
    });
    expect(facts.Reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    const stored = t.server.db
      .prepare("SELECT id FROM reservations WHERE customer_name = 'Pia Phone'")
      .get() as {
      id: string;
    };
    expect(stored.id.replace(/-/g, '').slice(0, 8).toUpperCase()).toBe(facts.Reference?.replace('-', ''));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('holds still while it loads: layout shift ≤ 0.05', async () => {
    t = await startE2eServer();
    setUpVenue();
    const { context, page } = await newPage(browser, PHONE);
    const shift = await layoutShiftWhileLoading(page, `${t.server.publicUrl}/`);
    expect(shift).toBeLessThanOrEqual(0.05);
    await context.close();
  });
});

describe('the booking page on a desktop (1366×768)', () => {
  it('holds still while it loads (layout shift ≤ 0.05), hides past times, and the chosen cell reads Selected', async () => {
    t = await startE2eServer();
    setUpVenue();
    const { context, page } = await newPage(browser, DESKTOP);
    const shift = await layoutShiftWhileLoading(page, `${t.server.publicUrl}/`);
    expect(shift).toBeLessThanOrEqual(0.05);

    // Today's grid starts at the time under way, not with rows of 'Expired'.
    const rows = await page.locator('.slot-grid tbody th').allTextContents();
    const halfHourAgo = venueClock(new Date(Date.now() - 30 * 60_000), ZONE);
    const sameDay = halfHourAgo <= venueClock(new Date(), ZONE);
    for (const row of rows) if (sameDay) expect(row >= halfHourAgo, row).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const booking = new CustomerBookingPage(page);
    await booking.chooseDate(longDay(inDays(1)));
    const cell = booking.slot('Lane 3', '18:00');
    await cell.click();
    expect(await cell.textContent()).toContain('Selected');
    expect(await cell.getAttribute('aria-label')).toMatch(/^Lane 3 at 18:00, Selected, /);
    await context.close();
  });
});
