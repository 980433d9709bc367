import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { launchBrowser, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

describe('toasts', () => {
  it('show one at a time and close by themselves after 5000 ms', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    await page.goto(`${t.server.lanUrl}/login`);
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await signIn.click();
    await page.locator('.toast').first().waitFor();
    const shownAt = Date.now();
    await signIn.click();
    await page.waitForTimeout(300);
    expect(await page.locator('.toast').count()).toBe(1);
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 8000 });
    const visibleFor = Date.now() - shownAt;
    // The second toast replaced the first 300 ms in, and lives its own 5 s.
    expect(visibleFor).toBeGreaterThanOrEqual(5000);
    expect(visibleFor).toBeLessThan(7500);
    await context.close();
  });

  it('a swipe right past 50 px dismisses, a shorter one does not', async () => {
    t = await startE2eServer();
    const { context, page } = await newPage(browser);
    await page.goto(`${t.server.lanUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.locator('.toast');
    await toast.waitFor();

    const swipe = async (dx: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error('toast has no box');
      const y = box.y + box.height / 2;
      const x = box.x + 40;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(x + (dx * i) / 8, y);
      await page.mouse.up();
    };

    await swipe(30);
    await page.waitForTimeout(400);
    expect(await toast.count()).toBe(1);
    await swipe(120);
    await toast.waitFor({ state: 'detached', timeout: 1500 });
    await context.close();
  });
});
