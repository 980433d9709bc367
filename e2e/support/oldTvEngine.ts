/**
 * Runs before a TV page's scripts (page.addInitScript): removes what Chromium 53 does not have and core-js
 * does not add, so a modern Chromium behaves like a venue TV for the TV screens' browser tests.
 */
export const OLD_TV_ENGINE = `
  delete window.AbortController;
  delete window.AbortSignal;
  delete Intl.DateTimeFormat.prototype.formatToParts;
  delete Intl.NumberFormat.prototype.formatToParts;
`;
