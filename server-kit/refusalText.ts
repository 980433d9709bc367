import type { Request } from 'express';
import type { DomainError } from './domainError';
import { requestLanguageOf } from './requestLanguage';
import { translate } from './translate';

/** What a refusal is worded for: a request's headers (an HTTP request, or a NATS question's Accept-Language). */
export type Reader = Pick<Request, 'headers'> | { headers: { 'accept-language'?: string | undefined } };

/**
 * The one place a refusal is worded for its reader (docs/i18n.md, 'Refusals'): a refusal with catalogue
 * words in the request's language; English, and a refusal not yet in the catalogue, exactly as thrown.
 */
export function refusalText(err: Pick<DomainError, 'message' | 'words'>, reader: Reader): string {
  if (!err.words) return err.message;
  const language = requestLanguageOf(reader);
  if (language === 'en') return err.message;
  const { key, params, wordedParams } = err.words;
  const worded = Object.fromEntries(
    Object.entries(wordedParams ?? {}).map(([name, wordKey]) => [name, translate(language, wordKey)]),
  );
  return translate(language, key, { ...params, ...worded });
}
