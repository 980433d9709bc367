import MessageFormat from '@messageformat/core';
import { wordsOf, type CompiledCatalogue, type Params } from '../shared/i18n/catalogue';
import { CATALOGUES as COMMON } from '../shared/i18n/catalogues/common';
import { CATALOGUES as LEAGUE } from '../shared/i18n/catalogues/league';
import { CATALOGUES as MAIL } from '../shared/i18n/catalogues/mail';
import { CATALOGUES as REFUSALS } from '../shared/i18n/catalogues/refusals';
import { CATALOGUES as TOURNAMENTS } from '../shared/i18n/catalogues/tournaments';
import type { CommonKey, LeagueKey, MailKey, RefusalKey, TournamentsKey } from '../shared/i18n/keys';
import { LANGUAGES, type Language } from '../shared/i18n/languages';

/**
 * The server's one way to word a message (docs/i18n.md, 'On the server'): the common, league, mail, refusal
 * and tournament (the results export) catalogues, compiled with @messageformat/core once, the first time a
 * language is needed. The browser gets the same
 * catalogues compiled at build time (scripts/vite-plugin-messages.ts); the server is bundled by esbuild,
 * which has no Vite plugins, and may compile at run time (no CSP applies to it).
 */
export type ServerKey = CommonKey | LeagueKey | MailKey | RefusalKey | TournamentsKey;

const compiled = new Map<Language, CompiledCatalogue>();

function messagesOf(language: Language): CompiledCatalogue {
  let messages = compiled.get(language);
  if (!messages) {
    const mf = new MessageFormat(language);
    const sources: Record<string, string> = {
      ...COMMON[language],
      ...LEAGUE[language],
      ...MAIL[language],
      ...REFUSALS[language],
      ...TOURNAMENTS[language],
    };
    messages = Object.fromEntries(Object.entries(sources).map(([key, src]) => [key, mf.compile(src)]));
    compiled.set(language, messages);
  }
  return messages;
}

/** A message in a language, its placeholders filled. */
export function translate(language: Language, key: ServerKey, params?: Params): string {
  return wordsOf(messagesOf(language), key, params);
}

/** Compiles every language now (at start-up), so a broken translation stops the server, not a request. */
export function compileAllMessages(): void {
  for (const language of LANGUAGES) messagesOf(language);
}
