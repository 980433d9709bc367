import { CONFIGURABLE_LANES, WEEKDAYS, type Settings } from '../../../shared/api/settings';
import { SettingsUpdateBody, type SettingsUpdateInput } from '../../../shared/api/settingsUpdate';
import { fromMinor, toMinor } from '../../../shared/money';

/** SPEC §8 settings texts. */
export const SETTINGS_TOASTS = {
  saved: 'Settings Updated',
  failedTitle: 'Update Failed',
  failed: 'Failed to update settings. Please try again.',
  lanesSaved: 'Lane Names Updated',
  lanesFailed: 'Failed to update lane names. Please try again.',
} as const;

/** Lane numbers 1–10 (SPEC §9: 10 lanes are configurable). */
export const LANE_NUMBERS = Array.from({ length: CONFIGURABLE_LANES }, (_, i) => i + 1);

export type SettingsForm = SettingsUpdateInput & { laneRates: Record<string, string> };

export function formFromSettings(s: Settings): SettingsForm {
  return {
    currency: s.currency,
    defaultHourlyRate: s.defaultHourlyRate,
    laneRates: Object.fromEntries(LANE_NUMBERS.map((n) => [String(n), s.laneRates[String(n)] ?? ''])),
    businessName: s.businessName,
    contactPhone: s.contactPhone,
    timezone: s.timezone,
    operatingHours: Object.fromEntries(
      WEEKDAYS.map((d) => [d, { ...s.operatingHours[d] }]),
    ) as Settings['operatingHours'],
    backupCopyFolder: s.backupCopyFolder,
    contactRetentionMonths: s.contactRetentionMonths,
  };
}

/** '15' → '15.00' so every stored rate has SPEC's two decimals; anything unreadable is left for the check. */
function twoDecimals(text: string): string {
  const trimmed = text.trim();
  const minor = toMinor(trimmed);
  return minor === null ? trimmed : fromMinor(minor);
}

/**
 * The PUT /api/settings body, checked with the very schema the server uses: either the body or the first
 * problem's message (e.g. "defaultHourlyRate: must be an amount of at least 0 with up to two decimals").
 * A staff member's body leaves out the two settings only an admin may change (issue 18), so the server
 * keeps them whatever the form last read.
 */
export function settingsBody(
  form: SettingsForm,
  role: { admin: boolean } = { admin: true },
): { body: SettingsUpdateInput } | { problem: string } {
  const { backupCopyFolder, contactRetentionMonths, ...rest } = form;
  const candidate = {
    ...rest,
    ...(role.admin ? { backupCopyFolder, contactRetentionMonths } : {}),
    defaultHourlyRate: twoDecimals(form.defaultHourlyRate),
    laneRates: Object.fromEntries(
      Object.entries(form.laneRates).map(([lane, rate]) => [
        lane,
        rate.trim() === '' ? '' : twoDecimals(rate),
      ]),
    ),
  };
  const result = SettingsUpdateBody.safeParse(candidate);
  if (result.success) return { body: candidate };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return { problem: field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid settings') };
}
