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
 * The words for `language`; the pseudo-locale's where a test switched it on (docs/i18n.md, 'The
 * pseudo-locale'). The TV carries those too (about 1 KB on the wire): a TV cannot fetch them on demand
 * without the polyfills above.
 */
function wordsIn(language: Language): CompiledCatalogue | undefined {
  if (pseudoLocaleOn()) return pseudoWords;
  return TV_WORDS[`../../shared/i18n/catalogues/tv/${language}.ts`];
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
