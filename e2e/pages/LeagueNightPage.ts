import type { Page } from 'playwright-core';

/** Match night on the lane tablet (/player-interface/{laneId} while its lane has a fixture tonight). */
export class LeagueNightPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, laneId: number): Promise<void> {
    await this.page.goto(`${baseUrl}/player-interface/${laneId}`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  fixture(home: string, away: string) {
    return this.page.getByRole('article', { name: `${home} v ${away}` });
  }

  score() {
    return this.page.getByTestId('ln-score');
  }

  finalScore() {
    return this.page.getByTestId('ln-final');
  }

  async openLineup(team: string): Promise<void> {
    await this.page.getByRole('button', { name: `Order of play for ${team}` }).click();
  }

  /** Chooses a roster player (by name) or 'Substitute' for a game's place. */
  async choose(game: number, place: number, option: string): Promise<void> {
    await this.page
      .getByRole('combobox', { name: `Game ${game}, player ${place}` })
      .selectOption({ label: option });
  }

  async typeSubstitute(game: number, place: number, name: string): Promise<void> {
    await this.page
      .getByRole('textbox', { name: `Substitute’s name, game ${game}, player ${place}` })
      .fill(name);
  }

  async saveLineup(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save order of play' }).click();
  }

  refusal() {
    return this.page.getByRole('alert');
  }

  startButtons() {
    return this.page.getByRole('button', { name: /^Start on Lane \d+$/ });
  }

  async signOff(team: string): Promise<void> {
    await this.page.getByRole('button', { name: `Sign off for ${team}` }).click();
  }
}
