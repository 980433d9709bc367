import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { messagesPlugin } from './scripts/vite-plugin-messages';

/**
 * The booking page (booking.html), the public door's only page, as a build of its own. Built together
 * with the LAN app, Rollup would put the modules both use into shared chunks holding everything the staff
 * screens use of them — all of zod's core, for one — and the customer would download it. Built alone, it is
 * tree-shaken for itself: zod/mini's few parsers, React, and the page (budget in docs/performance.md).
 * Runs after vite.config.ts into the same dist/renderer (hashed names never collide), with its own manifest,
 * which the public door reads to serve this page's files and nothing else (lan-server/http/staticFiles.ts).
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  plugins: [react(), messagesPlugin()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: false,
    manifest: '.vite/booking-manifest.json',
    rollupOptions: {
      input: { booking: resolve(import.meta.dirname, 'renderer/booking.html') },
    },
  },
});
