import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { longDay } from '../shared/time/display';
import { addDays, venueDateOf, venueInstant } from '../shared/time/venueTime';
import type { TestServer } from '../lan-server/test/harness';
import { book, realTimeClock } from '../lan-server/test/lanesFixtures';
import { CalendarPage } from './pages/CalendarPage';
import { DashboardPage } from './pages/DashboardPage';
import { ReservationsPage } from './pages/ReservationsPage';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';

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

const ZONE = 'Europe/London';
/** Noon, `days` venue days from today: inside the default hours whatever day the test runs. */
const noon = (days: number) =>
  venueInstant(addDays(venueDateOf(new Date(), ZONE), days), '12:00', ZONE).toISOString();

describe('the Reservations page shows a week at a time', () => {
  it('opens on today’s week, steps to the next and back, and the calendar still shows an earlier day', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    book(t, 2, noon(1), 60, { customerName: 'Tom Tomorrow' });
    book(t, 3, noon(9), 60, { customerName: 'Nina Next Week' });
    book(t, 4, noon(-2), 60, { customerName: 'Yara Unclaimed' });
    const { context, page } = await DashboardPage.signedIn(browser, t.server.lanUrl);
    const reservations = new ReservationsPage(page);
    await reservations.open(t.server.lanUrl);
    await reservations.waitUntilShown();

    const today = venueDateOf(new Date(), ZONE);
    await reservations.card('Tom Tomorrow').waitFor();
    expect(await reservations.shownDays().innerText()).toBe(`Today – ${longDay(addDays(today, 6))}`);
    expect(await reservations.card('Nina Next Week').count()).toBe(0);
    expect(await reservations.card('Yara Unclaimed').count()).toBe(0);
    expect(await reservations.earlierDays().isDisabled()).toBe(true);

    await reservations.laterDays();
    await reservations.card('Nina Next Week').waitFor();
    expect(await reservations.shownDays().innerText()).toBe(
      `${longDay(addDays(today, 7))} – ${longDay(addDays(today, 13))}`,
    );
    expect(await reservations.card('Tom Tomorrow').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await reservations.earlierDays().click();
    await reservations.card('Tom Tomorrow').waitFor();
    expect(await reservations.card('Nina Next Week').count()).toBe(0);

    // The calendar reads the month of the day chosen: an earlier day's unclaimed booking is there.
    const calendar = new CalendarPage(page);
    await calendar.open(t.server.lanUrl);
    await calendar.waitUntilShown();
    const twoDaysAgo = longDay(addDays(today, -2));
    await calendar.chooseDate(twoDaysAgo);
    expect(await (await calendar.cell('Lane 4', '12:00')).innerText()).toContain('Yara Unclaimed');
    await context.close();
  });
});
