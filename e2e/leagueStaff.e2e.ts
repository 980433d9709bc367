import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { venueInstant, type VenueDate } from '../shared/time/venueTime';
import { launchBrowser, newPage } from './support/browser';
import { FRONT_DESK } from './support/deskAndPhone';
import { dayAhead } from './support/league';
import { startE2eServer } from './support/server';

/**
 * The staff's league screens at the front desk (1366×768): a league, a division and its teams, a season whose
 * first night clashes with a booking — shown before saving, refused, then taken with a reason — and a result
 * entered by staff moving the table. Every step axe-clean.
 */

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startE2eServer();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PLAYERS = ['Ann Lee', 'Bo Diaz', 'Cy Park', 'Di Moss'];

describe('the staff’s league screens', () => {
  it('create a league, a division, teams and a season over a clash, then a result moves the table', async () => {
    const cookie = await t.signIn();
    const night = dayAhead(7);
    // A customer has lane 1 at 19:30 on the season's first night.
    const booked = await t.lan('/api/reservations', {
      method: 'POST',
      cookie,
      json: {
        laneId: 1,
        customerName: 'Ada Lovelace',
        playerCount: 2,
        reservedTime: venueInstant(night.date as VenueDate, '19:30', 'Europe/London').toISOString(),
        duration: 60,
        prepaidAmount: '0.00',
        contactInfo: '07700 900123',
      },
    });
    expect(booked.status).toBe(201);

    const { context, page } = await newPage(browser, FRONT_DESK);
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: t.server.lanUrl }]);
    await page.goto(`${t.server.lanUrl}/leagues`);
    await page.getByRole('heading', { name: 'Leagues', level: 2 }).waitFor();
    await page.getByText('No leagues yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const newLeague = page.getByRole('form', { name: 'New league' });
    await newLeague.getByLabel('Name').fill('Thursday Singles');
    await newLeague.getByRole('button', { name: 'Create league' }).click();
    await page.getByRole('heading', { name: 'Thursday Singles', level: 2 }).waitFor();

    // A division refused without a name says so in the server's words; then one with a name.
    await page.getByRole('button', { name: 'Add division' }).click();
    await page.getByRole('alert').getByText('Please give the division a name.').waitFor();
    await page.getByLabel('New division').fill('Premier');
    await page.getByRole('button', { name: 'Add division' }).click();
    const division = page.getByRole('article', { name: 'Premier' });
    await division.waitFor();
    const teamForm = division.getByRole('form', { name: 'New team in Premier' });
    for (const player of PLAYERS) {
      await teamForm.getByLabel('Team name').fill(player);
      await teamForm.getByLabel('Players, one a line').fill(player);
      await teamForm.getByRole('button', { name: 'Add team' }).click();
      await division.getByRole('listitem').filter({ hasText: player }).waitFor();
    }

    const season = page.getByRole('form', { name: 'New season' });
    await season.getByLabel('Season name').fill('Autumn');
    await season.getByLabel('Start date').fill(night.date);
    await season.getByLabel('Night').selectOption(night.weekday);
    await season.getByLabel('Start time').fill('19:00');
    await season.getByLabel('Hours on the lanes').fill('2');
    await season.getByLabel('Lane 1', { exact: true }).check();
    await season.getByLabel('Lane 2', { exact: true }).check();
    await season.getByLabel('Round robin').selectOption('single');
    await season.getByRole('button', { name: 'Check the calendar' }).click();
    const clashes = season.getByRole('table', { name: '1 clash with the calendar' });
    await clashes.waitFor();
    expect(await clashes.getByRole('row').nth(1).textContent()).toContain('Ada Lovelace');
    expect(await axeViolations(page)).toEqual([]);

    // Saving over the clash is refused with the server's sentence, until a reason takes the lanes.
    await season.getByRole('button', { name: 'Save season' }).click();
    await season
      .getByRole('alert')
      .getByText(/^The league nights clash with a booking: Lane 1 on /)
      .waitFor();
    await season.getByLabel('Reason for taking the lanes anyway').fill('Ada is moved to lane 3');
    await season.getByRole('button', { name: 'Save season' }).click();
    await page.getByRole('heading', { name: 'Season: Autumn' }).waitFor();

    // Week 1's first fixture: staff enter the result sheet's score.
    const fixture = page.getByRole('listitem', { name: /^.+ v .+$/ }).first();
    const label = (await fixture.getAttribute('aria-label')) ?? '';
    const [home = '', away = ''] = label.split(' v ');
    await fixture.getByRole('button', { name: 'Result' }).click();
    await fixture.getByLabel(`${home} legs in game 1`).fill('2');
    await fixture.getByLabel(`${away} legs in game 1`).fill('1');
    await fixture.getByLabel('Reason').fill('Result sheet');
    await fixture.getByRole('button', { name: 'Save result' }).click();
    await fixture.getByText('1–0').waitFor();
    // The change is audited: who, why, before and after.
    await fixture.getByRole('button', { name: 'Changes' }).click();
    await fixture.getByText(/by staff: Result sheet/).waitFor();

    await page.getByRole('tab', { name: 'Tables' }).click();
    const table = page.getByRole('table', { name: 'Table: Premier' });
    const winner = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: home }) });
    await expect.poll(() => winner.getByRole('cell').last().textContent()).toBe('3');
    expect(await table.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe(home);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
