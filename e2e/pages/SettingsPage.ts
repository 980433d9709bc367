import type { Page } from 'playwright-core';

/** The staff settings page. */
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

  /** Settings → Backups. */
  backups() {
    const section = this.page.getByRole('region', { name: 'Backups' });
    return {
      section,
      backUpNow: section.getByRole('button', { name: 'Back up now' }),
      restoreButtons: section.getByRole('button', { name: 'Restore' }),
      confirmRestore: this.page.getByRole('dialog').getByRole('button', { name: 'Restore backup' }),
    };
  }

  /** Settings → System Health: the status badge's text. */
  healthStatus() {
    return this.page.getByRole('region', { name: 'System Health' }).locator('.badge');
  }
}
