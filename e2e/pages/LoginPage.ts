import type { Page } from 'playwright-core';

/** The staff login screen, at /login or in place of any protected page. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Staff Access Required' });
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByPlaceholder('Enter username (staff or admin)').fill(username);
    await this.page.getByPlaceholder('Enter staff password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  toast(text: string) {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
