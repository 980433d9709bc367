import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bookingAssets } from '../../lan-server/http/staticFiles';
import { kb, verdict, type Row } from '../report';

/** Issue 8: what the public booking page loads is at most 120 KB of gzipped JS. */
export const MAX_BOOKING_JS_BYTES = 120 * 1024;

/**
 * Texts that only staff screens show (SPEC §2): the login screen, the staff header, the scoring screen, the
 * tournament manager, settings and the TV. Finding one in the booking page's JS means staff code leaked
 * into what the internet downloads, whichever chunk it hid in.
 */
export const STAFF_ONLY_TEXTS = [
  'Staff Access Required',
  'Dart Lane Management',
  'Undo Last Dart',
  'Advance to Quarter Finals',
  'Save Settings',
  'Tournament Dashboard',
  'Resume Existing Tournament',
];

/** Manifest sources that are staff code: any page but the booking page, and the LAN app's shell. */
const STAFF_SOURCE =
  /^(pages\/(?!customer-booking\/)|index(-legacy)?\.html$|routes\.tsx$|App\.tsx$|main\.tsx$)/;

const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JS the LAN app's index.html loads before any route: the files it names (entry, polyfills, loader)
 * and their static imports, never the lazily loaded screens. The comparison for the booking page.
 */
function lanEntryJs(staticDir: string, manifest: Record<string, ManifestChunk>): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/\/(assets\/[A-Za-z0-9._-]+\.js)/g)].map((m) => m[1] ?? '');
  const files = new Set<string>();
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) queue.push(manifest[key]?.file ?? '');
  }
  return [...files].filter((f) => f && existsSync(join(staticDir, f))).map((f) => join(staticDir, f));
}

/**
 * Reads the build output: the set of files the public door serves for booking.html (the server's own
 * bookingAssets, so the figure is exactly what a customer downloads), gzips each JS file, and checks that
 * none of them is, or contains, staff screen code.
 */
export function bundleFigures(staticDir: string): Row[] {
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no renderer build at ${staticDir}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const bookingJs = [...bookingAssets(staticDir)]
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(staticDir, 'assets', f));
  const sized = bookingJs
    .map((f) => ({ name: basename(f), bytes: gzipBytes(f) }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = sized.reduce((sum, f) => sum + f.bytes, 0);
  const largest = sized.slice(0, 3).map((f) => `${f.name} ${kb(f.bytes)}`);
  const lanBytes = lanEntryJs(staticDir, manifest).reduce((sum, f) => sum + gzipBytes(f), 0);

  const servedFiles = new Set([...bookingAssets(staticDir)].map((f) => `assets/${f}`));
  const staffChunks = Object.entries(manifest)
    .filter(([source, chunk]) => STAFF_SOURCE.test(source) && servedFiles.has(chunk.file))
    .map(([source]) => source);
  const code = bookingJs.map((f) => readFileSync(f, 'utf8')).join('\n');
  const staffTexts = STAFF_ONLY_TEXTS.filter((t) => code.includes(t));
  const leaks = [...staffChunks, ...staffTexts.map((t) => `'${t}'`)];

  return [
    {
      figure: `Renderer: gzipped JS the booking page loads (${bookingJs.length} files)`,
      measured: kb(bytes),
      baseline: `${kb(lanBytes)} (LAN app entry, before any route)`,
      budget: `≤ ${kb(MAX_BOOKING_JS_BYTES)}`,
      verdict: verdict(bookingJs.length > 0 && bytes <= MAX_BOOKING_JS_BYTES),
      note: bytes > MAX_BOOKING_JS_BYTES ? `largest: ${largest.join(', ')}` : undefined,
    },
    {
      figure: 'Renderer: booking page loads no staff screen code',
      measured: leaks.length ? `staff code found: ${leaks.join(', ')}` : 'none found',
      baseline: `${Object.keys(manifest).filter((s) => STAFF_SOURCE.test(s)).length} staff chunks in the build`,
      budget: 'no staff chunk, no staff text',
      verdict: verdict(bookingJs.length > 0 && leaks.length === 0),
    },
  ];
}
