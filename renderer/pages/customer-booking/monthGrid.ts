import { LOCALES, type Language } from '../../../shared/i18n/languages';

/**
 * A month as the booking page and the staff calendar draw it: weeks starting Monday, each day a 'YYYY-MM-DD'
 * string, with null padding before the 1st and after the last day. Pure date arithmetic in UTC, so the
 * browser's own timezone can never shift a day.
 */
export interface MonthRef {
  year: number;
  /** 1–12. */
  month: number;
}

export function monthOf(date: string): MonthRef {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function shiftMonth({ year, month }: MonthRef, by: number): MonthRef {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dayText(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function monthWeeks({ year, month }: MonthRef): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 = Sunday; Monday-first puts Sunday last.
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(dayText(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The column headings, Monday first, as the language abbreviates them: 'Mon' … 'Sun', 'Mo' … 'So',
 * 'ma' … 'zo'. 2026-06-01 is a Monday.
 */
export function weekdayHeadings(language: Language): string[] {
  const f = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', weekday: 'short' });
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2026, 5, 1 + i))).replace(/\.$/, ''));
}
