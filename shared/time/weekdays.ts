/**
 * The days of the venue's week as its operating hours name them, sunday to saturday. A module with no
 * imports, so the time maths and the settings contract (shared/api/settings.ts) both read it.
 */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
