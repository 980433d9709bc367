import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookingAssets } from '../../lan-server/http/staticFiles';
import { verdict, type Row } from '../report';

/**
 * Texts that only staff screens show: the login screen, the staff header, the scoring screen, the
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

interface ManifestChunk {
  file: string;
}

/**
 * Reads the build output: the set of files the public door serves for booking.html (the server's own
 * bookingAssets, so the figure is exactly what a customer can download) and checks that none of them is,
 * or contains, staff screen code. What those files cost on the wire is measured in a real browser
 * (figures/wire.ts); the gzip size of the files this figure once reported was not what crossed the wire
 * (the assets went out uncompressed then; see docs/wire.md), so it is gone.
 */
export function bundleFigures(staticDir: string): Row[] {
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no renderer build at ${staticDir}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const bookingJs = [...bookingAssets(staticDir)]
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(staticDir, 'assets', f));
  const servedFiles = new Set([...bookingAssets(staticDir)].map((f) => `assets/${f}`));
  const staffChunks = Object.entries(manifest)
    .filter(([source, chunk]) => STAFF_SOURCE.test(source) && servedFiles.has(chunk.file))
    .map(([source]) => source);
  const code = bookingJs.map((f) => readFileSync(f, 'utf8')).join('\n');
  const staffTexts = STAFF_ONLY_TEXTS.filter((t) => code.includes(t));
  const leaks = [...staffChunks, ...staffTexts.map((t) => `'${t}'`)];

  return [
    {
      figure: 'Renderer: booking page loads no staff screen code',
      measured: leaks.length ? `staff code found: ${leaks.join(', ')}` : 'none found',
      baseline: `${Object.keys(manifest).filter((s) => STAFF_SOURCE.test(s)).length} staff chunks in the build`,
      budget: 'no staff chunk, no staff text',
      verdict: verdict(bookingJs.length > 0 && leaks.length === 0),
    },
  ];
}
