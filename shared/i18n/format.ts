import { longDay, venueClock, venueDay } from '../time/display';
import { LOCALES, SOURCE_LANGUAGE, type Language } from './languages';

/**
 * Dates, times and numbers as a reader's language writes them, through Intl with the venue's time zone
 * (docs/i18n.md, 'Formats'). Money is formatMoney in shared/money.ts. Every screen, e-mail and calendar
 * file formats through these, never by building strings.
 *
 * Times are 24-hour in every language Doubletop speaks: venues in Britain, Germany and the Netherlands all
 * write '18:30' on their boards and tickets.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as F;
}

/** '18:30': the wall-clock time of an instant at the venue (24-hour in every language). */
export function formatTime(instant: Date | string, zone: string): string {
  return venueClock(instant, zone);
}

/**
 * A 'YYYY-MM-DD' venue day written long: 'Wednesday 10 June 2026', 'Mittwoch, 10. Juni 2026',
 * 'woensdag 10 juni 2026'. English is spelled out by hand (shared/time/display.ts: Node and old
 * browsers must name a day identically, and the product's English texts depend on it); other languages ask Intl.
 */
export function formatLongDay(date: string, language: Language = SOURCE_LANGUAGE): string {
  if (language === SOURCE_LANGUAGE) return longDay(date);
  const [y, m, d] = date.split('-').map(Number);
  const f = cached(
    `long-day ${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  );
  return f.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** An instant as the venue reads it, long: 'Wednesday 10 June 2026, 18:30' / 'Mittwoch, 10. Juni 2026, 18:30'. */
export function formatDateTime(
  instant: Date | string,
  zone: string,
  language: Language = SOURCE_LANGUAGE,
): string {
  return `${formatLongDay(venueDay(instant, zone), language)}, ${venueClock(instant, zone)}`;
}

/** A month heading: 'June 2026', 'Juni 2026', 'juni 2026'. */
export function formatMonth(year: number, month: number, language: Language = SOURCE_LANGUAGE): string {
  const f = cached(
    `month ${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  );
  return f.format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * A figure with a fixed number of decimals as the language writes it: a 3-dart average 45.67 in English,
 * 45,67 in German and Dutch; 1,234 / 1.234 for thousands.
 */
export function formatNumber(value: number, language: Language = SOURCE_LANGUAGE, decimals = 0): string {
  const f = cached(
    `number ${language} ${decimals}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  );
  return f.format(value);
}

/** A 'YYYY-MM-DD' day written short, for a chart's axis or a range: '27 Nov 2026', '27. Nov. 2026', '27 nov 2026'. */
export function formatShortDay(date: string, language: Language = SOURCE_LANGUAGE, withYear = true): string {
  const [y, m, d] = date.split('-').map(Number);
  const f = cached(
    `short-day ${language} ${withYear ? 'year' : 'no year'}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
  );
  return f.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** A percentage given as 0–100 with one decimal: '42.5%' in English, '42,5 %' in German and Dutch. */
export function formatPercent(value: number, language: Language = SOURCE_LANGUAGE): string {
  const f = cached(
    `percent ${language}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
  );
  return f.format(value / 100);
}

/**
 * A weekday's name as the language writes it: 'Tuesday', 'Dienstag', 'dinsdag'. 0 is Sunday, as in the
 * venue's WEEKDAYS (shared/time/weekdays.ts).
 */
export function formatWeekday(sundayFirst: number, language: Language = SOURCE_LANGUAGE): string {
  const f = cached(
    `weekday ${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', weekday: 'long' }),
  );
  // 7 January 2024 was a Sunday.
  return f.format(new Date(Date.UTC(2024, 0, 7 + sundayFirst)));
}
