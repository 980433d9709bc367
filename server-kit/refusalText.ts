import type { Request } from 'express';
import { sentenceWords } from '../shared/api/sentenceWords';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import type { DomainError } from './domainError';
import { requestLanguageOf } from './requestLanguage';
import { wordsIn } from './wordsIn';

/** What a refusal is worded for: a request's headers (an HTTP request, or a NATS question's Accept-Language). */
export type Reader = Pick<Request, 'headers'> | { headers: { 'accept-language'?: string | undefined } };

/**
 * The one place a refusal is worded for its reader (docs/i18n.md, 'Refusals'): a refusal with catalogue
 * words in the request's language; one thrown without words by its English sentence, when the catalogue
 * states its rule (sentenceWords), however it was made; English, and a refusal not yet in the catalogue,
 * exactly as thrown.
 */
export function refusalText(err: Pick<DomainError, 'message' | 'words'>, reader: Reader): string {
  const words = err.words ?? sentenceWords(err.message);
  if (!words) return err.message;
  const language = requestLanguageOf(reader);
  return language === SOURCE_LANGUAGE ? err.message : wordsIn(language, words);
}
