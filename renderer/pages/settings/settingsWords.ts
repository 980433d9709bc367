import { hoursClashText } from '../../../shared/api/settingsUpdate';
import { WEEKDAYS } from '../../../shared/api/settings';
import type { Params } from '../../../shared/i18n/catalogue';
import type { StaffKey } from '../../../shared/i18n/keys';
import type { Weekday } from '../../../shared/time/weekdays';
import type { Words } from '../../i18n/words';
import type { FormProblem } from './settingsForm';

/**
 * The settings form's own checks in the staff app's language. The form checks with the very schema the
 * server uses, whose messages are the English sentences the server refuses with ('must be a time as HH:MM');
 * each is matched back to the rule it states and worded with the field's label from the catalogue, so in
 * English it reads exactly as before. A message this does not know stays English in English and reads
 * '{field} is not valid' in any other language.
 */
export function settingsProblemText({ t, language }: Words, problem: FormProblem): string {
  const { issue, key, english } = problem;
  const clash = hoursClash(english);
  if (clash) return t('staff.check.hoursClash', { ...clash });
  const field = fieldText(t, key);
  const rule = field === null ? null : ruleOf(issue.message);
  if (field !== null && rule) return t(rule.key, { ...rule.params, field });
  if (language === 'en') return english;
  return t('staff.check.invalid', { field: field ?? key });
}

type Say = (key: StaffKey, params?: Params) => string;

/** A field by its key in the form ('operatingHours.friday.end', 'laneRates.3', 'laneNames.2'), as its label. */
export function fieldText(t: Say, key: string): string | null {
  const [top, second, part] = key.split('.');
  if (top === 'laneRates' && second !== undefined) return t('staff.field.laneRate', { lane: second });
  if (top === 'laneNames' && second !== undefined) return t('staff.field.laneName', { lane: second });
  if (top === 'operatingHours' && second !== undefined && isWeekday(second))
    return t('staff.field.day', { weekday: second, part: part ?? 'hours' });
  return top !== undefined && second === undefined && TOP_LEVEL.has(top)
    ? t('staff.field', { field: top })
    : null;
}

const TOP_LEVEL = new Set([
  'businessName',
  'town',
  'contactPhone',
  'currency',
  'timezone',
  'defaultHourlyRate',
  'laneRates',
  'operatingHours',
  'backupCopyFolder',
  'leaderboardEnabled',
  'contactRetentionMonths',
  'language',
]);

const isWeekday = (text: string): text is Weekday => (WEEKDAYS as readonly string[]).includes(text);

/** The schemas' messages (shared/api/settingsUpdate.ts, settings.ts, lanes.ts), each with its key. */
const RULES: readonly { pattern: RegExp; key: StaffKey; params?: (m: RegExpExecArray) => Params }[] = [
  { pattern: /^must be a time as HH:MM$/, key: 'staff.check.time' },
  {
    pattern: /^must be an amount of at least 0 with up to two decimals$/,
    key: 'staff.check.amount',
  },
  {
    pattern: /^must be at most (\d+) characters$/,
    key: 'staff.check.maxLength',
    params: (m) => ({ max: Number(m[1]) }),
  },
  { pattern: /^must be an IANA timezone such as Europe\/London$/, key: 'staff.check.timezone' },
  {
    pattern: /^must be one of (.+)$/,
    key: 'staff.check.oneOf',
    params: (m) => ({ options: m[1] ?? '' }),
  },
  { pattern: /^must be a whole number of months$/, key: 'staff.check.wholeMonths' },
  {
    pattern: /^must be at least (\d+) months?$/,
    key: 'staff.check.minMonths',
    params: (m) => ({ min: Number(m[1]) }),
  },
  {
    pattern: /^must be at most (\d+) months?$/,
    key: 'staff.check.maxMonths',
    params: (m) => ({ max: Number(m[1]) }),
  },
  { pattern: /^must be text$/, key: 'staff.check.text' },
];

function ruleOf(message: string): { key: StaffKey; params: Params } | null {
  for (const rule of RULES) {
    const m = rule.pattern.exec(message);
    if (m) return { key: rule.key, params: rule.params?.(m) ?? {} };
  }
  return null;
}

/** Two days' hours that clash, read back from the schema's sentence (and only if it is that sentence). */
function hoursClash(english: string): { day: Weekday; next: Weekday; closes: string; opens: string } | null {
  const m =
    /^([A-Z][a-z]+) closes at (\d\d:\d\d) on ([A-Z][a-z]+) morning, after \3 opens at (\d\d:\d\d)\./.exec(
      english,
    );
  if (!m) return null;
  const day = m[1]?.toLowerCase() ?? '';
  const next = m[3]?.toLowerCase() ?? '';
  if (!isWeekday(day) || !isWeekday(next)) return null;
  const clash = { day, next, closes: m[2] ?? '', opens: m[4] ?? '' };
  return hoursClashText(clash) === english ? clash : null;
}
