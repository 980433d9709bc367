import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { longDay, venueDay } from '../shared/time/display';
import { STAFF_PASSWORD, type TestServer } from '../lan-server/test/harness';
import { CalendarPage } from './pages/CalendarPage';
import { CustomerBookingPage } from './pages/CustomerBookingPage';
import { showMonthOf } from './pages/monthPicker';
import { LoginPage } from './pages/LoginPage';
import { ReservationsPage } from './pages/ReservationsPage';
import { SettingsPage } from './pages/SettingsPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

/** Accessibility: the rules axe rates serious or critical, with where they fail (none expected). */
async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
    );
}

const customer = { name: 'Grace Hopper', phone: '07700 900456', email: 'grace@example.com' };

describe('a customer books on the public door and staff see it', () => {
  it('books Lane 3 tomorrow at 18:00 publicly, then finds it on the staff calendar on the LAN door', async () => {
    t = await startE2eServer();
    // Tomorrow at the venue (the default zone): every default day is open at 18:00 for an hour.
    const tomorrow = venueDay(new Date(Date.now() + 24 * 3_600_000), 'Europe/London');
    const dayLabel = longDay(tomorrow);

    const { context: publicContext, page } = await newPage(browser);
    const booking = new CustomerBookingPage(page);
    await booking.open(t.server.publicUrl);
    expect(await page.getByLabel('Email Address').getAttribute('type')).toBe('email');

    // Nothing is sent until name, phone, email and a slot are all given.
    await page.getByRole('button', { name: 'Book Lane' }).click();
    await page.locator('.toast').filter({ hasText: 'Missing Information' }).waitFor();

    await booking.chooseDate(dayLabel);
    await booking.fillDetails(customer);
    await booking.slot('Lane 3', '18:00').click();
    const summary = booking.selectedBooking();
    await summary.getByText('18:00').waitFor();
    expect(await summary.innerText()).toContain('£15.00');
    expect(await summary.innerText()).toContain('Lane 3');

    expect(await seriousViolations(page)).toEqual([]);

    await booking.book();
    expect(await page.getByText('Your dart lane reservation has been successfully booked.').count()).toBe(1);

    // Back on the form, the slot just taken shows as reserved, without naming anyone.
    await booking.bookAnother();
    await booking.chooseDate(dayLabel);
    await expect
      .poll(() => booking.slot('Lane 3', '18:00').getAttribute('aria-label'))
      .toMatch(/Reserved, Unavailable/);
    expect(await page.content()).not.toContain(customer.name);
    await publicContext.close();

    const { context: staffContext, page: staffPage } = await newPage(browser);
    const calendar = new CalendarPage(staffPage);
    await calendar.open(t.server.lanUrl);
    await new LoginPage(staffPage).signIn('staff', STAFF_PASSWORD);
    await calendar.waitUntilShown();
    await calendar.chooseDate(dayLabel);
    expect(await calendar.dayWithDot(dayLabel).count()).toBe(1);
    const cell = await calendar.cell('Lane 3', '18:00');
    expect(await cell.innerText()).toContain(customer.name);
    expect(await cell.innerText()).toContain('2 players');
    expect(await (await calendar.cell('Lane 3', '19:00')).innerText()).toBe('Available');
    expect(await seriousViolations(staffPage)).toEqual([]);
    await cell.getByRole('button').click();
    const details = calendar.detailsDialog();
    await details.waitFor();
    const text = await details.innerText();
    for (const expected of [
      customer.name,
      customer.phone,
      customer.email,
      '18:00 – 19:00',
      '60 minutes',
      '£0.00',
    ]) {
      expect(text).toContain(expected);
    }
    await staffContext.close();
  });
});

