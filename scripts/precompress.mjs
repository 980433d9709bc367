// Brotli (.br) and gzip (.gz) copies of every built screen file, made once at build time at the best levels,
// so the server (server-kit/precompressed.ts) never compresses while a customer waits and a phone on the
// public door downloads a third of the bytes (docs/wire.md).
//
// `node scripts/precompress.mjs [dir …]` (default dist/renderer) walks the whole folder, whatever Vite
// config put files there — the LAN app, the booking page, the TV build and any entry added later — and is
// the last step of `npm run build:renderer`. Decisions:
// - Files under 1 KB are left alone: they fit in one packet with their headers either way.
// - A copy is kept only when it is at most 90 % of the original: already-compressed formats (images, fonts)
//   gain nothing, and the server then sends the plain file.
// - A copy newer than its original is not made again, so running it twice costs only the walk; a copy
//   older than its original is made again or, when the new one would not shrink, removed, so a stale
//   copy is never served. (A copy whose original is gone is left: the server sends a copy only beside
//   its original, and a file of the build's own that ends in .br or .gz is then never mistaken for one.)
// - Dot folders (Vite's .vite/manifest.json) are skipped: the server reads them but never sends them.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const MIN_BYTES = 1024;
export const MAX_RATIO = 0.9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The two encodings, each with its file suffix and its best-compression settings. */
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
];

const isCopy = (name) => ENCODINGS.some((e) => name.endsWith(e.suffix));

function filesUnder(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

async function precompressFile(file, totals) {
  const original = statSync(file);
  let data;
  for (const { suffix, compress } of ENCODINGS) {
    const copy = file + suffix;
    if (existsSync(copy) && statSync(copy).mtimeMs >= original.mtimeMs) continue;
    if (original.size < MIN_BYTES) {
      rmSync(copy, { force: true });
      continue;
    }
    data ??= readFileSync(file);
    const packed = await compress(data);
    if (packed.length <= data.length * MAX_RATIO) {
      writeFileSync(copy, packed);
      totals.written += 1;
    } else rmSync(copy, { force: true });
  }
}

/** Makes (or refreshes) the .br and .gz copies under `dir`; returns how many copies were written. */
export async function precompressTree(dir) {
  const totals = { written: 0 };
  const files = filesUnder(dir).filter((f) => !isCopy(f));
  await Promise.all(files.map((f) => precompressFile(f, totals)));
  return totals.written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  for (const dir of dirs.length ? dirs : ['dist/renderer']) {
    const started = Date.now();
    const written = await precompressTree(resolve(dir));
    console.log(`precompress: ${written} .br/.gz copies in ${dir} (${Date.now() - started} ms)`);
  }
}
