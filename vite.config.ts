import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

// Two HTML entries: index.html is the whole LAN app (staff screens, tablets, TV), booking.html is the
// only page the public door serves, so the internet never downloads staff code.
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
      '/ws': { target: 'ws://127.0.0.1:5000', ws: true },
    },
  },
});
