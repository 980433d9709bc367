// Bundles the headless entry into dist/server/main.mjs (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['lan-server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
