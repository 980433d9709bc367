import { useState, type ReactNode } from 'react';
import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
import type { Audience } from '../../shared/i18n/keys';
import { isLanguage, pickLanguage, type Language } from '../../shared/i18n/languages';
import { I18nProvider } from './I18nProvider';
import { loadMessages } from './loadMessages';

/** What the booking pages need in words: their own, and the calendar's. */
export const BOOKING_AUDIENCES: readonly Audience[] = ['booking', 'common'];
const CHOICE_KEY = 'doubletop.language';

/**
 * The booking page's language: the customer's own choice on this browser, else the browser's languages
 * (navigator.languages), else English. The switch's choice is remembered on the device.
 */
export function bookingLanguage(): Language {
  let chosen: string | null = null;
  try {
    chosen = window.localStorage.getItem(CHOICE_KEY);
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return isLanguage(chosen) ? chosen : pickLanguage(navigator.languages);
}

/**
 * Loads a public page's catalogues (the booking page's unless named: head office's reader and the league
 * page's choose as a customer does) in its language before the first render (one language only).
 */
export async function loadBookingMessages(
  audiences: readonly Audience[] = BOOKING_AUDIENCES,
): Promise<{ language: Language; messages: CompiledCatalogue }> {
  const language = bookingLanguage();
  return { language, messages: await loadMessages(audiences, language) };
}

/** The public pages' provider (the booking pages' audiences unless named), with the visible switch's choice. */
export function BookingI18n({
  initial,
  audiences = BOOKING_AUDIENCES,
  children,
}: {
  initial: { language: Language; messages: CompiledCatalogue };
  audiences?: readonly Audience[];
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initial.language);
  const choose = (next: Language) => {
    try {
      window.localStorage.setItem(CHOICE_KEY, next);
    } catch {
      // Not remembered; chosen for this visit all the same.
    }
    setLanguage(next);
  };
  return (
    <I18nProvider
      language={language}
      audiences={audiences}
      initial={initial.language === language ? initial.messages : undefined}
      onChoose={choose}
    >
      {children}
    </I18nProvider>
  );
}
