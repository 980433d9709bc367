import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

// Two modern entries: index.html is the LAN app (staff screens and lane tablets), booking.html is the only
// page the public door serves, so the internet never downloads staff code. The TV scoreboard has its own
// legacy build for old TV browsers (vite.tv.config.ts), so nobody else pays for its polyfills.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'renderer/index.html'),
        booking: resolve(import.meta.dirname, 'renderer/booking.html'),
      },
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
