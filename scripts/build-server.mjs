// Bundles the headless entry into dist/server/main.mjs (dependencies stay in node_modules).
import { bundleEntry } from './bundle-entry.mjs';

await bundleEntry('lan-server/main.ts', 'dist/server/main.mjs', { sourcemap: true });
