import type { Page } from 'playwright-core';
import { showMonthOf } from './monthPicker';

/** The public booking page, as a customer uses it. */
export class CustomerBookingPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/`);
    await this.page.getByRole('heading', { name: /Book a Lane/ }).waitFor();
  }

  /** Picks a day in the Monday-first month, paging to its month first. */
  async chooseDate(longDayLabel: string): Promise<void> {
    await showMonthOf(this.page, longDayLabel);
    await this.page.getByRole('button', { name: longDayLabel, exact: true }).click();
    await this.page.getByRole('heading', { name: `Available times on ${longDayLabel}` }).waitFor();
  }

  async fillDetails(details: { name: string; phone: string; email: string }): Promise<void> {
    await this.page.getByLabel('Full Name').fill(details.name);
    await this.page.getByLabel('Phone Number').fill(details.phone);
    await this.page.getByLabel('Email Address').fill(details.email);
  }

  /** The grid cell of a lane at a venue time, e.g. ('Lane 3', '18:00'). */
  slot(lane: string, time: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${lane} at ${time}, `) });
  }

  selectedBooking() {
    return this.page.getByRole('region', { name: 'Selected Booking' });
  }

  async book(): Promise<void> {
    await this.page.getByRole('button', { name: 'Book Lane' }).click();
    await this.page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  }

  async bookAnother(): Promise<void> {
    await this.page.getByRole('button', { name: 'Make Another Booking' }).click();
  }
}
