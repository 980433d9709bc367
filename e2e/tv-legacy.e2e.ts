import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_RENDERER } from './support/server';

/**
 * The TV scoreboard must load on the Chromium 53 engines of venue TVs (DESIGN.md §5a). A modern Chromium
 * cannot prove that, so this reads the built bundle the way an old TV fetches it: from the legacy entry
 * in index.html, through every System.register dependency, plus the TV page's own chunk,
 * and parses each with an ES2016 parser (Chromium 53 has ES2016 syntax; async functions, object spread,
 * optional chaining and the rest are later). It also checks that nothing on that path calls
 * Intl's formatToParts, which Chromium 53 lacks.
 */

// espree is ESLint's parser (a direct dependency of the eslint we already run); it can be told an
// ECMAScript version and refuses any syntax newer than that.
type Parse = (code: string, options: { ecmaVersion: number; sourceType: 'script' }) => unknown;
const { parse } = createRequire(import.meta.url)('espree') as { parse: Parse };
const TV_ECMA_VERSION = 2016;

const assets = join(BUILT_RENDERER, 'assets');
const read = (file: string) => readFileSync(join(assets, file), 'utf8');

function legacyAttr(html: string, id: string, attr: string): string {
  const tag = new RegExp(`<script[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const value = new RegExp(`\\s${attr}="/assets/([^"]+)"`).exec(tag)?.[1];
  if (!value) throw new Error(`index.html has no ${id} script with ${attr}`);
  return value;
}

/** Files a legacy chunk loads before it runs: the list System.register is given. */
function dependenciesOf(code: string): string[] {
  const list = /System\.register\(\[([^\]]*)\]/.exec(code)?.[1] ?? '';
  return [...list.matchAll(/["'`]\.\/([^"'`]+)["'`]/g)].map((m) => m[1]);
}

/** The TV's legacy chunks: the entry, the TV page, and everything they pull in. */
function tvLegacyChunks(): string[] {
  const html = readFileSync(join(BUILT_RENDERER, 'index.html'), 'utf8');
  const entry = legacyAttr(html, 'vite-legacy-entry', 'data-src');
  const page = readdirSync(assets).find((f) => /^TvScoreboardPage-legacy-.*\.js$/.test(f));
  if (!page) throw new Error('no legacy chunk for the TV scoreboard page');
  const seen = new Set<string>();
  const queue = [entry, page];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...dependenciesOf(read(file)));
  }
  return [...seen];
}

describe('the TV scoreboard bundle for old TV browsers', () => {
  it('index.html starts every browser, old TVs included, on the SystemJS bundle, with no inline script', () => {
    const html = readFileSync(join(BUILT_RENDERER, 'index.html'), 'utf8');
    expect(legacyAttr(html, 'vite-legacy-polyfill', 'src')).toMatch(/^polyfills-legacy-.*\.js$/);
    expect(legacyAttr(html, 'vite-legacy-entry', 'data-src')).toMatch(/^index-legacy-.*\.js$/);
    expect(legacyAttr(html, 'vite-legacy-entry', 'src')).toBe('legacy-boot.js');
    // The CSP allows scripts from our own origin only: an inline or module script would never run.
    const scripts = html.match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^<script[^>]* src="[^"]+"[^>]*><\/script>$/);
    expect(html).not.toContain('type="module"');
  });

  it('every legacy chunk the TV loads parses as ES2016', () => {
    const html = readFileSync(join(BUILT_RENDERER, 'index.html'), 'utf8');
    const files = [legacyAttr(html, 'vite-legacy-polyfill', 'src'), ...tvLegacyChunks()];
    expect(files.some((f) => f.startsWith('TvScoreboardPage-legacy-'))).toBe(true);
    for (const file of files) {
      expect(
        () => parse(read(file), { ecmaVersion: TV_ECMA_VERSION, sourceType: 'script' }),
        file,
      ).not.toThrow();
    }
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
