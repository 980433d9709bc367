import type { Request } from 'express';
import { pickLanguage, type Language } from '../shared/i18n/languages';

/**
 * The language a request is answered in: its Accept-Language (the screens' call() sends the language they
 * speak; a browser sends its own). English when it names none Doubletop speaks.
 */
export function requestLanguageOf(req: Pick<Request, 'headers'>): Language {
  return pickLanguage(req.headers['accept-language']);
}
