import { useMemo } from 'react';
import type { Language } from '../../shared/i18n/languages';
import { useLanguage, useT, type Translate } from './i18nContext';

/**
 * What a view function needs to word what it works out: the screen's `t` and its language (for
 * formatNumber and the rest of shared/i18n/format.ts). Components pass `useWords()`; tests pass the English
 * catalogue's (englishWords.ts), so their expected texts are the product's English as it always was.
 */
export interface Words {
  t: Translate;
  language: Language;
}

export function useWords(): Words {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => ({ t, language }), [t, language]);
}
