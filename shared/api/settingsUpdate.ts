import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { hoursClash, weekdayLabel, type HoursClash } from '../time/weeklyHours';
import { nameFields, sentence } from './errors';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '../privacy/retention';
import { isValidTimeZone } from '../time/venueTime';
import { endpoint } from './endpoint';
import { CONFIGURABLE_LANES, CURRENCIES, ClockTime, MoneyText, Settings, WEEKDAYS } from './settings';

/**
 * PUT /api/settings body: the settings object minus its id, validated before it is stored.
 * Rates are amounts of at least 0 with up to two decimals (numeric, step 0.01, minimum 0); the
 * timezone is an IANA zone. A closing time at or before the opening time means the next day
 * (docs/behaviour.md#operating-hours, shared/booking/hours.ts), so every pair of HH:MM times is a valid day;
 * hours that run past midnight must close by the time the next day opens. A closed day keeps its times (so
 * reopening it restores them) but they must still be HH:MM. Refusals name the field as the settings page
 * labels it (SETTINGS_FIELD_WORDS).
 */
/** The longest town the settings page takes (a town's name, not an address). */
export const MAX_TOWN_LENGTH = 80;

const DayHoursUpdate = z.object({ start: ClockTime, end: ClockTime, closed: z.boolean() });

const hoursShape = Object.fromEntries(WEEKDAYS.map((d) => [d, DayHoursUpdate])) as Record<
  (typeof WEEKDAYS)[number],
  typeof DayHoursUpdate
>;

/** The sentence a clash of two days' hours is refused with, set beside the first day's closing time. */
export function hoursClashText(clash: HoursClash): string {
  const day = weekdayLabel(clash.day);
  const next = weekdayLabel(clash.next);
  return sentence(
    `${day} closes at ${clash.closes} on ${next} morning, after ${next} opens at ${clash.opens}. Close ${day} by ${clash.opens} or open ${next} later.`,
  );
}

const OperatingHoursUpdate = z.object(hoursShape).superRefine((hours, ctx) => {
  const clash = hoursClash(hours, WEEKDAYS);
  if (clash) ctx.addIssue({ code: 'custom', path: [clash.day, 'end'], message: hoursClashText(clash) });
});

/** A lane number 1–10 (the configurable lanes) as laneRates keys it. */
const LaneNumberKey = z
  .string()
  .refine((k) => /^\d{1,2}$/.test(k) && Number(k) >= 1 && Number(k) <= CONFIGURABLE_LANES, {
    message: `lane rates are keyed by lane number 1 to ${CONFIGURABLE_LANES}`,
  });

export const SettingsUpdateBody = z.object({
  currency: z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` }),
  defaultHourlyRate: MoneyText,
  /** A blank rate means "use the default" and is dropped before storing. */
  laneRates: z
    .record(LaneNumberKey, z.union([MoneyText, z.literal('')]))
    .transform((rates) => Object.fromEntries(Object.entries(rates).filter(([, v]) => v !== ''))),
  businessName: z.string().trim().max(100, 'must be at most 100 characters'),
  /**
   * The venue's town, shown beside its name on the booking pages; '' leaves it unshown. Optional
   * so an older client that does not know the field cannot clear it: when absent, the stored town is kept.
   */
  town: z.string().trim().max(MAX_TOWN_LENGTH, `must be at most ${MAX_TOWN_LENGTH} characters`).optional(),
  contactPhone: z.string().trim().max(40, 'must be at most 40 characters'),
  timezone: z.string().refine(isValidTimeZone, { message: 'must be an IANA timezone such as Europe/London' }),
  operatingHours: OperatingHoursUpdate,
  /**
   * The second backup folder, as the front-desk PC names it (D:\Backups, /media/usb, \\nas\darts).
   * Optional so older clients keep working: left out, the stored folder stays. '' turns copies off.
   */
  backupCopyFolder: z.string().trim().max(500, 'must be at most 500 characters').optional(),
  /** Left out (as the main settings form does), the stored choice is kept. */
  leaderboardEnabled: z.boolean().optional(),
  /**
   * Whole months, 1 to 120. Optional so an older client that does not know the field cannot
   * reset a venue's choice: when absent, the stored value is kept.
   */
  contactRetentionMonths: z
    .number()
    .int('must be a whole number of months')
    .min(MIN_RETENTION_MONTHS, `must be at least ${MIN_RETENTION_MONTHS} month`)
    .max(MAX_RETENTION_MONTHS, `must be at most ${MAX_RETENTION_MONTHS} months`)
    .optional(),
  /** The venue's language. Optional so an older client cannot reset it: when absent, the stored one stays. */
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }).optional(),
});
export type SettingsUpdateBody = z.infer<typeof SettingsUpdateBody>;

/** The settings page's label of each top-level field: what a refusal calls it. */
const TOP_LEVEL_WORDS: Record<keyof SettingsUpdateBody, string> = {
  businessName: 'Business Name',
  town: 'Town',
  contactPhone: 'Contact Phone',
  currency: 'Currency',
  timezone: 'Timezone',
  defaultHourlyRate: 'Default Hourly Rate',
  laneRates: 'Lane rates',
  operatingHours: 'Operating Hours',
  backupCopyFolder: 'Second backup folder',
  leaderboardEnabled: 'Leaderboard',
  contactRetentionMonths: 'Data Retention',
  language: 'Language',
};

/**
 * A settings field by its path in the body, in the venue's words: ['operatingHours', 'friday', 'end'] →
 * 'Friday closing time', ['laneRates', '3'] → 'Lane 3 Rate'. Null for a path the page has no field for.
 */
export function settingsFieldWords(path: readonly PropertyKey[]): string | null {
  const [top, key, part] = path.map(String);
  if (top === 'laneRates' && key !== undefined) return `Lane ${key} Rate`;
  if (top === 'operatingHours' && key !== undefined && (WEEKDAYS as readonly string[]).includes(key)) {
    const day = weekdayLabel(key as (typeof WEEKDAYS)[number]);
    if (part === 'start') return `${day} opening time`;
    if (part === 'end') return `${day} closing time`;
    if (part === 'closed') return `${day} closed`;
    return `${day} hours`;
  }
  return top !== undefined && top in TOP_LEVEL_WORDS
    ? TOP_LEVEL_WORDS[top as keyof SettingsUpdateBody]
    : null;
}
nameFields(SettingsUpdateBody, settingsFieldWords);
export type SettingsUpdateInput = z.input<typeof SettingsUpdateBody>;

/** The settings area of the endpoint table (shared/api/table.ts). */
export const settingsEndpoints = {
  get: endpoint({ method: 'get', path: '/api/settings', door: 'lan', access: 'staff', response: Settings }),
  /** Two of the fields are an admin's to change (ADMIN_SETTINGS); the rest are any staff member's. */
  update: endpoint({
    method: 'put',
    path: '/api/settings',
    door: 'lan',
    access: 'staff',
    body: SettingsUpdateBody,
    response: Settings,
  }),
};
