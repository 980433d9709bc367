import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import legacy from '@vitejs/plugin-legacy';
import { resolve } from 'node:path';

// Two HTML entries: index.html is the whole LAN app (staff screens, tablets, TV), booking.html is the
// only page the public door serves, so the internet never downloads staff code.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  // Venue TVs run Chromium 53-79 (DESIGN.md §5a), so every page ships as SystemJS chunks built for
  // Chromium 53, code splitting kept. Decision: no separate modern chunks, because plugin-legacy guards
  // those with a data: URL import and inline scripts that the server's strict CSP (script-src 'self')
  // refuses; one bundle for every browser keeps the CSP strict.
  plugins: [
    react(),
    legacy({ targets: ['chrome >= 53', 'defaults'], renderModernChunks: false }),
    legacyBootAsFile(),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: true,
    manifest: true,
    // The CSS is the same for every browser, so it must read on Chromium 53 too.
    cssTarget: 'chrome53',
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

/**
 * plugin-legacy starts the app with one inline script (System.import of the entry). The CSP allows
 * scripts from our own origin only, so that script is served as a file instead.
 */
function legacyBootAsFile(): Plugin {
  const code = "System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))";
  const file = 'assets/legacy-boot.js';
  return {
    name: 'doubletop:legacy-boot-as-file',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const inline = `>${code}</script>`;
        if (!html.includes(inline))
          throw new Error('plugin-legacy changed its loader; update legacyBootAsFile');
        return html.replace(inline, ` src="/${file}"></script>`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: code });
    },
  };
}
