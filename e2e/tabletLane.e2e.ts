import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { pairedTablet } from './support/tablet';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

describe('a lane tablet opened on another lane', () => {
  it('at 1024×768 says which lane it belongs to, by name, and goes there', async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    expect(
      (await t.lan('/api/lanes/2', { method: 'PUT', cookie: staff, json: { name: 'VIP Lane' } })).status,
    ).toBe(200);
    for (const lane of [2, 3]) {
      const start = await t.lan(`/api/lanes/${lane}/start`, {
        method: 'POST',
        cookie: staff,
        json: { players: ['Ann', 'Ben'], duration: 1, gameMode: '501', sets: 1, legs: 1 },
      });
      expect(start.status).toBe(200);
    }
    const { context, page } = await pairedTablet(browser, t, staff, 2, { width: 1024, height: 768 });
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 3);

    await page.getByRole('heading', { name: 'This tablet belongs to VIP Lane (Lane 2)' }).waitFor();
    expect(await page.getByText('Loading game').count()).toBe(0);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await page.getByRole('button', { name: 'Go to VIP Lane' }).tap();
    await page.waitForURL(/\/player-interface\/2$/);
    await scoring.dartButton('T20').tap();
    expect(await scoring.turnDarts()).toEqual(['T20', '–', '–']);
    await context.close();
  });

  it('an unnamed lane is called by its number', async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    const { context, page } = await pairedTablet(browser, t, staff, 4, { width: 768, height: 1024 });
    await new ScoringPage(page).open(t.server.lanUrl, 1);
    await page.getByRole('heading', { name: 'This tablet belongs to Lane 4' }).waitFor();
    await page.getByRole('button', { name: 'Go to Lane 4' }).tap();
    await page.waitForURL(/\/player-interface\/4$/);
    await new ScoringPage(page).noActiveGame().waitFor();
    await context.close();
  });
});
