import type { ReactNode } from 'react';
import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
import { SOURCE_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { venueQueries } from '../api/queries/venue';
import { useScreenQuery } from '../api/screenQuery';
import { MessagesProvider } from '../i18n/i18nContext';
import { pseudoLocaleOn } from '../i18n/pseudoLocale';
import pseudoWords from '../../shared/i18n/catalogues/tv/en?pseudo-messages';

/**
 * Every language's TV words, in the TV's bundle: a catalogue loaded on demand would cost the TV a request
 * and, in its legacy build, the dynamic import's polyfills (~9 KB on the wire), more than all three
 * languages' words together (docs/wire.md).
 */
const TV_WORDS = import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/tv/[a-z][a-z].ts', {
  query: '?messages',
  import: 'default',
  eager: true,
});

/**
 * The names the tournament engine makes ('Quarter Finals', 'Group A', 'Round 2 of 4'), which the TV's
 * brackets, groups, tables and the venue view's matches show: the `tournaments` catalogue's own
 * `tournaments.name.*` keys and nothing else of that audience, in every language, bundled like the TV's
 * words (renderer/i18n/tournamentNames.ts words them, as on every screen).
 */
const NAME_WORDS = import.meta.glob<CompiledCatalogue>(
  '../../shared/i18n/catalogues/tournaments/[a-z][a-z].ts',
  { query: '?messages&keys=tournaments.name.', import: 'default', eager: true },
);
const PSEUDO_NAMES = import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/tournaments/en.ts', {
  query: '?pseudo-messages&keys=tournaments.name.',
  import: 'default',
  eager: true,
});

/**
 * The names made from a number ('Lane 3', 'Player 2'), which the venue view words in the venue's language
 * (renderer/i18n/numberedNames.ts): the `common` catalogue's `common.numbered.*` keys alone, bundled likewise.
 */
const NUMBERED_WORDS = import.meta.glob<CompiledCatalogue>(
  '../../shared/i18n/catalogues/common/[a-z][a-z].ts',
  { query: '?messages&keys=common.numbered.', import: 'default', eager: true },
);
const PSEUDO_NUMBERED = import.meta.glob<CompiledCatalogue>('../../shared/i18n/catalogues/common/en.ts', {
  query: '?pseudo-messages&keys=common.numbered.',
  import: 'default',
  eager: true,
});

const CATALOGUES = '../../shared/i18n/catalogues';

/** Each language's words once merged, so the screen's `t` stays the same from one render to the next. */
const merged = new Map<string, CompiledCatalogue | undefined>();

/**
 * The words for `language`: the TV's, the engine's names and the names made from a number. The pseudo-locale's where a test switched it on
 * (docs/i18n.md, 'The pseudo-locale'); the TV carries those too (about 1 KB on the wire): a TV cannot fetch
 * them on demand without the polyfills above.
 */
function wordsIn(language: Language): CompiledCatalogue | undefined {
  const pseudo = pseudoLocaleOn();
  const cacheKey = pseudo ? 'pseudo' : language;
  if (!merged.has(cacheKey)) {
    const words = pseudo ? pseudoWords : TV_WORDS[`${CATALOGUES}/tv/${language}.ts`];
    const names = pseudo
      ? PSEUDO_NAMES[`${CATALOGUES}/tournaments/en.ts`]
      : NAME_WORDS[`${CATALOGUES}/tournaments/${language}.ts`];
    const numbered = pseudo
      ? PSEUDO_NUMBERED[`${CATALOGUES}/common/en.ts`]
      : NUMBERED_WORDS[`${CATALOGUES}/common/${language}.ts`];
    merged.set(cacheKey, words && { ...words, ...names, ...numbered });
  }
  return merged.get(cacheKey);
}

/**
 * The TV speaks the venue's language (Settings → Language): read once, then kept by the socket's
 * `language_changed`, so a change shows on every TV at once. Until the answer comes the TV shows nothing
 * (a blink at start-up, not English then German); a TV that cannot read it speaks English.
 */
export function TvI18n({ children }: { children: ReactNode }) {
  const venue = useScreenQuery(venueQueries.language());
  if (venue.isPending && !venue.isError) return null;
  const language = venue.data?.language ?? SOURCE_LANGUAGE;
  const messages = wordsIn(language) ?? wordsIn(SOURCE_LANGUAGE) ?? {};
  return <MessagesProvider state={{ language, messages }}>{children}</MessagesProvider>;
}
