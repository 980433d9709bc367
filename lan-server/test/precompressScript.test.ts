import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressTree } from '../../scripts/precompress.mjs';

/** The build step that makes the copies the server sends (scripts/precompress.mjs, docs/wire.md). */

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function tree(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'doubletop-precompress-'));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  return dir;
}

const SCRIPT = `const lanes = [${Array.from({ length: 200 }, (_, i) => `{ lane: ${i % 10}, at: '${i}:00' }`)}];\n`;

describe('precompressTree', () => {
  it('writes brotli and gzip copies of every text file in every folder, which decode to the original', async () => {
    const root = tree({ 'booking.html': SCRIPT, 'assets/a-12345678.js': SCRIPT, 'tv/assets/t.js': SCRIPT });
    expect(await precompressTree(root)).toBe(6);
    for (const name of ['booking.html', 'assets/a-12345678.js', 'tv/assets/t.js']) {
      expect(brotliDecompressSync(readFileSync(join(root, `${name}.br`))).toString()).toBe(SCRIPT);
      expect(gunzipSync(readFileSync(join(root, `${name}.gz`))).toString()).toBe(SCRIPT);
      expect(readFileSync(join(root, `${name}.br`)).length).toBeLessThan(SCRIPT.length / 4);
    }
  });

  it('leaves tiny files, files that do not shrink and dot folders alone', async () => {
    const root = tree({
      'tiny.js': 'System.import("x")',
      'photo-12345678.png': randomBytes(4096),
      '.vite/manifest.json': SCRIPT,
    });
    expect(await precompressTree(root)).toBe(0);
    for (const name of ['tiny.js', 'photo-12345678.png', '.vite/manifest.json']) {
      expect(existsSync(join(root, `${name}.br`))).toBe(false);
      expect(existsSync(join(root, `${name}.gz`))).toBe(false);
    }
  });

  it('does not redo fresh copies, and redoes stale ones', async () => {
    const root = tree({ 'a.js': SCRIPT });
    expect(await precompressTree(root)).toBe(2);
    expect(await precompressTree(root)).toBe(0);
    const changed = SCRIPT.replace('lane', 'oche');
    writeFileSync(join(root, 'a.js'), changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'a.js'), later, later);
    expect(await precompressTree(root)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(root, 'a.js.br'))).toString()).toBe(changed);
  });

  it('removes a stale copy when the changed file no longer shrinks, so it is never served', async () => {
    const root = tree({ 'a.js': SCRIPT });
    expect(await precompressTree(root)).toBe(2);
    writeFileSync(join(root, 'a.js'), randomBytes(4096));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'a.js'), later, later);
    expect(await precompressTree(root)).toBe(0);
    expect(existsSync(join(root, 'a.js.br'))).toBe(false);
    expect(existsSync(join(root, 'a.js.gz'))).toBe(false);
  });
});
