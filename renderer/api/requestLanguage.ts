import { SOURCE_LANGUAGE, type Language } from '../../shared/i18n/languages';

/**
 * The language the screen speaks, sent by call() as Accept-Language so the server words its refusals (and
 * a booking's e-mail) in it (docs/i18n.md, 'Refusals'). Set by the I18nProvider.
 */
let current: Language = SOURCE_LANGUAGE;

export function setRequestLanguage(language: Language): void {
  current = language;
}

export function requestLanguage(): Language {
  return current;
}
