import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../shared/api/laneGame';
import { scriptActions } from '../shared/darts/play';
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

/** Lane 1 in play for Ann and Ben in `gameMode`, with `script` already scored; returns the staff cookie. */
async function laneInPlay(gameMode: string, script: string): Promise<string> {
  t = await startE2eServer();
  const cookie = await t.signIn();
  const start = await t.lan('/api/lanes/1/start', {
    method: 'POST',
    cookie,
    json: { players: ['Ann', 'Ben'], duration: 1, gameMode, sets: 1, legs: 3 },
  });
  expect(start.status).toBe(200);
  let game = (await (await t.lan('/api/lanes/1/game', { cookie })).json()) as LaneGameResponse;
  for (const action of scriptActions(script)) {
    const res = await t.lan('/api/lanes/1/score', {
      method: 'POST',
      cookie,
      json: { gameId: game.gameId, action, version: game.state.version },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    game = (await res.json()) as LaneGameResponse;
  }
  return cookie;
}

/** How a button is drawn (its edge, text colour, fill, opacity), and its text's contrast against the panel behind it (WCAG's ratio). */
function looks(button: Locator) {
  return button.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    const style = getComputedStyle(el);
    // The colour behind the text: the button's own fill, else the nearest ancestor's.
    let behind: Element | null = el;
    while (behind !== null) {
      const fill = rgb(getComputedStyle(behind).backgroundColor);
      if (fill.length === 3 || (fill[3] ?? 0) > 0) break;
      behind = behind.parentElement;
    }
    const back = behind ? getComputedStyle(behind).backgroundColor : 'rgb(0, 0, 0)';
    const [a, b] = [luminance(rgb(style.color)), luminance(rgb(back))].sort((x, y) => y - x);
    return {
      border: style.borderTopStyle,
      color: style.color,
      background: style.backgroundColor,
      opacity: style.opacity,
      contrast: ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05),
    };
  });
}

describe('the lane tablet’s turn', () => {
  it.each([
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ])('at $width×$height a bust reads as the bust, and says Finish Turn is next', async (viewport) => {
    // 301: Ann's 180 leaves 121; Ben misses; Ann then throws T20 T20 (1 left) and T20 busts.
    const staff = await laneInPlay('301', 'T20 T20 T20 F MISS MISS MISS F');
    const { context, page } = await pairedTablet(browser, t, staff, 1, viewport);
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 1);
    await scoring.dartButton('T20').waitFor();
    expect(await scoring.scoreValue(0)).toBe(121);

    await scoring.dartButton('T20').tap();
    await scoring.dartButton('T20').tap();
    expect(await scoring.turnTotal()).toBe('120');
    await scoring.dartButton('T20').tap();
    await scoring.bust('BUST: Score went below 0').waitFor();
    expect(await scoring.turnTotal()).toBe('Bust · scores 0');
    const next = scoring.nextStep();
    expect(await next.textContent()).toBe('Bust: tap Finish Turn — Ben throws next');
    expect(await scoring.scoreValue(0)).toBe(121);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // The message goes after 3 s; the turn still reads as the bust until it is finished.
    await scoring.bust('BUST: Score went below 0').waitFor({ state: 'hidden', timeout: 5000 });
    expect(await scoring.turnTotal()).toBe('Bust · scores 0');
    await next.waitFor();
    await page.getByRole('button', { name: 'Finish Turn' }).tap();
    await page.getByText('Ben to throw').waitFor();
    expect(await scoring.turnTotal()).toBe('0');
    expect(await next.count()).toBe(0);
    expect(await scoring.scoreValue(0)).toBe(121);
    await context.close();
  });

  it('at 1024×768 a disabled button looks off — no fill, dashed edge — and its text still reads', async () => {
    const staff = await laneInPlay('501', '');
    const { context, page } = await pairedTablet(browser, t, staff, 1, { width: 1024, height: 768 });
    const scoring = new ScoringPage(page);
    await scoring.open(t.server.lanUrl, 1);
    await scoring.dartButton('T20').waitFor();
    const finish = page.getByRole('button', { name: 'Finish Turn' });
    const undo = page.getByRole('button', { name: 'Undo Last Dart' });

    // Before the first dart: nothing to finish or undo.
    await expect.poll(() => finish.isDisabled()).toBe(true);
    const finishOff = await looks(finish);
    const undoOff = await looks(undo);
    const dartOn = await looks(scoring.dartButton('T20'));
    await scoring.dartButton('S20').tap();
    await expect.poll(() => finish.isEnabled()).toBe(true);
    const finishOn = await looks(finish);
    const undoOn = await looks(undo);
    // Three darts close the turn: the board is off until Finish Turn.
    await scoring.dartButton('S20').tap();
    await scoring.dartButton('S20').tap();
    await expect.poll(() => scoring.dartButton('T20').isDisabled()).toBe(true);
    const dartOff = await looks(scoring.dartButton('T20'));

    for (const [off, on] of [
      [finishOff, finishOn],
      [undoOff, undoOn],
      [dartOff, dartOn],
    ] as const) {
      expect(off.border).toBe('dashed');
      expect(on.border).not.toBe('dashed');
      // Muted text; and no fill where the button had one (an outline button had none to lose).
      expect(off.color).not.toBe(on.color);
      expect(off.background).toBe('rgba(0, 0, 0, 0)');
      expect(off.opacity).toBe('1');
      expect(off.contrast).toBeGreaterThanOrEqual(4.5);
    }
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
