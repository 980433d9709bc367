import type { Locator, Page } from 'playwright-core';

/** The game setup screen (/game-setup/{laneId}). */
export class GameSetupPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, laneId: number): Promise<void> {
    await this.page.goto(`${baseUrl}/game-setup/${laneId}`);
  }

  async choosePlayers(names: string[]): Promise<void> {
    await this.page.getByLabel('Number of Players').selectOption(String(names.length));
    for (const [i, name] of names.entries()) await this.page.getByLabel(`Player ${i + 1} Name`).fill(name);
  }

  /** The 'Hide from leaderboard' tick beside a name box (1-based). */
  hideFromLeaderboard(player: number): Locator {
    return this.page.getByLabel(`Hide Player ${player} from leaderboard`);
  }

  async chooseDuration(label: string): Promise<void> {
    await this.page.getByLabel('Hire Duration').selectOption({ label });
  }

  startButton(): Locator {
    return this.page.locator('form button[type="submit"]');
  }

  text(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  toast(text: string): Locator {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
