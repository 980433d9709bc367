import { build } from 'esbuild';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { pseudoCatalogue } from './pseudoLocale';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const SUFFIX = '?messages';
/** An English catalogue imported with this suffix compiles as the pseudo-locale (scripts/pseudoLocale.ts). */
const PSEUDO_SUFFIX = '?pseudo-messages';

function suffixOf(id: string): string | null {
  if (id.endsWith(SUFFIX)) return SUFFIX;
  if (id.endsWith(PSEUDO_SUFFIX)) return PSEUDO_SUFFIX;
  return null;
}

/**
 * Compiles a catalogue (shared/i18n/catalogues/<audience>/<language>.ts, a plain object of ICU strings)
 * into a module of message functions when it is imported with `?messages` — at build time, so the browser
 * gets plain functions: no ICU parser, no `new Function` (the pages' CSP forbids it), and a syntax error in
 * a translation fails the build. Plurals come from @messageformat/runtime's own rules (make-plural), which
 * work where Intl.PluralRules does not (the TV's Chromium 53). Used by every Vite config and by Vitest
 * (docs/i18n.md, 'How a catalogue reaches a screen'). An English catalogue imported with `?pseudo-messages`
 * compiles as the pseudo-locale instead: every message marked and accented, for the browser walk that finds
 * words outside the catalogues (docs/i18n.md, 'The pseudo-locale').
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'doubletop-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      const suffix = suffixOf(source);
      if (suffix === null) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      const suffix = suffixOf(id);
      if (suffix === null) return null;
      const file = id.slice(0, -suffix.length);
      this.addWatchFile(file);
      const strings = await catalogueStrings(file);
      const language = basename(file).replace(/\.ts$/, '');
      if (suffix === PSEUDO_SUFFIX) {
        if (language !== 'en')
          throw new Error(`${file}: the pseudo-locale is made from English catalogues only`);
        return compileModule(new MessageFormat('en'), pseudoCatalogue(strings));
      }
      return compileModule(new MessageFormat(language), strings);
    },
  };
}

/** The catalogue's default export, read by bundling its TypeScript (it may import types and constants). */
async function catalogueStrings(file: string): Promise<Record<string, string>> {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  const loaded = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default?: unknown;
  };
  const strings = loaded.default;
  if (typeof strings !== 'object' || strings === null)
    throw new Error(`${file}: a catalogue's default export must be an object of ICU strings`);
  for (const [key, value] of Object.entries(strings))
    if (typeof value !== 'string') throw new Error(`${file}: '${key}' is not a string`);
  return strings as Record<string, string>;
}
