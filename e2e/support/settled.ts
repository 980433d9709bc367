import type { Page } from 'playwright-core';

/**
 * Watches a page's sockets and its /api/ requests so a test can wait until the app has settled: its newest
 * socket has been greeted by the server (the app opens its socket again when the sign-in is known, and an
 * opening after the first makes it fetch what it shows once more), and no request has been asked or answered
 * for `quietMs`. `page.waitForLoadState('networkidle')` cannot tell: it is reached once per document, usually
 * while the sign-in form waits, so a single-page app's later requests slip past it.
 */
export function watchSettling(page: Page): { settled(quietMs?: number, timeoutMs?: number): Promise<void> } {
  let sockets = 0;
  let greeted = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  const api = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('websocket', (ws) => {
    const n = ++sockets;
    lastActivity = Date.now();
    ws.once('framereceived', () => {
      greeted = Math.max(greeted, n);
      lastActivity = Date.now();
    });
  });
  page.on('request', (r) => {
    if (!api(r.url())) return;
    inFlight++;
    lastActivity = Date.now();
  });
  const done = (r: { url(): string }) => {
    if (!api(r.url())) return;
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 500, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        if (sockets > 0 && greeted === sockets && inFlight === 0 && Date.now() - lastActivity >= quietMs)
          return;
        if (Date.now() > until)
          throw new Error(
            `the page did not settle: ${sockets} sockets, ${greeted} greeted, ${inFlight} requests open`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
