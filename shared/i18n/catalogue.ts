/**
 * The shapes of the catalogues (docs/i18n.md). A catalogue is a plain object of ICU MessageFormat strings,
 * one file per audience and language under shared/i18n/catalogues/<audience>/<language>.ts. English is the
 * source: its keys are the keys; every other language is typed `satisfies Translation<typeof en>`, so a
 * missing or extra key is a compile error.
 */

/** Another language's catalogue for an English source: exactly the same keys, each an ICU string. */
export type Translation<Source> = { readonly [K in keyof Source]: string };

/** The values a message's placeholders take; dates and money arrive already formatted (shared/i18n/format.ts). */
export type Params = Readonly<Record<string, string | number>>;

/** One compiled message: the ICU string turned into a function at build time (or at server start-up). */
export type MessageFunction = (params?: Params) => string;

/** A catalogue after compiling: every key a function. */
export type CompiledCatalogue = Readonly<Record<string, MessageFunction>>;

/**
 * Words a message by key in a compiled catalogue. A key the catalogue lacks shows as itself, so a gap is
 * visible on screen (and the pseudo-locale walk finds it) instead of being blank.
 */
export function wordsOf(messages: CompiledCatalogue, key: string, params?: Params): string {
  const message = messages[key];
  return message ? message(params) : key;
}