describe('staff manage reservations in the modal', () => {
  it('creates, refuses a clashing edit without losing the original, overrides with a reason, and cancels', async () => {
    t = await startE2eServer();
    const tomorrow = venueDay(new Date(Date.now() + 24 * 3_600_000), 'Europe/London');
    const { context, page } = await newPage(browser);
    const reservations = new ReservationsPage(page);
    await reservations.open(t.server.lanUrl);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    await reservations.waitUntilShown();

    // The form's own checks, before anything is sent.
    await reservations.newReservation();
    await reservations.submit();
    await reservations.toast('Please enter customer name').waitFor();
    await reservations.fill({
      customerName: 'Ada',
      lane: 'Lane 1',
      date: tomorrow,
      time: '18:00',
      players: '3',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await reservations.submit();
    await reservations.toast('Reservation created successfully').waitFor();
    await reservations.card('Ada').waitFor();

    await reservations.newReservation();
    await reservations.fill({ customerName: 'Grace', lane: 'Lane 1', date: tomorrow, time: '20:00' });
    await reservations.submit();
    await reservations.card('Grace').waitFor();

    // Moving Ada onto Grace's time is refused by the server, and Ada's booking is still there as it was.
    await reservations.card('Ada').getByRole('button', { name: 'Edit' }).click();
    await reservations.fill({ time: '19:30' });
    await reservations.submit();
    await reservations.toast('Lane 1 is already reserved at that time').waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    expect(await reservations.card('Ada').innerText()).toContain('18:00');

    // Outside opening hours needs the override, and the override needs a reason.
    await reservations.newReservation();
    await reservations.fill({ customerName: 'Late Club', lane: 'Lane 2', date: tomorrow, time: '23:00' });
    await reservations.submit();
    await reservations.toast('must start at').waitFor();
    await reservations.modal().getByLabel('Override booking restrictions').check();
    await reservations.submit();
    await reservations.toast('Please provide a reason for the booking override').waitFor();
    await reservations.override('Club final runs late');
    await reservations.submit();
    await reservations.toast('Reservation created successfully with override').waitFor();

    await reservations.card('Grace').getByRole('button', { name: 'Cancel reservation for Grace' }).click();
    await reservations.toast('Reservation cancelled successfully').waitFor();
    await expect.poll(() => reservations.card('Grace').count()).toBe(0);
    await context.close();
  });
});

describe('settings drive the public booking page', () => {
  it('closing a weekday and changing the rate show on the booking page in the venue’s currency', async () => {
    t = await startE2eServer();
    const later = venueDay(new Date(Date.now() + 2 * 24 * 3_600_000), 'Europe/London');
    const weekday = longDay(later).split(' ')[0] ?? '';

    const { context: staffContext, page: staffPage } = await newPage(browser);
    const settings = new SettingsPage(staffPage);
    await settings.open(t.server.lanUrl);
    await new LoginPage(staffPage).signIn('staff', STAFF_PASSWORD);
    await settings.waitUntilShown();
    const day = settings.day(weekday);
    await day.closed.check();
    // A closed weekday disables its time inputs.
    expect(await day.opening.isDisabled()).toBe(true);
    expect(await day.closing.isDisabled()).toBe(true);
    await settings.defaultRate().fill('-5');
    await settings.save();
    await settings.toast('Update Failed').waitFor();
    await settings.defaultRate().fill('20');
    await staffPage.getByLabel('Currency').selectOption('EUR');
    await settings.save();
    await settings.toast('Settings Updated').waitFor();
    await staffContext.close();

    const { context, page } = await newPage(browser);
    const booking = new CustomerBookingPage(page);
    await booking.open(t.server.publicUrl);
    const tomorrow = venueDay(new Date(Date.now() + 24 * 3_600_000), 'Europe/London');
    await booking.chooseDate(longDay(tomorrow));
    expect(await booking.slot('Lane 1', '18:00').getAttribute('aria-label')).toContain('€20.00');
    // (This used to choose the closed day and read 'No available time slots'.) The closed day is greyed and
    // cannot be chosen, and the page says which days the venue is closed.
    await showMonthOf(page, longDay(later));
    const closedDay = page.getByRole('button', { name: `${longDay(later)}, closed`, exact: true });
    expect(await closedDay.isDisabled()).toBe(true);
    await page.getByText(`Closed on ${weekday}s`, { exact: true }).waitFor();
    await context.close();
  });
});
