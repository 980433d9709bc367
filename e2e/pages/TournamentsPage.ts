import type { Page } from 'playwright-core';

/** The staff tournaments page and its Setup Tournament modal. */
export class TournamentsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/tournaments`);
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  card(name: string) {
    return this.page.getByRole('article', { name });
  }

  modal() {
    return this.page.getByRole('dialog');
  }

  async addPlayer(name: string): Promise<void> {
    await this.modal().getByLabel('Player name').fill(name);
    await this.modal().getByRole('button', { name: 'Add Player' }).click();
  }

  toast(text: string) {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
