// Bundles one server-side entry into a single ESM file for Node 20 (dependencies stay in node_modules):
// the headless server (build-server.mjs), the restore command (restore.mjs) and the bench are built alike.
import { build } from 'esbuild';

/** How every server-side bundle is made: one ESM file for Node 20, packages left in node_modules. */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};

export function bundleEntry(entry, outfile, options = {}) {
  return build({ entryPoints: [entry], outfile, ...NODE_BUNDLE, ...options });
}
