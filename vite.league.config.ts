import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { messagesPlugin } from './scripts/vite-plugin-messages';

/**
 * The public league page (league.html) as a build of its own, for the reason the booking page has one
 * (vite.booking.config.ts): tree-shaken for itself, so its script is zod/mini's few parsers, React and the
 * page, within the booking page's budget (docs/performance.md). Its own manifest tells the public door which
 * files this page may load (lan-server/http/staticFiles.ts).
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  plugins: [react(), messagesPlugin()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: false,
    manifest: '.vite/league-manifest.json',
    rollupOptions: {
      input: { league: resolve(import.meta.dirname, 'renderer/league.html') },
    },
  },
});
