import type { Page } from 'playwright-core';

/** The staff settings page (SPEC §2 Settings page). */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/settings`);
  }

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Operating Hours' }).waitFor();
  }

  /** A weekday's row controls, e.g. ('Thursday'). */
  day(weekday: string) {
    return {
      closed: this.page.getByLabel(`${weekday} closed`),
      opening: this.page.getByLabel(`${weekday} opening time`),
      closing: this.page.getByLabel(`${weekday} closing time`),
    };
  }

  defaultRate() {
    return this.page.getByLabel(/^Default Hourly Rate/);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save Settings' }).click();
  }

  toast(text: string) {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
