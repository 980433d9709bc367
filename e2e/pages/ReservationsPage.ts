import type { Page } from 'playwright-core';

export interface ModalEntry {
  customerName?: string;
  lane?: string;
  date?: string;
  time?: string;
  players?: string;
  duration?: string;
  contact?: string;
}

/** The staff reservations page and its modal (docs/behaviour.md#the-reservations-page). */
export class ReservationsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/reservations`);
  }

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Reservations', exact: true }).waitFor();
  }

  modal() {
    return this.page.getByRole('dialog');
  }

  async newReservation(): Promise<void> {
    await this.page.getByRole('button', { name: 'New Reservation' }).click();
    await this.modal().getByRole('heading', { name: 'New Reservation' }).waitFor();
  }

  async fill(entry: ModalEntry): Promise<void> {
    const m = this.modal();
    if (entry.customerName !== undefined) await m.getByLabel('Customer Name').fill(entry.customerName);
    if (entry.lane !== undefined) await m.getByLabel('Lane').selectOption({ label: entry.lane });
    if (entry.date !== undefined) await m.getByLabel('Date').fill(entry.date);
    if (entry.time !== undefined) await m.getByLabel('Time').fill(entry.time);
    if (entry.players !== undefined) await m.getByLabel('Players').selectOption(entry.players);
    if (entry.duration !== undefined) await m.getByLabel('Duration').selectOption(entry.duration);
    if (entry.contact !== undefined) await m.getByLabel('Contact Info (optional)').fill(entry.contact);
  }

  async override(reason: string): Promise<void> {
    await this.modal().getByLabel('Override booking restrictions').check();
    await this.modal().getByLabel('Override Reason').fill(reason);
  }

  async submit(): Promise<void> {
    await this.modal()
      .getByRole('button', { name: /Create Reservation|Update Reservation/ })
      .click();
  }

  /** The week shown: 'Today – Tuesday 16 June 2026'. */
  shownDays() {
    return this.page.getByRole('navigation', { name: 'Days shown' }).locator('p');
  }

  async laterDays(): Promise<void> {
    await this.page.getByRole('button', { name: 'Later days' }).click();
  }

  earlierDays() {
    return this.page.getByRole('button', { name: 'Earlier days' });
  }

  card(customer: string) {
    return this.page.getByRole('article', { name: `Reservation for ${customer}` });
  }

  toast(text: string) {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
