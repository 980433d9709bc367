import type { Page } from 'playwright-core';

/** The player scoring screen (SPEC §2) at /player-interface/{laneId}. */
export class ScoringPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, laneId: number): Promise<void> {
    await this.page.goto(`${baseUrl}/player-interface/${laneId}`);
  }

  /** The button for a dart label: S1…T20, 25, BULL, MISS. */
  dartButton(label: string) {
    if (label === 'MISS') return this.page.getByRole('button', { name: 'Miss', exact: true });
    if (label === 'BULL') return this.page.getByRole('button', { name: 'Bull 50', exact: true });
    if (label === '25') return this.page.getByRole('button', { name: 'Outer Bull 25', exact: true });
    return this.page.getByRole('button', { name: label, exact: true });
  }

  async throwDarts(...labels: string[]): Promise<void> {
    for (const label of labels) await this.dartButton(label).click();
  }

  async finishTurn(): Promise<void> {
    await this.page.getByRole('button', { name: 'Finish Turn' }).click();
  }

  score(playerIndex: number) {
    return this.page.getByTestId(`player-${playerIndex}`).locator('.pi-player-score');
  }

  async scoreValue(playerIndex: number): Promise<number> {
    const text = (await this.score(playerIndex).textContent()) ?? '';
    return Number(/^\d+/.exec(text.trim())?.[0] ?? NaN);
  }

  checkoutHint(playerIndex: number) {
    return this.page.getByTestId(`player-${playerIndex}`).locator('.pi-checkout strong');
  }

  bust(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }

  countdown() {
    return this.page.getByRole('timer', { name: 'Time left' });
  }

  offlineBadge() {
    return this.page.getByRole('status').filter({ hasText: 'Offline' });
  }

  savedBadge() {
    return this.page.getByRole('status').filter({ hasText: 'Saved' });
  }

  /** Opens the settings toggle, picks the values and applies them. */
  async changeSettings(values: { gameMode: string; sets: string; legs: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Game Settings' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Game Settings' });
    await dialog.getByLabel('Game mode').selectOption(values.gameMode);
    await dialog.getByLabel('Sets').selectOption(values.sets);
    await dialog.getByLabel('Legs').selectOption(values.legs);
    await dialog.getByRole('button', { name: 'Apply Settings' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  noActiveGame() {
    return this.page.getByRole('heading', { name: 'No Active Game' });
  }
}
