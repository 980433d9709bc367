import { issueText } from '../../../shared/api/errors';
import type { Issue } from '../../../shared/api/issueWords';
import { UpdateLaneBody, type Lane } from '../../../shared/api/lanes';
import { CONFIGURABLE_LANES, WEEKDAYS, type Settings } from '../../../shared/api/settings';
import {
  SettingsUpdateBody,
  settingsFieldWords,
  type SettingsUpdateInput,
} from '../../../shared/api/settingsUpdate';
import { fromMinor, toMinor } from '../../../shared/money';

/** Lane numbers 1–10 (10 lanes are configurable). */
export const LANE_NUMBERS = Array.from({ length: CONFIGURABLE_LANES }, (_, i) => i + 1);

export type SettingsForm = SettingsUpdateInput & { laneRates: Record<string, string>; town: string };

export function formFromSettings(s: Settings): SettingsForm {
  return {
    currency: s.currency,
    defaultHourlyRate: s.defaultHourlyRate,
    laneRates: Object.fromEntries(LANE_NUMBERS.map((n) => [String(n), s.laneRates[String(n)] ?? ''])),
    businessName: s.businessName,
    town: s.town,
    contactPhone: s.contactPhone,
    timezone: s.timezone,
    operatingHours: Object.fromEntries(
      WEEKDAYS.map((d) => [d, { ...s.operatingHours[d] }]),
    ) as Settings['operatingHours'],
    backupCopyFolder: s.backupCopyFolder,
    contactRetentionMonths: s.contactRetentionMonths,
    language: s.language,
  };
}

/** '15' → '15.00' so every stored rate has two decimals; anything unreadable is left for the check. */
function twoDecimals(text: string): string {
  const trimmed = text.trim();
  const minor = toMinor(trimmed);
  return minor === null ? trimmed : fromMinor(minor);
}

/**
 * What is wrong with the form, by field: the field's path in the PUT body ('operatingHours.friday.end',
 * 'laneRates.3', 'laneNames.2' for a lane's name) to the sentence shown beside it, in the venue's words
 * ('Friday closing time must be a time as HH:MM'). '' holds a problem no one field owns.
 */
export type FieldProblems = Record<string, string>;

/**
 * One of the form's own problems before it is worded: the key it is shown under (as FieldProblems keys it),
 * the schema's issue, and the English sentence the server would refuse it with.
 */
export interface FormProblem {
  key: string;
  issue: Issue;
  english: string;
}

/** Words a problem for the screen (settingsWords.ts in the staff app's language); English by default. */
export type WordProblem = (problem: FormProblem) => string;

const inEnglish: WordProblem = (problem) => problem.english;

/**
 * The PUT /api/settings body, checked with the very schema the server uses: either the body or every field's
 * first problem, each worded as the server would word it, so the page can show each beside its field and keep
 * every other edit. A staff member's body leaves out the two settings only an admin may change, so the server
 * keeps them whatever the form last read.
 */
export function settingsBody(
  form: SettingsForm,
  role: { admin: boolean } = { admin: true },
  word: WordProblem = inEnglish,
): { body: SettingsUpdateInput } | { problems: FieldProblems } {
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
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    problems[key] ??= word({ key, issue, english: issueText(issue, SettingsUpdateBody) });
  }
  return { problems };
}

/**
 * The lane renames Save Settings sends (one PUT /api/lanes/{id} per lane whose name changed), or each bad
 * name's problem under 'laneNames.{n}'. Lane names are saved with the rest of the page (names typed and then
 * 'Save Settings' were once dropped).
 */
export function laneNameChanges(
  lanes: readonly Pick<Lane, 'id' | 'number' | 'name'>[],
  names: Record<number, string>,
  word: WordProblem = inEnglish,
): { changes: { id: number; name: string }[] } | { problems: FieldProblems } {
  const changes: { id: number; name: string }[] = [];
  const problems: FieldProblems = {};
  for (const n of LANE_NUMBERS) {
    const lane = lanes.find((l) => l.number === n);
    const typed = names[n];
    if (!lane || typed === undefined) continue;
    const checked = UpdateLaneBody.safeParse({ name: typed });
    if (!checked.success) {
      const issue = checked.error.issues[0] ?? { path: [], message: 'is not valid' };
      const key = `laneNames.${n}`;
      problems[key] = word({ key, issue, english: `Lane ${n} name ${issue.message}` });
      continue;
    }
    const name = typed.trim();
    if (name !== lane.name) changes.push({ id: lane.id, name });
  }
  return Object.keys(problems).length > 0 ? { problems } : { changes };
}

/** The lane names as the form starts them: each configurable lane's stored name. */
export function namesFromLanes(lanes: readonly Pick<Lane, 'number' | 'name'>[]): Record<number, string> {
  return Object.fromEntries(LANE_NUMBERS.map((n) => [n, lanes.find((l) => l.number === n)?.name ?? '']));
}

/** Every path the settings form has a field for, so a server refusal can be set beside its field. */
const FORM_PATHS: string[][] = [
  ['businessName'],
  ['town'],
  ['contactPhone'],
  ['currency'],
  ['timezone'],
  ['language'],
  ['defaultHourlyRate'],
  ...LANE_NUMBERS.map((n) => ['laneRates', String(n)]),
  ...WEEKDAYS.flatMap((d) => [
    ['operatingHours', d, 'start'],
    ['operatingHours', d, 'end'],
  ]),
  ['backupCopyFolder'],
  ['contactRetentionMonths'],
];

/** Whether the form shows a problem with this key beside a field of its own (else the save bar shows it). */
export function hasOwnField(key: string): boolean {
  return FORM_PATHS.some((path) => path.join('.') === key) || /^laneNames\.(10|[1-9])$/.test(key);
}

/**
 * The field a server refusal is about: the field the server names (`field`, the path of a request that did
 * not parse: the same in every language), else read from the English words it starts with ('Friday closing
 * time must …', 'Friday closes at 02:00 on Saturday morning, …'); '' when it names no field (a 403, a server
 * down).
 */
export function problemsFromServer(message: string, field?: string): FieldProblems {
  if (field !== undefined && hasOwnField(field)) return { [field]: message };
  for (const path of FORM_PATHS) {
    const words = settingsFieldWords(path);
    if (words && (message.startsWith(`${words} `) || message.startsWith(`${words}:`))) {
      return { [path.join('.')]: message };
    }
  }
  const clash = /^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) closes at /.exec(message);
  if (clash?.[1]) return { [`operatingHours.${clash[1].toLowerCase()}.end`]: message };
  return { '': message };
}

/**
 * The timezone list: every IANA zone this browser knows (Intl.supportedValuesOf), the venue's current zone
 * first so the usual choice is at hand, each zone once. The server still checks the zone.
 */
export function timezoneChoices(current: string, supported: readonly string[]): string[] {
  const rest = supported.filter((zone) => zone !== current);
  return current.trim() === '' ? [...rest] : [current, ...rest];
}

/** The zones the browser knows, or none on one too old to say (the field then takes typed text). */
export function supportedTimezones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}
