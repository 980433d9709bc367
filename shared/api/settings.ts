import * as z from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import { DEFAULT_RETENTION_MONTHS } from '../privacy/retention';
import { WEEKDAYS } from '../time/weekdays';

export { WEEKDAYS };

/*
 * Written with zod/mini: the booking page's slim build reads the venue's public settings with these
 * (docs/architecture.md); the server and the staff app compose them into classic schemas as they are.
 */

/** Weekday names as operating hours key them (shared/time/weekdays.ts). */
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

/** 24-hour wall-clock time in the venue's zone. */
export const ClockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM'));

export const DayHours = z.object({ start: ClockTime, end: ClockTime, closed: z.boolean() });
export type DayHours = z.infer<typeof DayHours>;

export const OperatingHours = z.object({
  sunday: DayHours,
  monday: DayHours,
  tuesday: DayHours,
  wednesday: DayHours,
  thursday: DayHours,
  friday: DayHours,
  saturday: DayHours,
});
export type OperatingHours = z.infer<typeof OperatingHours>;

/** Money as a decimal string with two places, e.g. '15.00'. */
export const MoneyText = z
  .string()
  .check(z.regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount of at least 0 with up to two decimals'));

export const Settings = z.object({
  id: z.string(),
  currency: Currency,
  defaultHourlyRate: z.string(),
  laneRates: z.record(z.string(), z.string()),
  businessName: z.string(),
  /** Where the venue is: the group's booking page lists it beside the name. '' = not set. */
  town: z.string(),
  contactPhone: z.string(),
  timezone: z.string(),
  operatingHours: OperatingHours,
  /**
   * Folder each backup is also copied to (USB stick, network share); '' = none
   * (docs/operations.md#backups-and-copies-to-a-second-folder).
   */
  backupCopyFolder: z.string(),
  /** Tonight's leaderboard shows on the TV venue view (staff can turn it off). */
  leaderboardEnabled: z.boolean(),
  /** Months a booking keeps its customer's name, phone and e-mail (shared/privacy/retention.ts). */
  contactRetentionMonths: z.int(),
  /** The venue's language: the staff app, the TV and the lane tablets speak it (docs/i18n.md). */
  language: z.enum(LANGUAGES),
});
export type Settings = z.infer<typeof Settings>;

/**
 * The settings' defaults (docs/behaviour.md#settings): GBP, 15.00, Europe/London, Mon–Sat 09:00–23:00, Sun
 * 10:00–22:00.
 */
export const DEFAULT_OPERATING_HOURS: OperatingHours = {
  sunday: { start: '10:00', end: '22:00', closed: false },
  monday: { start: '09:00', end: '23:00', closed: false },
  tuesday: { start: '09:00', end: '23:00', closed: false },
  wednesday: { start: '09:00', end: '23:00', closed: false },
  thursday: { start: '09:00', end: '23:00', closed: false },
  friday: { start: '09:00', end: '23:00', closed: false },
  saturday: { start: '09:00', end: '23:00', closed: false },
};

export const DEFAULT_SETTINGS: Omit<Settings, 'id'> = {
  currency: 'GBP',
  defaultHourlyRate: '15.00',
  laneRates: {},
  businessName: 'Doubletop Darts',
  town: '',
  contactPhone: '',
  timezone: 'Europe/London',
  operatingHours: DEFAULT_OPERATING_HOURS,
  backupCopyFolder: '',
  leaderboardEnabled: true,
  contactRetentionMonths: DEFAULT_RETENTION_MONTHS,
  language: 'en',
};

/** The number of configurable lanes (names, calendar columns). */
export const CONFIGURABLE_LANES = 10;
