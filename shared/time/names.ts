/**
 * English day and month names, written out rather than asked of Intl: old TV browsers (Chromium 53) and
 * Node can word Intl dates differently, and the venue's screens must agree. Indexed as Date does.
 */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
