import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the front door and docs/ the rooms behind it: every relative link (and its #anchor) leads
 * somewhere, and so does every `docs/….md#heading` a code comment points to; every page of docs/ is on the
 * README's map, the quick start's two commands are real scripts,
 * and the pages speak of the product rather than of the issues that built it.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(ROOT, 'docs', name));
const PAGES = [join(ROOT, 'README.md'), join(ROOT, 'CONTRIBUTING.md'), ...DOCS];

const read = (file: string) => readFileSync(file, 'utf8');
/** The text outside fenced code blocks, where links are links. */
const prose = (file: string) => read(file).replace(/```[\s\S]*?```/g, '');

/** Folders of the tree that hold no source of ours (dependencies, builds, data, and the docs themselves). */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  'build',
  'release',
  'data',
  'hub-data',
  'coverage',
  'test-results',
  'docs',
]);

/** Every source file of the repository: code, styles and pages, where comments point into docs/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.') || NOT_SOURCE.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs|css|html)$/.test(name) ? [path] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = prose(file)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
}

describe('README and docs/', () => {
  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const [, link = ''] of prose(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(link)) continue;
        const [path = '', anchor] = link.split('#');
        const target = path ? resolve(dirname(page), path) : page;
        const where = `${relative(ROOT, page)} → ${link}`;
        if (!existsSync(target)) broken.push(`${where} (no such file)`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor))
          broken.push(`${where} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("code comments' pointers into the docs name headings that exist", () => {
    const broken: string[] = [];
    for (const file of sourceFiles(ROOT)) {
      for (const [, path = '', anchor = ''] of read(file).matchAll(
        /\b((?:docs\/[a-z-]+|README|CONTRIBUTING)\.md)#([a-z0-9-]+)/g,
      )) {
        const target = join(ROOT, path);
        const where = `${relative(ROOT, file)} → ${path}#${anchor}`;
        if (!existsSync(target)) broken.push(`${where} (no such file)`);
        else if (!anchorsOf(target).has(anchor)) broken.push(`${where} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README maps every page of docs/', () => {
    const readme = read(join(ROOT, 'README.md'));
    const unlisted = DOCS.map((file) => relative(ROOT, file)).filter(
      (path) => !readme.includes(`](${path})`),
    );
    expect(unlisted).toEqual([]);
  });

  it("the quick start's commands are the project's scripts", () => {
    const readme = read(join(ROOT, 'README.md'));
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    const { scripts } = JSON.parse(read(join(ROOT, 'package.json'))) as { scripts: Record<string, string> };
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['start', 'test']));
  });

  it('speak of the product, not of issue numbers', () => {
    const mentions = PAGES.flatMap((page) =>
      [...read(page).matchAll(/\bissues? #?\d+/gi)].map((m) => `${relative(ROOT, page)}: ${m[0]}`),
    );
    expect(mentions).toEqual([]);
  });
});
