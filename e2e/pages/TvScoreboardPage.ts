import type { Page } from 'playwright-core';

/** The venue TV scoreboard, at /tv/scoreboard and /tv/scoreboard/{id}. */
export class TvScoreboardPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, tournamentId?: string): Promise<void> {
    await this.page.goto(`${baseUrl}/tv/scoreboard${tournamentId ? `/${tournamentId}` : ''}`);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  /** The rows of a group's standings card, as their text. */
  async standings(groupId: string): Promise<string[]> {
    const card = this.page.getByTestId('tv-group').filter({ hasText: `Group ${groupId}` });
    return card.locator('tr').allInnerTexts();
  }

  /** A standings row of a group naming the player and showing the given text (e.g. '2 pts'). */
  standingRow(groupId: string, player: string, text: string) {
    return this.page
      .getByTestId('tv-group')
      .filter({ hasText: `Group ${groupId}` })
      .locator('tr')
      .filter({ hasText: player })
      .filter({ hasText: text });
  }

  recentResults() {
    return this.section('Recent Results').getByTestId('tv-result');
  }

  /** The size of the whole page's content, to check that a TV screen shows it without scrolling. */
  async contentSize(): Promise<{ width: number; height: number }> {
    const [width, height] = (await this.page.evaluate(
      '[document.documentElement.scrollWidth, document.documentElement.scrollHeight]',
    )) as [number, number];
    return { width, height };
  }

  statusBadge(text: string) {
    return this.page.locator('.tv-badge').filter({ hasText: text });
  }
}
