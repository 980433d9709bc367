import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What a screen in a longer language must still do at its device's size: nothing scrolls sideways, and no
 * text is cut off or runs out of its box (German words are long). An element cuts its text off when it
 * clips (overflow other than visible, or an ellipsis) and its content is wider or taller than its box;
 * text runs out when an element with text reaches past the window's right edge. Lists each offender by tag,
 * class and text. `names` are data, not words (players' names, which a crowded TV card shortens with an
 * ellipsis by design): an element showing only one of them may clip it. Text for screen readers only, in a
 * 1px box, is not shown and not measured.
 */
export async function textThatDoesNotFit(page: Page, names: readonly string[] = []): Promise<string[]> {
  return page.evaluate((names) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // Text for screen readers only (a toast's announcement) sits in a 1px box on purpose: nobody sees it.
      if (el.clientWidth <= 1 && el.clientHeight <= 1 && style.position === 'absolute') continue;
      const name = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const text = (el.textContent ?? '').replace(/^[^\p{L}]+/u, '').trim();
      const clips =
        !names.includes(text) && (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis');
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        found.push(`cut off: ${name}`);
      if (el.getBoundingClientRect().right > width + 1) found.push(`past the right edge: ${name}`);
    }
    return found;
  }, names);
}

/** axe's WCAG 2 A and AA findings (as the TV and tablet tests check them), by rule and first element. */
export async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ') ?? ''}`);
}
