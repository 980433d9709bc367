import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_RENDERER } from './support/server';

/**
 * The TV scoreboard must load on the Chromium 53 engines of venue TVs (docs/wire.md). A modern Chromium
 * cannot prove that, so this reads the TV's own build (vite.tv.config.ts, dist/renderer/tv) the way an old TV
 * fetches it: from the legacy entry in tv.html, through every System.register dependency, and parses each
 * with an ES2016 parser (Chromium 53 has ES2016 syntax; async functions, object spread, optional chaining and
 * the rest are later). It also checks that nothing on that path calls Intl's formatToParts, which Chromium 53
 * lacks.
 */

// espree is ESLint's parser (a direct dependency of the eslint we already run); it can be told an
// ECMAScript version and refuses any syntax newer than that.
type Parse = (code: string, options: { ecmaVersion: number; sourceType: 'script' }) => unknown;
const { parse } = createRequire(import.meta.url)('espree') as { parse: Parse };
const TV_ECMA_VERSION = 2016;

const TV_BUILD = join(BUILT_RENDERER, 'tv');
const assets = join(TV_BUILD, 'assets');
const tvHtml = () => readFileSync(join(TV_BUILD, 'tv.html'), 'utf8');
const read = (file: string) => readFileSync(join(assets, file), 'utf8');

function legacyAttr(html: string, id: string, attr: string): string {
  const tag = new RegExp(`<script[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const value = new RegExp(`\\s${attr}="/tv/assets/([^"]+)"`).exec(tag)?.[1];
  if (!value) throw new Error(`tv.html has no ${id} script with ${attr}`);
  return value;
}

/**
 * Files a legacy chunk loads: the list System.register is given (before it runs), and the chunks it
 * imports on demand (`module.import('./x.js')`, as the TV's lazily loaded views are).
 */
function dependenciesOf(code: string): string[] {
  const list = /System\.register\(\[([^\]]*)\]/.exec(code)?.[1] ?? '';
  const loaded = [...list.matchAll(/["'`]\.\/([^"'`]+)["'`]/g)].map((m) => m[1]);
  const onDemand = [...code.matchAll(/\.import\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
  return [...loaded, ...onDemand];
}

/** The TV's legacy chunks: the entry and everything it pulls in, now or on demand. */
function tvLegacyChunks(): string[] {
  const entry = legacyAttr(tvHtml(), 'vite-legacy-entry', 'data-src');
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...dependenciesOf(read(file)));
  }
  return [...seen];
}

describe('the TV scoreboard bundle for old TV browsers', () => {
  it('tv.html starts every TV on the SystemJS bundle, with no inline script', () => {
    const html = tvHtml();
    expect(legacyAttr(html, 'vite-legacy-polyfill', 'src')).toMatch(/^polyfills-legacy-.*\.js$/);
    expect(legacyAttr(html, 'vite-legacy-entry', 'data-src')).toMatch(/^tv-legacy-.*\.js$/);
    // SystemJS imports the entry itself (a script type browsers skip), so no boot script is fetched.
    expect(legacyAttr(html, 'vite-legacy-entry', 'src')).toBe(
      legacyAttr(html, 'vite-legacy-entry', 'data-src'),
    );
    expect(/<script[^>]*id="vite-legacy-entry"[^>]*>/.exec(html)?.[0]).toContain('type="systemjs-module"');
    // The CSP allows scripts from our own origin only: an inline or module script would never run.
    const scripts = html.match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^<script[^>]* src="[^"]+"[^>]*><\/script>$/);
    expect(html).not.toContain('type="module"');
  });

  it('every legacy chunk the TV loads parses as ES2016, and the scoreboard is among them', () => {
    const files = [legacyAttr(tvHtml(), 'vite-legacy-polyfill', 'src'), ...tvLegacyChunks()];
    expect(files.map(read).some((code) => code.includes('Tournament Dashboard'))).toBe(true);
    for (const file of files) {
      expect(
        () => parse(read(file), { ecmaVersion: TV_ECMA_VERSION, sourceType: 'script' }),
        file,
      ).not.toThrow();
    }
  });

  it('the venue view is in the same ES2016 bundle', () => {
    const files = tvLegacyChunks();
    expect(files.map(read).some((code) => code.includes("Tonight's Leaderboard"))).toBe(true);
  });

  it('the league view and its words are in the same ES2016 bundle', () => {
    const code = tvLegacyChunks().map(read);
    expect(code.some((c) => c.includes('league-fixture-status'))).toBe(true);
    expect(code.some((c) => c.includes('League view offline - retrying'))).toBe(true);
  });

  it('nothing the TV loads calls Intl formatToParts (missing on Chromium 53)', () => {
    for (const file of tvLegacyChunks()) expect(read(file), file).not.toContain('formatToParts');
  });

  // The check above must be able to fail: the same parser refuses what Chromium 53 cannot run.
  it.each([
    ['async functions (ES2017)', 'async function f() { await 1; }'],
    ['object spread (ES2018)', 'var a = { ...b };'],
    ['optional chaining (ES2020)', 'var a = b?.c;'],
    ['nullish coalescing (ES2020)', 'var a = b ?? c;'],
  ])('the ES2016 parser refuses %s', (_feature, code) => {
    expect(() => parse(code, { ecmaVersion: TV_ECMA_VERSION, sourceType: 'script' })).toThrow();
  });
});
