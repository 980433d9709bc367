import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import { launchBrowser, newPage } from './support/browser';
import { loadAndCountScripts, MAX_SCRIPT_TRANSFER_BYTES, totalBytes } from './support/scriptTransfer';
import { singlesLeagueWithSeason } from './support/league';
import { startE2eServer } from './support/server';

/**
 * The booking page and the TV as the wire sees them (docs/wire.md): what Chromium counts arriving for their
 * scripts on a cold load (≤ 100 KB), that a repeat visit downloads no script at all, and that a client asking
 * for no compression still gets working plain files.
 */

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startE2eServer();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const bookingReady = (page: Page) => page.getByRole('heading', { name: /Book a Lane/ }).waitFor();
const tvReady = (page: Page) =>
  page.getByRole('heading', { name: 'Tournament Dashboard', level: 1 }).waitFor();

const describeScripts = (scripts: { url: string; bytes: number }[]) =>
  scripts.map((s) => `${new URL(s.url).pathname} ${s.bytes}`).join(', ');

describe('the booking page on the wire', () => {
  it('cold from the public door: ≤ 100 KB of script, brotli for every file over 1 KB; again: no script downloaded', async () => {
    const { context, page } = await newPage(browser);
    const cold = await loadAndCountScripts(page, `${t.server.publicUrl}/`, bookingReady);
    // Its own build (vite.booking.config.ts) makes the page one script file, where the shared build split
    // it into a dozen: any script is counted, however many there are.
    expect(cold.length).toBeGreaterThan(0);
    expect(totalBytes(cold), describeScripts(cold)).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
    if (process.env.WIRE_FIGURES)
      console.log(`booking en cold: ${totalBytes(cold)} B — ${describeScripts(cold)}`);
    for (const s of cold.filter((s) => s.decodedBytes >= 1024)) expect(s.encoding, s.url).toBe('br');

    // A repeat visit in the same browser, as a customer coming back to the page: every script is still
    // there (the page works) and none crossed the wire.
    const repeat = await loadAndCountScripts(page, `${t.server.publicUrl}/`, bookingReady);
    expect(totalBytes(repeat), describeScripts(repeat)).toBe(0);
    await context.close();
  });

  it('cold in Dutch: one language’s words arrive, and the page stays within ≤ 100 KB of script', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
    const page = await context.newPage();
    const ready = (p: Page) => p.getByRole('heading', { name: /Baan reserveren/ }).waitFor();
    const cold = await loadAndCountScripts(page, `${t.server.publicUrl}/`, ready);
    const names = cold.map((s) => new URL(s.url).pathname.split('/').pop() ?? '');
    expect(names.filter((n) => /^nl-/.test(n)).length, describeScripts(cold)).toBeGreaterThan(0);
    expect(
      names.filter((n) => /^(en|de)-/.test(n)),
      describeScripts(cold),
    ).toEqual([]);
    expect(totalBytes(cold), describeScripts(cold)).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
    if (process.env.WIRE_FIGURES)
      console.log(`booking nl cold: ${totalBytes(cold)} B — ${describeScripts(cold)}`);
    await context.close();
  });

  it('the public league page cold from the public door: within the booking page’s ≤ 100 KB of script', async () => {
    const { leagueId } = await singlesLeagueWithSeason(t, await t.signIn());
    const { context, page } = await newPage(browser);
    const leagueReady = (p: Page) => p.getByRole('heading', { name: 'Thursday Singles', level: 1 }).waitFor();
    const cold = await loadAndCountScripts(page, `${t.server.publicUrl}/league/${leagueId}`, leagueReady);
    await context.close();
    expect(cold.length).toBeGreaterThan(0);
    for (const s of cold.filter((s) => s.decodedBytes >= 1024)) expect(s.encoding, s.url).toBe('br');
    expect(totalBytes(cold), describeScripts(cold)).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
    if (process.env.WIRE_FIGURES)
      console.log(`league en cold: ${totalBytes(cold)} B — ${describeScripts(cold)}`);
  });

  it('the TV scoreboard cold from the LAN door: runs, ≤ 100 KB of script, sent compressed', async () => {
    const { context, page } = await newPage(browser);
    const cold = await loadAndCountScripts(page, `${t.server.lanUrl}/tv/scoreboard`, tvReady);
    await context.close();
    expect(cold.length).toBeGreaterThan(1);
    for (const s of cold.filter((s) => s.decodedBytes >= 1024)) expect(s.encoding, s.url).toBe('br');
    const plain = cold.reduce((sum, s) => sum + s.decodedBytes, 0);
    expect(totalBytes(cold), describeScripts(cold)).toBeLessThan(plain / 3);
    // The TV's legacy bundle for Chromium 53 fits since it dropped zod, react-router and TanStack Query
    // (docs/performance.md, "The screens on the wire").
    expect(totalBytes(cold), describeScripts(cold)).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
    if (process.env.WIRE_FIGURES)
      console.log(`tv scoreboard cold: ${totalBytes(cold)} B — ${describeScripts(cold)}`);
  });

  it('the TV venue view cold from the LAN door: ≤ 100 KB of script, sent compressed', async () => {
    const { context, page } = await newPage(browser);
    const venueReady = (p: Page) => p.getByRole('region', { name: 'Lanes' }).waitFor();
    const cold = await loadAndCountScripts(page, `${t.server.lanUrl}/tv/venue`, venueReady);
    await context.close();
    for (const s of cold.filter((s) => s.decodedBytes >= 1024)) expect(s.encoding, s.url).toBe('br');
    expect(totalBytes(cold), describeScripts(cold)).toBeLessThanOrEqual(MAX_SCRIPT_TRANSFER_BYTES);
    if (process.env.WIRE_FIGURES)
      console.log(`tv venue cold: ${totalBytes(cold)} B — ${describeScripts(cold)}`);
  });
});

/** A GET with exactly the headers given (fetch would ask for compression and undo it). */
function plainGet(
  base: string,
  path: string,
): Promise<{ status: number; encoding?: string; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          type: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a client that asks for no compression', () => {
  it('gets the booking page and every file it names as plain, working files', async () => {
    const page = await plainGet(t.server.publicUrl, '/');
    expect(page.status).toBe(200);
    expect(page.encoding).toBeUndefined();
    const files = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const res = await plainGet(t.server.publicUrl, file);
      expect(res.status, file).toBe(200);
      expect(res.encoding, file).toBeUndefined();
      if (file.endsWith('.js')) {
        expect(res.type, file).toMatch(/javascript/);
        // Plain text a browser can run: a module (import/export), not compressed bytes.
        expect(res.body, file).toMatch(/\b(import|export)\b/);
      }
    }
  });

  it('a browser that asks for identity only still runs the booking page', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'identity' } });
    const page = await context.newPage();
    const scripts = await loadAndCountScripts(page, `${t.server.publicUrl}/`, bookingReady);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.encoding, s.url).toBeUndefined();
    await context.close();
  });
});
