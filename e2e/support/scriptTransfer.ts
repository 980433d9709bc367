import type { Page } from 'playwright-core';

/**
 * What a page's scripts cost on the wire, as Chromium itself counts it (docs/wire.md): for every response
 * that is JavaScript, the `encodedDataLength` of the DevTools protocol's Network.loadingFinished — the bytes
 * that arrived over the connection for it, response headers included, after compression. A script the
 * browser's cache answers arrives over no connection and counts 0.
 *
 * Why this and not the Performance API's transferSize: Resource Timing reports the encoded body plus a
 * fixed 300 octets in place of the real headers (so header sizes are not exposed to pages); the protocol
 * counts the bytes that actually came. Headers are counted because a customer pays for them too: with
 * the security headers every answer carries they are most of a kilobyte per file.
 */

/** The measurement budget for a cold load's scripts, for the booking page and the TV alike. */
export const MAX_SCRIPT_TRANSFER_BYTES = 100 * 1024;

export interface ScriptTransfer {
  url: string;
  /** Bytes received for it over the connection (headers and encoded body). */
  bytes: number;
  /** Content-Encoding of the answer, if any. */
  encoding: string | undefined;
  /** Size of the file after decoding, as the browser reports it. */
  decodedBytes: number;
  fromCache: boolean;
}

interface ResponseReceived {
  requestId: string;
  type: string;
  response: {
    url: string;
    mimeType: string;
    headers: Record<string, string>;
    fromDiskCache?: boolean;
    fromPrefetchCache?: boolean;
  };
}

const isScript = (e: ResponseReceived) =>
  e.type === 'Script' || /javascript/i.test(e.response.mimeType) || /\.m?js(\?|$)/.test(e.response.url);

/**
 * Opens `url` in `page` and waits for `ready` (the page's own sign that it runs), then for the network to
 * go quiet, and returns every script the navigation fetched with what it cost.
 */
export async function loadAndCountScripts(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<ScriptTransfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, ScriptTransfer>();
  const finished = new Map<string, { encoded: number; decoded: number }>();
  const cached = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e: ResponseReceived) => {
    if (!isScript(e)) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    scripts.set(e.requestId, {
      url: e.response.url,
      bytes: 0,
      encoding: headers['content-encoding'],
      decodedBytes: 0,
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
    });
  });
  cdp.on('Network.dataReceived', (e: { requestId: string; dataLength: number }) => {
    const seen = finished.get(e.requestId) ?? { encoded: 0, decoded: 0 };
    finished.set(e.requestId, { ...seen, decoded: seen.decoded + e.dataLength });
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const seen = finished.get(e.requestId) ?? { encoded: 0, decoded: 0 };
    finished.set(e.requestId, { ...seen, encoded: e.encodedDataLength });
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return [...scripts].map(([id, script]) => {
    const counted = finished.get(id);
    return {
      ...script,
      fromCache: script.fromCache || cached.has(id),
      bytes: counted?.encoded ?? 0,
      decodedBytes: counted?.decoded ?? 0,
    };
  });
}

export const totalBytes = (scripts: readonly ScriptTransfer[]): number =>
  scripts.reduce((sum, s) => sum + s.bytes, 0);
