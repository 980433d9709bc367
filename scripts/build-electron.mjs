// Bundles the Electron main process and preload into dist/electron/*.cjs with esbuild.
//
// One file each, because a sandboxed preload cannot require anything but a few Electron modules, and a
// bundled main process starts faster from inside app.asar. Kept external:
// - electron: provided by the runtime;
// - better-sqlite3: a native addon, rebuilt for Electron's ABI by electron-builder's install-app-deps
//   at packaging time and unpacked from the asar (electron-builder.yml);
// - bufferutil / utf-8-validate: ws's optional native speed-ups, absent here and loaded in a try.
// Also copies the tray/window icon next to the bundle, since build/ is not shipped inside the app.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'electron');

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // Electron 45 ships Node 22.
  target: 'node22',
  sourcemap: true,
  logLevel: 'info',
  external: ['electron', 'better-sqlite3', 'bufferutil', 'utf-8-validate'],
};

await Promise.all([
  build({ ...common, entryPoints: [join(root, 'electron', 'main.ts')], outfile: join(outdir, 'main.cjs') }),
  build({
    ...common,
    entryPoints: [join(root, 'electron', 'preload.ts')],
    outfile: join(outdir, 'preload.cjs'),
    // Preloads run in the renderer's sandbox: Chromium's V8, not Node.
    platform: 'browser',
    target: 'chrome140',
    // zod is most of this file; minified it parses in a few milliseconds at each window load.
    minify: true,
  }),
]);

mkdirSync(outdir, { recursive: true });
copyFileSync(join(root, 'build', 'icons', '32x32.png'), join(outdir, 'icon.png'));
