import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { messagesPlugin } from './scripts/vite-plugin-messages';

// The LAN app (staff screens and lane tablets). The booking page, the only page the public door serves, is
// built on its own (vite.booking.config.ts), so the internet never downloads staff code and the page carries
// only what it uses of shared libraries; the TV scoreboard has its own legacy build for old TV browsers
// (vite.tv.config.ts), so nobody else pays for its polyfills.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  plugins: [react(), messagesPlugin()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, 'renderer/index.html') },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/healthz': 'http://127.0.0.1:5000',
      '/ws': { target: 'ws://127.0.0.1:5000', ws: true },
    },
  },
});
