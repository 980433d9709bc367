import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import { wordsOf, type Params } from '../../../shared/i18n/catalogue';
import type { MessageKey } from '../../../shared/i18n/keys';
import type { Language } from '../../../shared/i18n/languages';
import de from '../../../shared/i18n/catalogues/staff/de?messages';
import en from '../../../shared/i18n/catalogues/staff/en?messages';
import nl from '../../../shared/i18n/catalogues/staff/nl?messages';
import type { Words } from '../../i18n/words';
import {
  formFromSettings,
  laneNameChanges,
  settingsBody,
  type FieldProblems,
  type SettingsForm,
} from './settingsForm';
import { settingsProblemText } from './settingsWords';

const CATALOGUES = { en, de, nl };
const wordsIn = (language: Language): Words => ({
  t: (key: MessageKey, params?: Params) => wordsOf(CATALOGUES[language], key, params),
  language,
});

const form = formFromSettings({ ...DEFAULT_SETTINGS, id: 's', laneRates: {} });
const hours = form.operatingHours;

/** Every check the settings form makes, each by the change that trips it. */
const CHECKS: [string, Partial<SettingsForm>][] = [
  ['a currency not offered', { currency: 'XYZ' as SettingsForm['currency'] }],
  ['a negative default rate', { defaultHourlyRate: '-1' }],
  ['a lane rate that is not an amount', { laneRates: { ...form.laneRates, '3': 'ten' } }],
  ['a long business name', { businessName: 'x'.repeat(101) }],
  ['a long town', { town: 'x'.repeat(81) }],
  ['a long phone', { contactPhone: 'x'.repeat(41) }],
  ['an unknown timezone', { timezone: 'Nowhere/Else' }],
  [
    'an opening time that is not a time',
    { operatingHours: { ...hours, friday: { ...hours.friday, start: '9am' } } },
  ],
  [
    'a closing time that is not a time',
    { operatingHours: { ...hours, sunday: { ...hours.sunday, end: '25:00' } } },
  ],
  [
    "a night past the next day's opening",
    { operatingHours: { ...hours, monday: { start: '12:00', end: '10:00', closed: false } } },
  ],
  ['a long backup folder', { backupCopyFolder: 'x'.repeat(501) }],
  ['part of a month', { contactRetentionMonths: 1.5 }],
  ['no months', { contactRetentionMonths: 0 }],
  ['too many months', { contactRetentionMonths: 121 }],
  ['a language not spoken', { language: 'fr' as SettingsForm['language'] }],
];

function problemsOf(change: Partial<SettingsForm>, words?: Words): FieldProblems {
  const word = words
    ? (p: Parameters<typeof settingsProblemText>[1]) => settingsProblemText(words, p)
    : undefined;
  const result = settingsBody({ ...form, ...change }, { admin: true }, word);
  return 'problems' in result ? result.problems : {};
}

const LANES = [{ id: 7, number: 2, name: 'Lane 2' }];
function laneProblems(words?: Words): FieldProblems {
  const word = words
    ? (p: Parameters<typeof settingsProblemText>[1]) => settingsProblemText(words, p)
    : undefined;
  const result = laneNameChanges(LANES, { 2: 'x'.repeat(200) }, word);
  return 'problems' in result ? result.problems : {};
}

describe('settingsProblemText: the settings form’s checks in the staff app’s language', () => {
  it.each(CHECKS)('%s reads in English exactly as the server words it', (_rule, change) => {
    const english = problemsOf(change);
    expect(Object.keys(english)).toHaveLength(1);
    expect(problemsOf(change, wordsIn('en'))).toEqual(english);
  });

  it.each(CHECKS)('%s has German and Dutch words of its own', (_rule, change) => {
    const english = Object.values(problemsOf(change))[0] ?? '';
    for (const language of ['de', 'nl'] as const) {
      const worded = Object.values(problemsOf(change, wordsIn(language)))[0] ?? '';
      expect(worded).not.toBe(english);
      expect(worded).not.toMatch(/\bmust\b|\bis not valid\b|closing time|opening time|Rate\b/);
    }
  });

  it('a lane name too long, in each language', () => {
    expect(laneProblems(wordsIn('en'))).toEqual(laneProblems());
    expect(laneProblems()).toEqual({ 'laneNames.2': 'Lane 2 name must be at most 40 characters' });
    expect(laneProblems(wordsIn('de'))).toEqual({
      'laneNames.2': 'Name von Bahn 2 darf höchstens 40 Zeichen lang sein',
    });
    expect(laneProblems(wordsIn('nl'))).toEqual({
      'laneNames.2': 'Naam van baan 2 mag hooguit 40 tekens lang zijn',
    });
  });

  it('names the day and its part as each language does', () => {
    const change = { operatingHours: { ...hours, friday: { ...hours.friday, start: '9am' } } };
    expect(problemsOf(change, wordsIn('de'))).toEqual({
      'operatingHours.friday.start': 'Öffnungszeit am Freitag muss eine Uhrzeit im Format HH:MM sein',
    });
    const clash = { operatingHours: { ...hours, monday: { start: '12:00', end: '10:00', closed: false } } };
    expect(Object.values(problemsOf(clash, wordsIn('de')))[0]).toBe(
      'Am Montag schließt das Lokal um 10:00 am Dienstagmorgen, nachdem es am Dienstag um 09:00 öffnet. Schließen Sie am Montag bis 09:00 oder öffnen Sie am Dienstag später.',
    );
  });

  it('keeps a message it does not know in English, and says "not valid" in another language', () => {
    const problem = {
      key: 'contactRetentionMonths',
      issue: { path: [], message: 'Invalid input' },
      english: 'Data Retention: Invalid input',
    };
    expect(settingsProblemText(wordsIn('en'), problem)).toBe('Data Retention: Invalid input');
    expect(settingsProblemText(wordsIn('de'), problem)).toBe('Aufbewahrung der Daten ist nicht gültig');
  });
});
