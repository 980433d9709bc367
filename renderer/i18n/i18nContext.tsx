import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { wordsOf, type CompiledCatalogue, type Params } from '../../shared/i18n/catalogue';
import type { MessageKey } from '../../shared/i18n/keys';
import { SOURCE_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { setRequestLanguage } from '../api/requestLanguage';

/** A message by key, its placeholders filled; the compiler checks the key against the English catalogues. */
export type Translate = (key: MessageKey, params?: Params) => string;

export interface I18nState {
  language: Language;
  messages: CompiledCatalogue;
}

const I18nContext = createContext<I18nState | null>(null);
/** How a person changes the language, where the screen lets them (the booking page's switch). */
const ChooseContext = createContext<((language: Language) => void) | null>(null);

/**
 * Speaks `language` with `messages` (already compiled and loaded) to everything inside; sets <html lang> and
 * the language every call() asks the server to answer in. The one context every screen's words come from:
 * I18nProvider loads the messages first; the TV, whose few words are in its bundle, passes them straight.
 */
export function MessagesProvider({
  state,
  onChoose,
  children,
}: {
  state: I18nState;
  onChoose?: (language: Language) => void;
  children: ReactNode;
}) {
  const shown = state.language;
  useEffect(() => {
    document.documentElement.lang = shown;
    setRequestLanguage(shown);
  }, [shown]);
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

/**
 * The screen's words where a provider is above and holds `key`, else null: for the one screen that may be
 * drawn outside every provider, or under one without its audience (the crash screen, ErrorBoundary.tsx).
 */
export function useTIfItHas(key: MessageKey): Translate | null {
  const state = useContext(I18nContext);
  const messages = state?.messages;
  return useMemo(
    () =>
      messages?.[key] ? (wanted: MessageKey, params?: Params) => wordsOf(messages, wanted, params) : null,
    [messages, key],
  );
}

/** The language the screen speaks (for formatMoney, formatLongDay and the rest of shared/i18n/format.ts). */
export function useLanguage(): Language {
  return useContext(I18nContext)?.language ?? SOURCE_LANGUAGE;
}

/** Changes the language the screen speaks; null where the language is not the person's to choose. */
export function useChooseLanguage(): ((language: Language) => void) | null {
  return useContext(ChooseContext);
}
