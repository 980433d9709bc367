import type { Page } from 'playwright-core';

/** The cancel screen a confirmation e-mail's link opens on the public door. */
export class CancelBookingPage {
  constructor(private readonly page: Page) {}

  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByRole('heading', { name: 'Cancel Your Booking' }).waitFor();
  }

  details() {
    return this.page.locator('.booking-summary');
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel Booking' }).click();
    await this.page.getByRole('heading', { name: 'Booking Cancelled' }).waitFor();
  }

  async bookAnother(): Promise<void> {
    await this.page.getByRole('link', { name: 'Make Another Booking' }).click();
    await this.page.getByRole('heading', { name: /Book a Lane/ }).waitFor();
  }
}
