// Bundles one server-side entry into a single ESM file for Node 20 (dependencies stay in node_modules):
// the headless server (build-server.mjs) and the restore command (restore.mjs) are built alike.
import { build } from 'esbuild';

export function bundleEntry(entry, outfile, options = {}) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    ...options,
  });
}
