import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import legacy from '@vitejs/plugin-legacy';
import { resolve } from 'node:path';

/** The TV build is served under /tv/ on the LAN door (lan-server/http/staticFiles.ts). */
const BASE = '/tv/';

// Venue TVs run Chromium 53–79 (DESIGN.md §5a): the TV scoreboard is its own entry, built only as
// SystemJS chunks for Chromium 53 with core-js polyfills. No modern chunks: plugin-legacy guards those
// with inline scripts that the strict CSP (script-src 'self') refuses, and the TV gains nothing from them.
// Built after vite.config.ts, into dist/renderer/tv.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: BASE,
  plugins: [react(), legacy({ targets: ['chrome >= 53'], renderModernChunks: false }), legacyBootAsFile()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer/tv'),
    emptyOutDir: true,
    manifest: true,
    cssTarget: 'chrome53',
    rollupOptions: {
      input: { tv: resolve(import.meta.dirname, 'renderer/tv.html') },
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
        return html.replace(inline, ` src="${BASE}${file}"></script>`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: code });
    },
  };
}
