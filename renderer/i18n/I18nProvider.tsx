import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { wordsOf, type CompiledCatalogue, type Params } from '../../shared/i18n/catalogue';
import type { Audience, MessageKey } from '../../shared/i18n/keys';
import { SOURCE_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { loadMessages } from './loadMessages';
import { setRequestLanguage } from '../api/requestLanguage';

/** A message by key, its placeholders filled; the compiler checks the key against the English catalogues. */
export type Translate = (key: MessageKey, params?: Params) => string;

interface I18nState {
  language: Language;
  messages: CompiledCatalogue;
}

const I18nContext = createContext<I18nState | null>(null);
/** How a person changes the language, where the screen lets them (the booking page's switch). */
const ChooseContext = createContext<((language: Language) => void) | null>(null);

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
  const shown = state?.language;
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    setRequestLanguage(shown);
  }, [shown]);
  if (!state) return null;
  return (
    <I18nContext.Provider value={state}>
      <ChooseContext.Provider value={onChoose ?? null}>{children}</ChooseContext.Provider>
    </I18nContext.Provider>
  );
}

function useI18n(): I18nState {
  const state = useContext(I18nContext);
  if (!state) throw new Error('useT() is used outside an <I18nProvider>');
  return state;
}

/** The `t(key, params)` of the language the screen speaks. */
export function useT(): Translate {
  const { messages } = useI18n();
  return useMemo(() => (key: MessageKey, params?: Params) => wordsOf(messages, key, params), [messages]);
}

/** The language the screen speaks (for formatMoney, formatLongDay and the rest of shared/i18n/format.ts). */
export function useLanguage(): Language {
  return useContext(I18nContext)?.language ?? SOURCE_LANGUAGE;
}

/** Changes the language the screen speaks; null where the language is not the person's to choose. */
export function useChooseLanguage(): ((language: Language) => void) | null {
  return useContext(ChooseContext);
}
