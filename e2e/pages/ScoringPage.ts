import type { Page } from 'playwright-core';

/** The player scoring screen at /player-interface/{laneId}. */
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

  /** Types a visit total on the 'Enter total' pad and scores it. */
  async enterTotal(total: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Enter total' }).click();
    const pad = this.page.getByRole('dialog', { name: 'Enter total' });
    for (const digit of String(total)) await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: `Score ${total}` }).click();
  }

  /** The question a checkout visit asks: how many darts it took. */
  dartsQuestion() {
    return this.page.getByRole('dialog', { name: 'How many darts?' });
  }

  dartsChoice(darts: 1 | 2 | 3) {
    return this.dartsQuestion().getByRole('button', { name: darts === 1 ? '1 dart' : `${darts} darts` });
  }

  /** The three-dart average the players panel shows for a player. */
  async averageValue(playerIndex: number): Promise<number> {
    const text = (await this.page.getByTestId(`player-${playerIndex}`).textContent()) ?? '';
    return Number(/Avg: ([\d.]+)/.exec(text)?.[1] ?? NaN);
  }

  /** A tournament match's start, with each player's leaderboard choice. */
  async startMatch(hide: string[] = []): Promise<void> {
    for (const name of hide) await this.page.getByLabel(`Hide ${name} from leaderboard`).check();
    await this.page.getByRole('button', { name: 'Start Match' }).click();
  }

  /** Every button on the Dartboard panel: 60 numbers' singles, doubles and trebles, both bulls and Miss. */
  boardButtons() {
    return this.page.getByRole('region', { name: 'Dartboard' }).getByRole('button');
  }

  /** What the turn's dart progress shows, Dart 1 to 3 ('–' for a dart not thrown yet). */
  async turnDarts(): Promise<string[]> {
    return this.page
      .getByRole('list', { name: 'Darts this turn' })
      .locator('.pi-progress-label')
      .allInnerTexts();
  }

  /** The turn's result as Turn Controls show it: its total, or the bust. */
  async turnTotal(): Promise<string> {
    return (await this.page.locator('.pi-turn-total strong').textContent()) ?? '';
  }

  /** The line that says what to do once a turn takes no more darts. */
  nextStep() {
    return this.page.locator('.pi-next-step');
  }

  noActiveGame() {
    return this.page.getByRole('heading', { name: 'No Active Game' });
  }

  /**
   * The home player's 501 nine-darter from the tablet's buttons, the away player missing every dart. In a
   * leg the away player opens (the throw alternates leg by leg), they miss their visit first.
   */
  async homeNineDarter(awayOpens = false): Promise<void> {
    if (awayOpens) {
      await this.throwDarts('MISS', 'MISS', 'MISS');
      await this.finishTurn();
    }
    const visits = [
      ['T20', 'T20', 'T20'],
      ['T20', 'T20', 'T20'],
      ['T20', 'T19', 'D12'],
    ];
    for (const [i, visit] of visits.entries()) {
      await this.throwDarts(...visit);
      if (i === visits.length - 1) return;
      await this.finishTurn();
      await this.throwDarts('MISS', 'MISS', 'MISS');
      await this.finishTurn();
    }
  }
}
