import { useMemo } from 'react';
import type { Currency } from '../../shared/api/settings';
import { formatDateTime, formatNumber, formatPercent, formatShortDay } from '../../shared/i18n/format';
import { formatMoney, minorUnits } from '../../shared/money';
import { useLanguage } from '../../renderer/i18n/I18nProvider';
import { lastDayOf } from './period';

/** Head office's figures as its reader's language writes them (shared/i18n/format.ts and formatMoney). */
export function useHubFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      money: (minor: number, currency: Currency) => formatMoney(minorUnits(minor), currency, language),
      count: (n: number) => formatNumber(n, language),
      /** A 3-dart average: two decimals. */
      decimal: (n: number) => formatNumber(n, language, 2),
      hours: (n: number) => formatNumber(n, language, Number.isInteger(n) ? 0 : 1),
      percent: (n: number | null) => (n === null ? '–' : formatPercent(n, language)),
      day: (date: string, withYear = true) => formatShortDay(date, language, withYear),
      /** An instant in the venue's zone (head office's alerts and link health). */
      instant: (at: string, zone: string) => formatDateTime(at, zone, language),
      range: (period: { from: string; until: string }) => {
        const last = lastDayOf(period);
        return last === period.from
          ? formatShortDay(period.from, language)
          : `${formatShortDay(period.from, language)} – ${formatShortDay(last, language)}`;
      },
    }),
    [language],
  );
}
export type HubFormat = ReturnType<typeof useHubFormat>;
