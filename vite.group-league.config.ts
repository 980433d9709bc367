import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { messagesPlugin } from './scripts/vite-plugin-messages';

/**
 * The group's public league page (renderer/group-league.html), served by the hub under /league (beside the
 * group's booking page under /book), never by an appliance. The venue's public league screen in a build of
 * its own, like the venue's league page (vite.league.config.ts): tree-shaken for itself, so a reader
 * downloads zod/mini's few parsers, React and the page — within the public pages' script budget
 * (docs/performance.md) — and nothing of the booking page or head office.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: '/league/',
  plugins: [react(), messagesPlugin()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/group-league'),
    emptyOutDir: true,
    rollupOptions: {
      input: { 'group-league': resolve(import.meta.dirname, 'renderer/group-league.html') },
    },
  },
});
