import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import legacy from '@vitejs/plugin-legacy';
import { resolve } from 'node:path';
import { messagesPlugin } from './scripts/vite-plugin-messages';

/** The TV build is served under /tv/ on the LAN door (lan-server/http/staticFiles.ts). */
const BASE = '/tv/';

// Venue TVs run Chromium 53–79 (docs/wire.md): the TV scoreboard is its own entry, built only as SystemJS
// chunks for Chromium 53 with core-js polyfills. No modern chunks: plugin-legacy guards those with inline
// scripts that the strict CSP (script-src 'self') refuses, and the TV gains nothing from them. Built after
// vite.config.ts, into dist/renderer/tv.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: BASE,
  // The TV draws with Preact's React-compatible core (~4 KB) instead of react-dom (~60 KB on the wire):
  // the same components and hooks, and room in the TV's 100 KB for the bracket and standings views.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  plugins: [
    react(),
    messagesPlugin(),
    legacy({ targets: ['chrome >= 53'], renderModernChunks: false }),
    legacyEntryAsSystemModule(),
  ],
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
 * plugin-legacy starts the app with one inline script (System.import of the entry). The CSP allows scripts
 * from our own origin only, so that script could not run. Instead the entry is named in a `<script
 * type="systemjs-module" src>`: browsers skip a script of a type they do not know (nothing is fetched), and
 * SystemJS imports every such script itself at DOMContentLoaded (s.js, since 6.0). Earlier, the inline script
 * was served as a file of its own (legacy-boot.js): one more request on every TV load, revalidated each time,
 * and about 1 KB of headers on the wire for 84 bytes of code.
 */
function legacyEntryAsSystemModule(): Plugin {
  const code = "System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))";
  const inlineEntry = /<script[^>]*\sid="vite-legacy-entry"\s+data-src="([^"]+)"[^>]*>([^<]*)<\/script>/;
  return {
    name: 'doubletop:legacy-entry-as-system-module',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const found = inlineEntry.exec(html);
        if (!found || found[2] !== code)
          throw new Error('plugin-legacy changed its loader; update legacyEntryAsSystemModule');
        const entry = found[1] ?? '';
        return html.replace(
          found[0],
          `<script type="systemjs-module" id="vite-legacy-entry" data-src="${entry}" src="${entry}"></script>`,
        );
      },
    },
  };
}
