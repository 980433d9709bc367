import type { Currency } from './api/settings';
import { LOCALES, SOURCE_LANGUAGE, type Language } from './i18n/languages';

/**
 * Money is a decimal string on the wire ('15.00') and integer minor units (pence, cents) inside any
 * arithmetic, so a price never picks up floating-point dust.
 */
export type Minor = number & { readonly __brand: 'Minor' };

/** '15' | '15.5' | '15.50' → 1550. Returns null for anything that is not a non-negative amount. */
export function toMinor(text: string): Minor | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const pounds = Number(m[1]);
  const pence = Number((m[2] ?? '').padEnd(2, '0'));
  return (pounds * 100 + pence) as Minor;
}

/** A whole count of minor units (pence, cents) from a figure already in them, e.g. a sum from head office; may be negative. */
export function minorUnits(n: number): Minor {
  return Math.round(n) as Minor;
}

/** 1550 → '15.50'. */
export function fromMinor(minor: Minor | number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount in the venue's currency as the reader's language writes it: '£15.00' / '€15.00' in English,
 * '15,00 €' in German, '€ 15,00' in Dutch. The one way money is shown (docs/i18n.md).
 */
export function formatMoney(
  amount: string | Minor,
  currency: Currency,
  language: Language = SOURCE_LANGUAGE,
): string {
  const minor = typeof amount === 'string' ? (toMinor(amount) ?? 0) : amount;
  return moneyFormat(LOCALES[language], currency).format(minor / 100);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, f);
  }
  return f;
}
