import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { messagesPlugin } from './scripts/vite-plugin-messages';

/** Head office's web app (hub/web), served by the hub (`npm run hub`), never by an appliance. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'hub/web'),
  plugins: [react(), messagesPlugin()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/hub'),
    emptyOutDir: true,
  },
});
