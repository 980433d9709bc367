import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { messagesPlugin } from './scripts/vite-plugin-messages';

/**
 * The group's booking page (renderer/group-booking.html), served by the hub under /book (hub/booking), never
 * by an appliance. A build of its own, like the venue's booking page (vite.booking.config.ts): tree-shaken
 * for itself, so the customer downloads the booking screens, zod/mini's few parsers and React, and nothing
 * of head office or the staff screens.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: '/book/',
  plugins: [react(), messagesPlugin()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/group-booking'),
    emptyOutDir: true,
    rollupOptions: {
      input: { 'group-booking': resolve(import.meta.dirname, 'renderer/group-booking.html') },
    },
  },
});
