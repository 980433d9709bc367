import { build } from 'esbuild';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { pseudoCatalogue } from './pseudoLocale';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const SUFFIX = '?messages';
/** An English catalogue imported with this suffix compiles as the pseudo-locale (scripts/pseudoLocale.ts). */
const PSEUDO_SUFFIX = '?pseudo-messages';
/**
 * Either suffix may name a key prefix, `?messages&keys=tournaments.name.`: the module then holds only the
 * catalogue's keys that start with it, so a page can bundle a few of an audience's words without the rest.
 */
const KEYS = /&keys=([A-Za-z0-9.]+)$/;

interface Import {
  /** Everything from the `?`, as the id carries it. */
  query: string;
  pseudo: boolean;
  /** The key prefix the module keeps, or '' for the whole catalogue. */
  keys: string;
}

function importOf(id: string): Import | null {
  const keys = KEYS.exec(id);
  const bare = keys ? id.slice(0, keys.index) : id;
  const tail = keys?.[0] ?? '';
  if (bare.endsWith(SUFFIX)) return { query: SUFFIX + tail, pseudo: false, keys: keys?.[1] ?? '' };
  if (bare.endsWith(PSEUDO_SUFFIX))
    return { query: PSEUDO_SUFFIX + tail, pseudo: true, keys: keys?.[1] ?? '' };
  return null;
}

/** The catalogue's strings whose keys start with `prefix` (all of them for ''); none at all is an error. */
function keysUnder(file: string, strings: Record<string, string>, prefix: string): Record<string, string> {
  if (prefix === '') return strings;
  const kept = Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith(prefix)));
  if (Object.keys(kept).length === 0) throw new Error(`${file}: no keys start with '${prefix}'`);
  return kept;
}

/**
 * Compiles a catalogue (shared/i18n/catalogues/<audience>/<language>.ts, a plain object of ICU strings)
 * into a module of message functions when it is imported with `?messages` — at build time, so the browser
 * gets plain functions: no ICU parser, no `new Function` (the pages' CSP forbids it), and a syntax error in
 * a translation fails the build. Plurals come from @messageformat/runtime's own rules (make-plural), which
 * work where Intl.PluralRules does not (the TV's Chromium 53). Used by every Vite config and by Vitest
 * (docs/i18n.md, 'How a catalogue reaches a screen'). An English catalogue imported with `?pseudo-messages`
 * compiles as the pseudo-locale instead: every message marked and accented, for the browser walk that finds
 * words outside the catalogues (docs/i18n.md, 'The pseudo-locale'). Either may keep only the keys under a
 * prefix (`&keys=`, above).
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'doubletop-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      const found = importOf(source);
      if (found === null) return null;
      const resolved = await this.resolve(source.slice(0, -found.query.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${found.query}` : null;
    },
    async load(id) {
      const found = importOf(id);
      if (found === null) return null;
      const file = id.slice(0, -found.query.length);
      this.addWatchFile(file);
      const strings = keysUnder(file, await catalogueStrings(file), found.keys);
      const language = basename(file).replace(/\.ts$/, '');
      if (found.pseudo) {
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
