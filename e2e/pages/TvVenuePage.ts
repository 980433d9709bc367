import type { Page } from 'playwright-core';

/** The venue TV's night view (issue 13) at /tv/venue. */
export class TvVenuePage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/tv/venue`);
  }

  lane(number: number) {
    return this.page.getByRole('article', { name: `Lane ${number}`, exact: true });
  }

  /** Issue 18: the tournament match a lane is holding, as its card names it. */
  match(number: number) {
    return this.lane(number).locator('.venue-match');
  }

  leaderboard() {
    return this.page.getByRole('region', { name: "Tonight's Leaderboard" });
  }

  /** One leaderboard column's places, as their text. */
  column(title: string) {
    return this.leaderboard().locator('.venue-board-column').filter({ hasText: title }).locator('li');
  }

  /** Nothing on the page scrolls: the document fits the window both ways. */
  async fitsWithoutScrolling(): Promise<boolean> {
    return this.page.evaluate(
      () =>
        document.documentElement.scrollHeight <= window.innerHeight &&
        document.documentElement.scrollWidth <= window.innerWidth,
    );
  }
}
