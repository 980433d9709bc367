import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { venueDateOf } from '../shared/time/venueTime';
import { ADMIN_PASSWORD, TestClock, type TestServer } from '../lan-server/test/harness';
import { book, realTimeClock } from '../lan-server/test/lanesFixtures';
import { CalendarPage } from './pages/CalendarPage';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { ReservationsPage } from './pages/ReservationsPage';
import { launchBrowser, newPage } from './support/browser';
import { FRONT_DESK } from './support/deskAndPhone';
import { startE2eServer } from './support/server';

/**
 * The front desk, at the front-desk PC's 1366×768: activating a booking through the Start Session dialog,
 * starting an early party's booking, ending a session with the fee due, the staff booking's e-mail, the
 * calendar, and timestamps in the venue's words.
 */

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

const signedInDesk = () => DashboardPage.signedIn(browser, t.server.lanUrl, FRONT_DESK);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the front desk at 1366×768', () => {
  it('Activate Reservation opens the Start Session dialog filled in from the booking; the booking leaves the Activate list', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    book(t, 6, inMinutes(-5), 90, { customerName: 'Cara Booked', playerCount: 3, prepaidAmount: '5.00' });
    const { context, page, dashboard } = await signedInDesk();
    await dashboard.laneStatus(6).filter({ hasText: 'Reserved' }).waitFor();
    await dashboard.laneCard(6).getByRole('button', { name: 'Activate Reservation' }).click();

    const dialog = dashboard.dialog();
    await dialog.waitFor();
    await dialog.getByText("Cara Booked's booking").waitFor();
    expect(await dialog.getByLabel('Number of Players').inputValue()).toBe('3');
    expect(await dialog.getByLabel('Player 1 Name').inputValue()).toBe('Cara Booked');
    expect(await dialog.getByLabel('Player 2 Name').inputValue()).toBe('Player 2');
    expect(await dialog.getByLabel('Game Mode').inputValue()).toBe('501');
    expect(await dialog.getByLabel('Session Duration').locator('option:checked').textContent()).toBe(
      '1.5 hours',
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByLabel('Player 2 Name').fill('Dev');
    await dialog.getByLabel('Game Mode').selectOption('Cricket');
    await dashboard.submitSession();
    await dashboard.toast('Lane activated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await dashboard.laneStatus(6).filter({ hasText: 'Occupied' }).waitFor();
    await dashboard.laneCard(6).getByText('Dev', { exact: true }).waitFor();
    await dashboard.laneCard(6).getByText('Cricket').waitFor();

    // The reservations page: the booking has arrived, with no Activate button left for it.
    const reservations = new ReservationsPage(page);
    await reservations.open(t.server.lanUrl);
    await reservations.waitUntilShown();
    await page.getByRole('heading', { name: 'Playing Now (1)' }).waitFor();
    const card = reservations.card('Cara Booked');
    await card.getByText('arrived').waitFor();
    expect(await card.getByRole('button', { name: 'Activate' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Active Reservations (0)' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("the reservations page's Activate opens the same dialog", async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    book(t, 2, inMinutes(-5), 60, { customerName: 'Ria Listed', playerCount: 2 });
    const { context, page } = await signedInDesk();
    const reservations = new ReservationsPage(page);
    await reservations.open(t.server.lanUrl);
    await reservations.card('Ria Listed').getByRole('button', { name: 'Activate' }).click();
    const dashboard = new DashboardPage(page);
    await dashboard.dialog().waitFor();
    expect(await dashboard.dialog().getByLabel('Player 1 Name').inputValue()).toBe('Ria Listed');
    await dashboard.submitSession();
    await dashboard.toast('Lane activated successfully').waitFor();
    await page.getByRole('heading', { name: 'Playing Now (1)' }).waitFor();
    await context.close();
  });

  it("a 'Reserved Soon' lane starts the early party's booking, which keeps its booked end", async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const start = inMinutes(20.5);
    const id = book(t, 4, start, 60, { customerName: 'Bob Early', playerCount: 2 });
    const { context, page, dashboard } = await signedInDesk();
    const lane4 = dashboard.laneCard(4);
    expect(await lane4.getByRole('button', { name: 'Reserved Soon' }).isDisabled()).toBe(true);
    await lane4.getByRole('button', { name: 'Start Booking Early' }).click();
    const dialog = dashboard.dialog();
    await dialog
      .getByText(/Starting before the booked time: the session runs until \d\d:\d\d, the booking's end/)
      .waitFor();
    expect(await dialog.getByLabel('Player 1 Name').inputValue()).toBe('Bob Early');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dashboard.submitSession();
    await dashboard.toast('Lane activated successfully').waitFor();
    await dashboard.laneStatus(4).filter({ hasText: 'Occupied' }).waitFor();
    // About 80 minutes on the clock: the 20 early minutes and the booked hour.
    expect(await dashboard.countdown(4).textContent()).toMatch(/^1:(19|20):\d\d$/);
    const row = t.server.db
      .prepare('SELECT reserved_until, reservation_id FROM lanes WHERE id = 4')
      .get() as {
      reserved_until: string;
      reservation_id: string;
    };
    expect(row.reservation_id).toBe(id);
    expect(Date.parse(row.reserved_until)).toBe(Date.parse(start) + 60 * 60_000);
    await context.close();
  });

  it('End Session asks first, showing the fee due, then says it ended', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    book(t, 7, inMinutes(-5), 60, { customerName: 'Pam Prepaid', playerCount: 2, prepaidAmount: '5.00' });
    const { context, page, dashboard } = await signedInDesk();
    await dashboard.laneCard(7).getByRole('button', { name: 'Activate Reservation' }).click();
    await dashboard.submitSession();
    await dashboard.laneStatus(7).filter({ hasText: 'Occupied' }).waitFor();

    await dashboard.laneCard(7).getByRole('button', { name: 'End Session' }).click();
    const confirm = dashboard.endDialog();
    await confirm.waitFor();
    // The default £15 an hour, less the £5 prepaid.
    await confirm.getByText('£15.00').waitFor();
    await confirm.getByText('£5.00').waitFor();
    expect(await confirm.locator('.end-session-due').textContent()).toBe('£10.00');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // Keep Playing leaves the session running.
    await confirm.getByRole('button', { name: 'Keep Playing' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await dashboard.laneStatus(7).textContent()).toBe('Occupied');

    await dashboard.endSession(7);
    await dashboard.toast('Session Ended').waitFor();
    await dashboard.laneStatus(7).filter({ hasText: 'Available' }).waitFor();
    await context.close();
  });

  it('a booking made at the desk with an e-mail queues its confirmation to that address', async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const { context, page } = await signedInDesk();
    const reservations = new ReservationsPage(page);
    await reservations.open(t.server.lanUrl);
    await reservations.newReservation();
    const tomorrow = venueDateOf(new Date(Date.now() + 36 * 3_600_000), 'Europe/London');
    await reservations.fill({ customerName: 'Mo Mailed', lane: 'Lane 5', date: tomorrow, time: '12:00' });
    const email = reservations.modal().getByLabel('Email (optional)');
    expect(await email.getAttribute('type')).toBe('email');
    await email.fill('not-an-address');
    await reservations.submit();
    await reservations.toast('Please enter a valid email address').waitFor();
    await email.fill('mo@example.com');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await reservations.submit();
    await reservations.toast('Reservation created successfully').waitFor();
    const outbox = t.server.db
      .prepare("SELECT recipient FROM outbox WHERE kind = 'booking_confirmation'")
      .all() as { recipient: string }[];
    expect(outbox).toEqual([{ recipient: 'mo@example.com' }]);
    await context.close();
  });

  // The screen's clock and the server's are pinned, so both placements are checked whatever the hour the
  // suite runs at: a morning's half hour comes to the top under the lane names; late in the day the grid
  // cannot scroll past its last row, so it opens at its end with the half hour under way in view.
  it.each([
    { at: '10:10', placed: 'under the lane names' },
    { at: '22:40', placed: 'in view at the grid’s end' },
  ])(
    'the calendar shows every lane at 1366 px, opens at the half hour under way ($at: $placed), and past half hours are not Available',
    async ({ at, placed }) => {
      const now = new Date(`2026-11-24T${at}:00Z`); // Europe/London keeps UTC in November
      t = await startE2eServer({ clock: new TestClock(now.toISOString()) });
      // Open around the clock, so "now" is always inside today's grid.
      const allDay = { start: '00:00', end: '23:59', closed: false };
      const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
      t.server.db
        .prepare('UPDATE settings SET operating_hours = ?')
        .run(JSON.stringify(Object.fromEntries(days.map((d) => [d, allDay]))));
      const { context, page } = await signedInDesk();
      await page.clock.setFixedTime(now);
      const calendar = new CalendarPage(page);
      await calendar.open(t.server.lanUrl);
      await calendar.waitUntilShown();
      await page.locator('.day-grid').waitFor();

      // Every lane's column is inside the window: no sideways scrolling at the front desk.
      const headers = page.locator('.day-grid thead th');
      expect(await headers.count()).toBe(11);
      const last = await headers.last().boundingBox();
      expect(last).not.toBeNull();
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(FRONT_DESK.width);
      const wrap = page.locator('.day-grid-wrap');
      expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      // The half hour under way: the first row under the lane names, or (late in the day) in view with
      // the grid scrolled to its end.
      const clock = (d: Date) =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/London',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(d);
      const current = new Date(Math.floor(now.getTime() / 1_800_000) * 1_800_000);
      const row = page.getByRole('rowheader', { name: clock(current), exact: true });
      const placement = async () => {
        const [rowBox, headBox, wrapBox, atEnd] = await Promise.all([
          row.boundingBox(),
          // The lane names stick to the top of the scrolled grid (the cells, not their row group).
          page.locator('.day-grid thead th').first().boundingBox(),
          wrap.boundingBox(),
          wrap.evaluate((el) => el.scrollTop > 0 && el.scrollTop >= el.scrollHeight - el.clientHeight - 1),
        ]);
        if (!rowBox || !headBox || !wrapBox) return null;
        const headBottom = headBox.y + headBox.height;
        if (Math.abs(rowBox.y - headBottom) < 8) return 'under the lane names';
        const inView =
          rowBox.y >= headBottom - 1 && rowBox.y + rowBox.height <= wrapBox.y + wrapBox.height + 1;
        return atEnd && inView ? 'in view at the grid’s end' : `${Math.round(rowBox.y - headBottom)} px off`;
      };
      await expect.poll(placement).toBe(placed);
      // Half an hour ago is over and free: 'Past', never 'Available'.
      const earlier = await calendar.cell('Lane 1', clock(new Date(current.getTime() - 1_800_000)));
      expect(await earlier.innerText()).toBe('Past');
      expect(await axeViolations(page, '.calendar-page')).toEqual([]);
      await context.close();
    },
  );

  it("the audit log gives each action's time in the venue's words, not a raw timestamp", async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const { context, page } = await newPage(browser, FRONT_DESK);
    await page.goto(`${t.server.lanUrl}/settings`);
    await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
    // The start-up retention run has written the log's first line.
    const when = page.locator('.audit-table tbody tr').first().locator('td').first();
    await when.waitFor();
    expect(await when.textContent()).toMatch(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d$/,
    );
    await context.close();
  });

  it("Tonight's Games names the night in the venue's words", async () => {
    t = await startE2eServer({ clock: realTimeClock() });
    const { context, page } = await signedInDesk();
    await page.goto(`${t.server.lanUrl}/tonights-games`);
    const line = page.getByText(/^Finished lane games since 06:00 on /);
    await line.waitFor();
    expect(await line.textContent()).toMatch(
      /since 06:00 on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
    );
    await context.close();
  });
});
