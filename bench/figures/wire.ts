import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import {
  loadAndCountScripts,
  MAX_SCRIPT_TRANSFER_BYTES,
  totalBytes,
  type ScriptTransfer,
} from '../../e2e/support/scriptTransfer';
import type { BenchContext } from '../context';
import { kb, verdict, type Row } from '../report';

/**
 * What a real browser downloads for the scripts of the booking page (public door) and of the
 * TV scoreboard (LAN door), counted by Chromium itself (e2e/support/scriptTransfer.ts: bytes received,
 * headers included). Cold is a fresh browser profile; repeat is the same profile opening the page again,
 * which must fetch no script (hashed files are cached for a year). The baseline is the same scripts'
 * decoded size — what crossed the wire before the screens were sent precompressed — and what a browser
 * that asks only for gzip receives (Firefox over plain HTTP, and the Chromium 53–79 of venue TVs, offer
 * brotli only over HTTPS).
 */
export async function wireFigures(b: BenchContext): Promise<Row[]> {
  const browser = await launchBrowser();
  try {
    const measure = async (
      url: string,
      ready: (page: Page) => Promise<unknown>,
      visits: number,
      acceptEncoding?: string,
    ) => {
      const extraHTTPHeaders = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : undefined;
      const context = await browser.newContext({ extraHTTPHeaders });
      const page = await context.newPage();
      const loads: ScriptTransfer[][] = [];
      for (let i = 0; i < visits; i += 1) loads.push(await loadAndCountScripts(page, url, ready));
      await context.close();
      return loads;
    };
    const booking = `${b.server.publicUrl}/`;
    const bookingReady = (page: Page) => page.getByRole('heading', { name: /Book a Lane/ }).waitFor();
    const tv = `${b.server.lanUrl}/tv/scoreboard`;
    // The selection page, or the one live tournament the TV opens by itself when there is exactly one.
    const tvReady = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
    const [bookingCold = [], bookingRepeat = []] = await measure(booking, bookingReady, 2);
    const [bookingGzip = []] = await measure(booking, bookingReady, 1, 'gzip, deflate');
    const [tvCold = []] = await measure(tv, tvReady, 1);
    const [tvGzip = []] = await measure(tv, tvReady, 1, 'gzip, deflate');
    const decoded = (scripts: ScriptTransfer[]) => scripts.reduce((sum, s) => sum + s.decodedBytes, 0);
    const coldRow = (what: string, scripts: ScriptTransfer[], gzipOnly: ScriptTransfer[]): Row => {
      const bytes = totalBytes(scripts);
      const largest = [...scripts].sort((x, y) => y.bytes - x.bytes).slice(0, 2);
      return {
        figure: `Renderer: script ${what} transfers, cold (${scripts.length} files)`,
        measured: kb(bytes),
        baseline: `${kb(decoded(scripts))} uncompressed (as sent before the files were compressed); ${kb(totalBytes(gzipOnly))} to a gzip-only browser`,
        budget: `≤ ${kb(MAX_SCRIPT_TRANSFER_BYTES)}`,
        verdict: verdict(scripts.length > 0 && bytes <= MAX_SCRIPT_TRANSFER_BYTES),
        note:
          bytes > MAX_SCRIPT_TRANSFER_BYTES
            ? `largest: ${largest.map((s) => `${new URL(s.url).pathname} ${kb(s.bytes)}`).join(', ')}`
            : undefined,
      };
    };
    const repeatBytes = totalBytes(bookingRepeat);
    return [
      coldRow('the booking page (public door)', bookingCold, bookingGzip),
      {
        figure: 'Renderer: script the booking page transfers, repeat visit',
        measured: kb(repeatBytes),
        baseline: `${kb(totalBytes(bookingCold))} (the cold load)`,
        budget: '0 KB (every script from the cache)',
        verdict: verdict(repeatBytes === 0),
      },
      coldRow('the TV scoreboard (LAN door)', tvCold, tvGzip),
    ];
  } finally {
    await browser.close();
  }
}
