import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCore } from '../hub/hub';
import { startEngines, startHub, type Engines } from '../hub/test/groupFixtures';
import { ensureAdmin, startHubWeb, type HubWeb } from '../hub/web';
import { launchBrowser, newPage } from './support/browser';

/**
 * Head office's app in Chromium behind its door: the strict CSP lets the built app run, its sign-in and its
 * live socket pass the Origin check as its own page, and no other site can frame it.
 */
const ROOT = resolve(import.meta.dirname, '..');
const BUILT = resolve(ROOT, 'dist/hub');
const ADMIN = 'head-office-browser-password';

let browser: Browser;
let engines: Engines;
let core: HubCore;
let web: HubWeb;

beforeAll(async () => {
  const vite = spawnSync('npx', ['vite', 'build', '--config', 'vite.hub.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (vite.status !== 0) throw new Error('head office did not build');
  browser = await launchBrowser();
  engines = await startEngines([]);
  core = await startHub(engines);
  await ensureAdmin(core.pool, ADMIN, () => undefined);
  web = await startHubWeb(core, { port: 0, staticDir: BUILT });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await core?.stop();
  await engines?.close();
});

describe('head office in a browser, behind its door', () => {
  it('signs in and goes live under the CSP, with no violation', async () => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(web.url);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    await page.getByLabel('Password').fill(ADMIN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Venues', exact: true }).waitFor();
    // The socket opened: its upgrade came from head office's own page.
    await page.getByText('Live', { exact: true }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('cannot be framed by another site', async () => {
    const { context, page } = await newPage(browser);
    await page.setContent(`<iframe id="f" src="${web.url}/" width="600" height="400"></iframe>`);
    const frame = await (await page.waitForSelector('#f')).contentFrame();
    // Chromium replaces a refused frame's document with its error page; head office's sign-in never shows.
    await page.waitForTimeout(1_000);
    expect(await frame?.getByRole('heading', { name: 'Head Office' }).count()).toBe(0);
    await context.close();
  });
});
