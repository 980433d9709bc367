/** Where a test or a developer switches the pseudo-locale on for this browser (value `qps`; docs/i18n.md). */
export const PSEUDO_LOCALE_STORAGE = 'doubletop.pseudoLocale';

/** Whether this browser shows the pseudo-locale's words in place of every language's. */
export function pseudoLocaleOn(): boolean {
  try {
    return localStorage.getItem(PSEUDO_LOCALE_STORAGE) === 'qps';
  } catch {
    return false;
  }
}
