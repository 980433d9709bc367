import type { Page } from 'playwright-core';

/** Settings → E-mail: the venue's mailbox, the test button and the outbox. */
export class EmailSettingsSection {
  constructor(private readonly page: Page) {}

  section() {
    return this.page.getByRole('region', { name: 'E-mail' });
  }

  async waitUntilShown(): Promise<void> {
    await this.section().getByLabel('Mail Server').waitFor();
  }

  async fillMailbox(m: { host: string; port: number; password: string; from: string; bookingPage: string }) {
    const s = this.section();
    await s.getByLabel('Mail Server').fill(m.host);
    await s.getByLabel('Port', { exact: true }).fill(String(m.port));
    await s.getByLabel('Password').fill(m.password);
    await s.getByLabel('From Address').fill(m.from);
    await s.getByLabel('Booking Page Address').fill(m.bookingPage);
  }

  async save(): Promise<void> {
    await this.section().getByRole('button', { name: 'Save E-mail Settings' }).click();
  }

  async sendTest(to: string): Promise<void> {
    await this.section().getByLabel('Send a test to').fill(to);
    await this.section().getByRole('button', { name: 'Send test e-mail' }).click();
  }

  password() {
    return this.section().getByLabel('Password');
  }

  outboxRow(text: string) {
    return this.section().locator('.outbox-table tbody tr').filter({ hasText: text });
  }

  /** The line about failed confirmations above the outbox, and its button. */
  failures() {
    return this.section().locator('.mail-failures');
  }

  async markFailuresSeen(): Promise<void> {
    await this.section().getByRole('button', { name: 'Mark as seen' }).click();
  }

  toast(text: string) {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
