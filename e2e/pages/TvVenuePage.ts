import type { Page } from 'playwright-core';

/** The venue TV's night view at /tv/venue. */
export class TvVenuePage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/tv/venue`);
  }

  /** A lane's card, by the lane's name ('VIP Lane'), or its number for a lane with none ('Lane 3'). */
  lane(lane: number | string) {
    const name = typeof lane === 'number' ? `Lane ${lane}` : lane;
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The name a lane's card shows at its top. */
  async laneTitle(lane: number | string): Promise<string> {
    return (await this.lane(lane).locator('.venue-lane-name').textContent()) ?? '';
  }

  /** One player's row on a lane's card. */
  player(lane: number | string, name: string) {
    return this.lane(lane).locator('.venue-player').filter({ hasText: name });
  }

  /** The computed font sizes (px) of every player name, score and lane title on the screen. */
  fontSizes(): Promise<{ names: number[]; scores: number[]; laneTitles: number[] }> {
    return this.page.evaluate(() => {
      const sizes = (selector: string) =>
        Array.from(document.querySelectorAll(selector)).map((e) => parseFloat(getComputedStyle(e).fontSize));
      return {
        names: sizes('.venue-player-name'),
        scores: sizes('.venue-player-score'),
        laneTitles: sizes('.venue-lane-name'),
      };
    });
  }

  /** Scores that their lane's card cuts off (drawn partly outside the card), as 'lane: score'. */
  clippedScores(): Promise<string[]> {
    return this.page.evaluate(() =>
      Array.from(document.querySelectorAll('.venue-player-score')).flatMap((score) => {
        const card = score.closest('article');
        if (card === null) return ['no card'];
        const s = score.getBoundingClientRect();
        const c = card.getBoundingClientRect();
        const inside = s.left >= c.left && s.right <= c.right && s.top >= c.top && s.bottom <= c.bottom;
        return inside ? [] : [`${card.getAttribute('aria-label') ?? '?'}: ${score.textContent ?? ''}`];
      }),
    );
  }

  /** The tournament match a lane is holding, as its card names it. */
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
