import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { STAFF_PASSWORD } from '../../lan-server/test/harness';
import { newPage } from '../support/browser';
import { LoginPage } from './LoginPage';

/** The staff dashboard: stats, quick actions, lane cards and the Start Lane Session dialog. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  /** A fresh browser profile signed in as staff, on the loaded dashboard. */
  static async signedIn(
    browser: Browser,
    lanUrl: string,
    viewport?: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page; dashboard: DashboardPage }> {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${lanUrl}/dashboard`);
    await new LoginPage(page).signIn('staff', STAFF_PASSWORD);
    const dashboard = new DashboardPage(page);
    await dashboard.ready();
    return { context, page, dashboard };
  }

  /** Waits until the dashboard has loaded its lanes. */
  async ready(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
  }

  /** A lane card, found by its 'Lane {number}' title. */
  laneCard(number: number): Locator {
    return this.page.getByRole('article', { name: `Lane ${number}`, exact: true });
  }

  laneStatus(number: number): Locator {
    return this.laneCard(number).locator('.lane-badge');
  }

  countdown(number: number): Locator {
    return this.laneCard(number).getByRole('timer');
  }

  async openStartSession(number: number): Promise<void> {
    await this.laneCard(number).getByRole('button', { name: 'Start Session' }).click();
    await this.page.getByRole('dialog', { name: 'Start Lane Session' }).waitFor();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Start Lane Session' });
  }

  /** Fills the dialog; `hidden` ticks 'Hide from leaderboard' for those players (1-based). */
  async fillSession(options: {
    players: string[];
    duration?: string;
    gameMode?: string;
    hidden?: number[];
  }): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByLabel('Number of Players').selectOption(String(options.players.length));
    for (const [i, name] of options.players.entries()) {
      await dialog.getByLabel(`Player ${i + 1} Name`).fill(name);
    }
    for (const player of options.hidden ?? []) {
      await dialog.getByLabel(`Hide Player ${player} from leaderboard`).check();
    }
    if (options.gameMode) await dialog.getByLabel('Game Mode').selectOption(options.gameMode);
    if (options.duration)
      await dialog.getByLabel('Session Duration').selectOption({ label: options.duration });
  }

  async submitSession(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Start Session' }).click();
  }

  /** End Session, confirmed in its dialog, which closes once the lane has ended. */
  async endSession(number: number): Promise<void> {
    await this.laneCard(number).getByRole('button', { name: 'End Session' }).click();
    await this.endDialog().getByRole('button', { name: 'End Session' }).click();
    await this.endDialog().waitFor({ state: 'detached' });
  }

  /** End Session's confirmation. */
  endDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^End the session on Lane/ });
  }

  statValue(label: string): Locator {
    return this.page.locator('.stat-value').and(this.page.getByLabel(label, { exact: true }));
  }

  toast(text: string): Locator {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
