import type { Currency } from './api/settings';

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

/** An amount shown in the venue's currency, e.g. '£15.00'. */
export function formatMoney(amount: string | Minor, currency: Currency, locale = 'en-GB'): string {
  const minor = typeof amount === 'string' ? (toMinor(amount) ?? 0) : amount;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
