import type { Request } from 'express';
import type { WordedPhrase, WordedValue } from '../shared/api/refusalWords';
import { sentenceWords } from '../shared/api/sentenceWords';
import { formatShortDay } from '../shared/i18n/format';
import { SOURCE_LANGUAGE, type Language } from '../shared/i18n/languages';
import type { DomainError } from './domainError';
import { requestLanguageOf } from './requestLanguage';
import { translate } from './translate';

/** What a refusal is worded for: a request's headers (an HTTP request, or a NATS question's Accept-Language). */
export type Reader = Pick<Request, 'headers'> | { headers: { 'accept-language'?: string | undefined } };

/**
 * The one place a refusal is worded for its reader (docs/i18n.md, 'Refusals'): a refusal with catalogue
 * words in the request's language; one thrown without words by its English sentence, when the catalogue
 * states its rule (sentenceWords), however it was made; English, and a refusal not yet in the catalogue,
 * exactly as thrown.
 */
export function refusalText(err: Pick<DomainError, 'message' | 'words'>, reader: Reader): string {
  const language = requestLanguageOf(reader);
  if (language === SOURCE_LANGUAGE) return err.message;
  const words = err.words ?? sentenceWords(err.message);
  return words ? wordsIn(language, words) : err.message;
}

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
