import type { Page } from 'playwright-core';
import { showMonthOf } from './monthPicker';

/** The staff lane calendar. */
export class CalendarPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/calendar`);
  }

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Lane Calendar' }).waitFor();
  }

  /** Selects a day in the mini month, paging to its month first; its label mentions reservations when the day has a dot. */
  async chooseDate(longDayLabel: string): Promise<void> {
    await showMonthOf(this.page, longDayLabel);
    await this.page
      .getByRole('button', { name: new RegExp(`^${longDayLabel}(, has reservations)?$`) })
      .click();
    await this.page.getByRole('heading', { name: longDayLabel }).waitFor();
    // The calendar reads a month at a time: another month's bookings may still be on their way.
    await this.page.getByText('Loading calendar...').waitFor({ state: 'detached' });
  }

  dayWithDot(longDayLabel: string) {
    return this.page.getByRole('button', { name: `${longDayLabel}, has reservations` });
  }

  /** The grid cell in a lane's column on a time's row. */
  async cell(lane: string, time: string) {
    const headers = await this.page.locator('.day-grid thead th').allInnerTexts();
    const column = headers.indexOf(lane);
    if (column < 0) throw new Error(`no column for ${lane}`);
    const row = this.page
      .locator('.day-grid tbody tr')
      .filter({ has: this.page.getByRole('rowheader', { name: time, exact: true }) });
    return row.locator('th, td').nth(column);
  }

  detailsDialog() {
    return this.page.getByRole('dialog', { name: 'Reservation Details' });
  }
}
