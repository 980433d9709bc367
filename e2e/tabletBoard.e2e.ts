import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { pairedTablet, TABLET_SIZES } from './support/tablet';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

/** The smallest target a finger hits reliably (WCAG 2.5.5, Apple's and Android's guidelines). */
const MIN_TARGET_PX = 44;

interface BoardButton {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Points of the button (centre and the four corners, 4 px in (inside their rounding)) where another element is on top. */
  covered: string[];
}

/** Every board button's box, and what the page would hit at its centre and corners instead of it. */
function readBoard(page: Page): Promise<BoardButton[]> {
  return new ScoringPage(page).boardButtons().evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const points: [string, number, number][] = [
        ['centre', box.left + box.width / 2, box.top + box.height / 2],
        ['top left', box.left + 4, box.top + 4],
        ['top right', box.right - 4, box.top + 4],
        ['bottom left', box.left + 4, box.bottom - 4],
        ['bottom right', box.right - 4, box.bottom - 4],
      ];
      const covered = points
        .filter(([, x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit === null || !button.contains(hit);
        })
        .map(([where, x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return `${where} under ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`;
        });
      const label = button.textContent ?? '';
      return { label, x: box.left, y: box.top, width: box.width, height: box.height, covered };
    }),
  );
}

const overlaps = (a: BoardButton, b: BoardButton) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function laneInPlay() {
  t = await startE2eServer();
  const staff = await t.signIn();
  const start = await t.lan('/api/lanes/1/start', {
    method: 'POST',
    cookie: staff,
    json: { players: ['Ann', 'Ben'], duration: 1, gameMode: '501', sets: 1, legs: 3 },
  });
  expect(start.status).toBe(200);
  return staff;
}

describe('the lane tablet’s dartboard at each tablet size', () => {
  it.each(TABLET_SIZES)(
    'at $width×$height every board button is on screen, uncovered, apart and at least 44×44 px',
    async (viewport) => {
      const staff = await laneInPlay();
      const { context, page } = await pairedTablet(browser, t, staff, 1, viewport);
      const scoring = new ScoringPage(page);
      await scoring.open(t.server.lanUrl, 1);
      await scoring.dartButton('T20').waitFor();

      const board = await readBoard(page);
      expect(board).toHaveLength(63);
      for (const button of board) {
        const where = `${button.label} at ${viewport.width}×${viewport.height}`;
        expect(button.width, where).toBeGreaterThanOrEqual(MIN_TARGET_PX);
        expect(button.height, where).toBeGreaterThanOrEqual(MIN_TARGET_PX);
        expect(button.x, where).toBeGreaterThanOrEqual(0);
        expect(button.y, where).toBeGreaterThanOrEqual(0);
        expect(button.x + button.width, where).toBeLessThanOrEqual(viewport.width);
        expect(button.y + button.height, where).toBeLessThanOrEqual(viewport.height);
        expect(button.covered, where).toEqual([]);
      }
      const touching = board.flatMap((a, i) =>
        board.slice(i + 1).flatMap((b) => (overlaps(a, b) ? [`${a.label} and ${b.label}`] : [])),
      );
      expect(touching).toEqual([]);

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await context.close();
    },
  );

  it('in landscape at 1024×768 a tap on T16, T11, T6 and T1 scores those darts', async () => {
    const staff = await laneInPlay();
    const { context, page } = await pairedTablet(browser, t, staff, 1, { width: 1024, height: 768 });
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 1);
    await scoring.dartButton('T20').waitFor();

    for (const label of ['T16', 'T11', 'T6']) await scoring.dartButton(label).tap();
    expect(await scoring.turnDarts()).toEqual(['T16', 'T11', 'T6']);
    await page.getByRole('button', { name: 'Finish Turn' }).tap();
    await expect.poll(() => scoring.scoreValue(0)).toBe(501 - 48 - 33 - 18);
    await scoring.dartButton('T1').tap();
    expect(await scoring.turnDarts()).toEqual(['T1', '–', '–']);
    await context.close();
  });
});
