import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../shared/api/games';
import type { GroupsResponse, Tournament } from '../shared/api/tournaments';
import type { TestServer } from '../lan-server/test/harness';
import { TournamentManagerPage } from './pages/TournamentManagerPage';
import { TournamentsPage } from './pages/TournamentsPage';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

async function staffPage(): Promise<{ page: Page; cookie: string; close: () => Promise<void> }> {
  const cookie = await t.signIn();
  const { context, page } = await newPage(browser);
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name, value: value.join('='), url: t.server.lanUrl }]);
  return { page, cookie, close: () => context.close() };
}

describe('the tournaments page', () => {
  it('creates a tournament in the Setup Tournament modal, then cancels it after confirming', async () => {
    t = await startE2eServer();
    const { page, close } = await staffPage();
    const tournaments = new TournamentsPage(page);
    await tournaments.open(t.server.lanUrl);
    await page.getByText('No Active Tournaments').waitFor();
    await tournaments.tab('Upcoming (0)').click();
    await page.getByText('No Upcoming Tournaments').waitFor();

    await page.getByRole('button', { name: 'Create Tournament' }).click();
    const modal = tournaments.modal();
    await modal.getByRole('heading', { name: 'Setup Tournament' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await modal.getByLabel('Time').inputValue()).toBe('18:00');
    expect(await modal.getByLabel('Date').locator('option').count()).toBe(31);
    await modal.getByLabel('Tournament name').fill('Summer League');
    expect(await modal.getByRole('button', { name: 'Add Player' }).isDisabled()).toBe(true);
    await tournaments.addPlayer('Ann');
    await tournaments.addPlayer('Bob');
    await tournaments.addPlayer('Ann');
    await modal.getByText('Players (2)').waitFor();
    await modal.getByRole('button', { name: 'Create Tournament' }).click();
    await tournaments.toast('Please select at least one lane').waitFor();
    await modal.getByLabel('Lane 1', { exact: true }).check();
    await modal.getByRole('button', { name: 'Create Tournament' }).click();
    await tournaments.toast('Tournament created successfully').waitFor();

    await tournaments.tab('Upcoming (1)').click();
    const card = tournaments.card('Summer League');
    await card.getByText('Single Elimination').waitFor();
    await card.getByText('Lane 1').waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Are you sure you want to cancel this tournament?').waitFor();
    await page.getByRole('button', { name: 'Cancel Tournament' }).click();
    await tournaments.toast('Tournament cancelled successfully').waitFor();
    await page.getByText('No Upcoming Tournaments').waitFor();
    await close();
  });
});

describe('the tournament manager', () => {
  it('creates a group knockout, advances after the groups, schedules matches and exports', async () => {
    t = await startE2eServer();
    const { page, cookie, close } = await staffPage();
    const manager = new TournamentManagerPage(page);
    await page.goto(`${t.server.lanUrl}/tournament-manager`);
    expect(await manager.tab('Groups').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Resume Existing Tournament' }).click();
    await page.getByText('No existing tournaments found').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Tournament name').fill('Cup Night');
    await page.getByText('4 groups of 4').waitFor();
    await page.getByRole('button', { name: 'Create Tournament' }).click();
    await manager.toast('At least 6 players required').waitFor();
    for (let i = 1; i <= 16; i++) await page.getByLabel(`Player ${i}`, { exact: true }).fill(`Player ${i}`);
    await page.getByRole('button', { name: 'Create Tournament' }).click();
    await manager.toast('Tournament created successfully').waitFor();
    await manager.group('D').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await manager.tab('Groups').getAttribute('aria-selected')).toBe('true');

    // Play the groups through the API, then the manager offers the quarter finals.
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const groups = (await (await t.lan(`/api/tournaments/${id}/groups`)).json()) as GroupsResponse;
    for (const game of Object.values(groups).flatMap((g) => g.games) as Game[]) {
      await t.lan(`/api/games/${game.id}/result`, { method: 'PUT', cookie, json: { legs: [2, 0] } });
    }
    await page.getByRole('button', { name: 'Advance to Quarter Finals' }).click();
    await page.getByRole('region', { name: 'Quarter Finals' }).getByText('QF4').waitFor();
    await page
      .getByRole('region', { name: 'Semi Finals' })
      .getByText('Complete quarter finals first')
      .waitFor();

    await manager.tab('Live Management').click();
    await page.getByText('Groups: Complete').waitFor();
    await page.getByText('Knockout: Active').waitFor();
    await page.getByRole('button', { name: 'Schedule Next Matches' }).click();
    await page.getByRole('button', { name: 'Schedule Matches' }).click();
    await manager.toast('Matches scheduled successfully').waitFor();
    const tournament = (await (await t.lan(`/api/tournaments/${id}`)).json()) as Tournament;
    expect(tournament.status).toBe('active');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Results' }).click();
    expect((await download).suggestedFilename()).toBe('Cup_Night_results.csv');
    await manager.toast('Export successful').waitFor();
    await close();
  });
});
