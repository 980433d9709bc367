/**
 * The languages Doubletop speaks (docs/i18n.md). A fourth language is one more code here and one more
 * catalogue file per audience in shared/i18n/catalogues/; the compiler then names every catalogue it lacks.
 */
export const LANGUAGES = ['en', 'de', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language everything falls back to, and the one the product's own texts (docs/behaviour.md) are written in. */
export const SOURCE_LANGUAGE: Language = 'en';

/** How each language writes dates, times, numbers and money (a BCP-47 locale for Intl). */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  de: 'de-DE',
  nl: 'nl-NL',
};

/** Each language named in itself, for a switch a reader of any language can use. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to speak to a person, from what they prefer: an Accept-Language header
 * ('nl-BE,nl;q=0.9,en;q=0.8') or a browser's navigator.languages (['de-AT', 'en']). The first preference
 * (by q, then by order) whose primary subtag we speak wins; `fallback` when none does.
 */
export function pickLanguage(
  preferences: string | readonly string[] | null | undefined,
  fallback: Language = SOURCE_LANGUAGE,
): Language {
  for (const tag of ranked(preferences)) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return fallback;
}

function ranked(preferences: string | readonly string[] | null | undefined): string[] {
  if (!preferences) return [];
  if (typeof preferences !== 'string') return preferences.map((tag) => tag.trim());
  return preferences
    .split(',')
    .map((part, order) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((p) => p.tag !== '' && p.tag !== '*' && Number.isFinite(p.q) && p.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((p) => p.tag);
}
