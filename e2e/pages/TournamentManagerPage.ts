import type { Page } from 'playwright-core';

/** The staff tournament manager (/tournament-manager). */
export class TournamentManagerPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, tournamentId: string, tab = 'groups'): Promise<void> {
    await this.page.goto(`${baseUrl}/tournament-manager?id=${tournamentId}&tab=${tab}`);
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  group(id: string) {
    return this.page.getByRole('region', { name: `Group ${id}`, exact: true });
  }

  /** Enters a group game's legs in its fixture row and saves. */
  async enterScore(groupId: string, home: string, away: string, legs: [number, number]): Promise<void> {
    const row = this.group(groupId)
      .locator('form')
      .filter({ has: this.page.getByLabel(`Legs for ${home}`) })
      .filter({ has: this.page.getByLabel(`Legs for ${away}`) });
    await row.getByLabel(`Legs for ${home}`).fill(String(legs[0]));
    await row.getByLabel(`Legs for ${away}`).fill(String(legs[1]));
    await row.getByRole('button', { name: 'Save' }).click();
  }

  /** Takes a group match being played on a lane off it (the inline confirm included). */
  async takeOffLane(groupId: string, home: string): Promise<void> {
    const row = this.group(groupId)
      .locator('form')
      .filter({ has: this.page.getByLabel(`Legs for ${home}`) })
      .filter({ hasText: 'LIVE' });
    await row.getByRole('button', { name: 'Take Off Lane' }).click();
    await row.getByRole('button', { name: 'Take Off', exact: true }).click();
  }

  toast(text: string) {
    return this.page.locator('.toast').filter({ hasText: text });
  }
}
