import { z } from 'zod';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '../privacy/retention';
import { isValidTimeZone } from '../time/venueTime';
import { endpoint } from './endpoint';
import {
  CONFIGURABLE_LANES,
  ClockTime,
  Currency,
  MoneyText,
  Settings,
  WEEKDAYS,
  type DayHours,
} from './settings';

/**
 * PUT /api/settings body (issue 5): the settings object minus its id, validated before it is stored.
 * Rates are amounts of at least 0 with up to two decimals (SPEC §5: numeric, step 0.01, minimum 0); each
 * open day's opening is before its closing; the timezone is an IANA zone. A closed day keeps its times
 * (so reopening it restores them) but they must still be HH:MM.
 */
const DayHoursUpdate = z
  .object({ start: ClockTime, end: ClockTime, closed: z.boolean() })
  .refine((d: DayHours) => d.closed || d.start < d.end, {
    message: 'opening time must be before closing time',
    path: ['end'],
  });

const hoursShape = Object.fromEntries(WEEKDAYS.map((d) => [d, DayHoursUpdate])) as Record<
  (typeof WEEKDAYS)[number],
  typeof DayHoursUpdate
>;

/** A lane number 1–10 (SPEC §9 configurable lanes) as laneRates keys it. */
const LaneNumberKey = z
  .string()
  .refine((k) => /^\d{1,2}$/.test(k) && Number(k) >= 1 && Number(k) <= CONFIGURABLE_LANES, {
    message: `lane rates are keyed by lane number 1 to ${CONFIGURABLE_LANES}`,
  });

export const SettingsUpdateBody = z.object({
  currency: Currency,
  defaultHourlyRate: MoneyText,
  /** A blank rate means "use the default" and is dropped before storing. */
  laneRates: z
    .record(LaneNumberKey, z.union([MoneyText, z.literal('')]))
    .transform((rates) => Object.fromEntries(Object.entries(rates).filter(([, v]) => v !== ''))),
  businessName: z.string().trim().max(100),
  contactPhone: z.string().trim().max(40),
  timezone: z.string().refine(isValidTimeZone, { message: 'must be an IANA timezone such as Europe/London' }),
  operatingHours: z.object(hoursShape),
  /**
   * The second backup folder, as the front-desk PC names it (D:\Backups, /media/usb, \\nas\darts).
   * Optional so older clients keep working: left out, the stored folder stays. '' turns copies off.
   */
  backupCopyFolder: z.string().trim().max(500).optional(),
  /** Issue 13: left out (as the main settings form does), the stored choice is kept. */
  leaderboardEnabled: z.boolean().optional(),
  /**
   * Issue 14: whole months, 1 to 120. Optional so an older client that does not know the field cannot
   * reset a venue's choice: when absent, the stored value is kept.
   */
  contactRetentionMonths: z
    .number()
    .int('must be a whole number of months')
    .min(MIN_RETENTION_MONTHS, `must be at least ${MIN_RETENTION_MONTHS} month`)
    .max(MAX_RETENTION_MONTHS, `must be at most ${MAX_RETENTION_MONTHS} months`)
    .optional(),
});
export type SettingsUpdateBody = z.infer<typeof SettingsUpdateBody>;
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
