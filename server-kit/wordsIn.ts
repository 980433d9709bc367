import type { WordedPhrase, WordedValue } from '../shared/api/refusalWords';
import { formatShortDay } from '../shared/i18n/format';
import { SOURCE_LANGUAGE, type Language } from '../shared/i18n/languages';
import { translate } from './translate';

/** Catalogue words in a language, each worded value worded first, in the same language. */
export function wordsIn(language: Language, words: WordedPhrase): string {
  const worded = Object.fromEntries(
    Object.entries(words.wordedParams ?? {}).map(([name, value]) => [name, valueIn(language, value)]),
  );
  return translate(language, words.key, { ...words.params, ...worded });
}

function valueIn(language: Language, value: WordedValue): string {
  if (typeof value === 'string') return translate(language, value);
  if ('day' in value) return dayIn(language, value.day);
  if ('list' in value) return value.list.map((item) => valueIn(language, item)).join('; ');
  return wordsIn(language, value);
}

/**
 * A venue day inside a refusal: English keeps the form its sentences have always had ('2026-12-01'), which
 * staff screens and tests compare; other languages write it as Intl does ('1. Dez. 2026', '1 dec 2026').
 */
function dayIn(language: Language, day: string): string {
  return language === SOURCE_LANGUAGE ? day : formatShortDay(day, language);
}
