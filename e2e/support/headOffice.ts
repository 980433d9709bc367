import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import type { HubCore } from '../../hub/hub';
import { storeMessages } from '../../hub/ingest';
import { asDelivered, venueStory, type TestVenue, type VenueStory } from '../../hub/test/analyticsFixtures';

const ROOT = resolve(import.meta.dirname, '../..');
/** Head office's built app, as the hub serves it. */
export const HUB_BUILT = resolve(ROOT, 'dist/hub');

/** Builds head office's app once for the file's tests (the hub serves dist/hub). */
export function buildHeadOffice(): void {
  const vite = spawnSync('npx', ['vite', 'build', '--config', 'vite.hub.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (vite.status !== 0) throw new Error('head office did not build');
}

/**
 * A venue's last 400 days up to yesterday (its own clock), written through the ingest's own statements, as
 * groupAnalytics.test.ts does for its history: what head office has heard of a venue that has been in the
 * group a year and more.
 */
export async function storeHistory(hub: HubCore, venue: TestVenue, seed: number): Promise<VenueStory> {
  const first = DateTime.now().setZone(venue.zone).minus({ days: 400 }).toISODate() ?? '';
  const story = venueStory(venue, first, 400, seed);
  const client = await hub.pool.connect();
  try {
    await client.query('BEGIN');
    for (let i = 0; i < story.messages.length; i += 500) {
      await storeMessages(client, asDelivered(story.messages.slice(i, i + 500)));
    }
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return story;
}

/** axe's findings on the page, one line each (none is the goal). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether anything makes the page scroll sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Visible words that do not fit their box: a heading, label, button, link or cell whose text is wider than the
 * box shows (a table inside a scrolling frame is not counted; the frame is).
 */
export function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'h1, h2, h3, h4, label, button, a, th, td, li, p, legend, span',
      ),
    ]
      .filter((el) => el.offsetParent !== null && !el.closest('.visually-hidden'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto')
      .filter((el) => el.clientWidth > 0 && getComputedStyle(el).display !== 'inline')
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 60)}`),
  );
}
