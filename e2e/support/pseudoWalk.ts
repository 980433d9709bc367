import type { BrowserContext, Page } from 'playwright-core';

/**
 * The pseudo-locale walk (docs/i18n.md, 'The pseudo-locale'): a browser switched to the pseudo-locale shows
 * every catalogue message marked ⟦ … ⟧, so any text a person can see or hear (a visible text node, an
 * aria-label, a placeholder, a title) that is not inside the marks came from somewhere else — a string in a
 * component, a server's English. The walk lists those.
 *
 * What is data, not words, is one small rule (isData below): text with no letters (numbers, times, scores,
 * money, punctuation), dates (every word a weekday or month name as Intl writes it in a language we speak:
 * shared/i18n/format.ts formats them, no catalogue), darts notation (T20, D16, S5, BULL), the languages
 * named in themselves on a language switch, and the names a walk's stop says it set up (players, the venue,
 * lanes the server names).
 */

/** The browser setting the pseudo-locale reads (renderer/i18n/pseudoLocale.ts). */
const PSEUDO_LOCALE_STORAGE = 'doubletop.pseudoLocale';

/** One screen of a walk: how to bring it up in a page, and the data names it shows. */
export interface WalkStop {
  name: string;
  /** Opens the screen (and the state to walk: a dialog open, a dart thrown) and waits until it is drawn. */
  open(page: Page): Promise<void>;
  /** Names the set-up put on screen: players, the venue, lanes. */
  data?: readonly string[];
}

/** Every page of the context speaks the pseudo-locale from its first script on. */
export async function usePseudoLocale(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => localStorage.setItem(key, 'qps'), PSEUDO_LOCALE_STORAGE);
}

const LANGUAGE_NAMES = ['English', 'Deutsch', 'Nederlands'];
const DARTS_NOTATION = /^(?:(?:[SDT]?\d{1,2}|[SDT]|BULL)(?:\s+|$))+$/;

/** Weekday and month names, long and short, as Intl writes them in each language we speak. */
const DATE_WORDS: ReadonlySet<string> = (() => {
  const words = new Set<string>();
  for (const locale of ['en-GB', 'de-DE', 'nl-NL'])
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      for (const style of ['long', 'short'] as const) {
        words.add(new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(date));
        words.add(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date));
      }
    }
  return words;
})();

function isDate(text: string): boolean {
  const words = text.match(/\p{L}+\.?/gu) ?? [];
  return words.length > 0 && words.every((w) => DATE_WORDS.has(w) || DATE_WORDS.has(w.replace(/\.$/, '')));
}

/** Removes every marked message, innermost first (a message's value may be another message). */
function unmarked(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest.trim();
}

function isData(text: string, data: readonly string[]): boolean {
  let rest = text;
  for (const name of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  rest = rest.trim();
  if (!/\p{L}/u.test(rest)) return true;
  if (LANGUAGE_NAMES.includes(rest) || isDate(rest)) return true;
  return DARTS_NOTATION.test(rest);
}

/** What the page shows a person, as text: visible text nodes, and aria-label/placeholder/title as `attr=value`. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      if (el.getClientRects().length === 0) return false;
      // A closed <details> shows its summary only.
      const folded = el.closest('details:not([open])');
      if (folded && !el.closest('summary')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
      const text = (node.textContent ?? '').trim();
      if (text !== '') out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (!visible(el)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(`${attribute}=${value}`);
      }
    }
    return out;
  });
}

/** The texts on the page that are neither inside the pseudo-locale's marks nor data. */
export async function textsOutsideCatalogues(page: Page, data: readonly string[] = []): Promise<string[]> {
  const found: string[] = [];
  for (const shown of await shownTexts(page)) {
    const value = shown.replace(/^(aria-label|placeholder|title)=/, '');
    const rest = unmarked(value);
    if (rest !== '' && !isData(rest, data)) found.push(shown);
  }
  return [...new Set(found)];
}

/** Walks the stops in one page: each stop's texts outside the catalogues, by the stop's name (none: empty). */
export async function walk(page: Page, stops: readonly WalkStop[]): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const stop of stops) {
    await stop.open(page);
    const found = await textsOutsideCatalogues(page, stop.data ?? []);
    if (found.length > 0) report[stop.name] = found;
  }
  return report;
}
