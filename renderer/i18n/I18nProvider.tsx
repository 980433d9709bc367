import { useEffect, useState, type ReactNode } from 'react';
import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
import type { Audience } from '../../shared/i18n/keys';
import type { Language } from '../../shared/i18n/languages';
import { loadMessages } from './loadMessages';
import { MessagesProvider, type I18nState } from './i18nContext';

export { useChooseLanguage, useLanguage, useT, type Translate } from './i18nContext';

/**
 * Speaks `language` to everything inside: loads the `audiences`' catalogues in that language (one chunk
 * each), and shows the children once they have arrived. While another language loads, the last one stays
 * on screen, so a switch never blanks the page. Sets <html lang> and the language every call() asks the
 * server to answer in (refusals, e-mails).
 */
export function I18nProvider({
  language,
  audiences,
  initial,
  onChoose,
  children,
}: {
  language: Language;
  audiences: readonly Audience[];
  /** Messages already loaded for `language` (the page's entry loads them before its first render). */
  initial?: CompiledCatalogue;
  /** Given where a person may choose their language: a LanguageSwitch inside then shows. */
  onChoose?: (language: Language) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState<I18nState | null>(initial ? { language, messages: initial } : null);
  const wanted = audiences.join(' ');
  useEffect(() => {
    if (state?.language === language) return;
    let current = true;
    void loadMessages(wanted.split(' ') as Audience[], language).then((messages) => {
      if (current) setState({ language, messages });
    });
    return () => {
      current = false;
    };
  }, [language, wanted, state?.language]);
  if (!state) return null;
  return (
    <MessagesProvider state={state} onChoose={onChoose}>
      {children}
    </MessagesProvider>
  );
}
