import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import {
  formFromSettings,
  hasOwnField,
  laneNameChanges,
  namesFromLanes,
  problemsFromServer,
  settingsBody,
  timezoneChoices,
} from './settingsForm';

const form = formFromSettings({ ...DEFAULT_SETTINGS, id: 's', laneRates: { '2': '20.00' } });

describe('settings form (the settings rules)', () => {
  it('shows a rate box for each of the 10 lanes, blank where the default applies', () => {
    expect(Object.keys(form.laneRates)).toHaveLength(10);
    expect(form.laneRates).toMatchObject({ '1': '', '2': '20.00' });
  });

  it.each([
    ['whole amounts gain two decimals', { defaultHourlyRate: '15' }, { defaultHourlyRate: '15.00' }],
    ['the town is sent with the rest', { town: 'Ashford' }, { town: 'Ashford' }],
    ['one decimal gains a second', { defaultHourlyRate: '12.5' }, { defaultHourlyRate: '12.50' }],
  ])('%s', (_rule, change, expected) => {
    const result = settingsBody({ ...form, ...change });
    expect('body' in result ? result.body : result.problems).toMatchObject(expected);
  });

  // Every bad field is named in the venue's words, under its own key, so each shows beside it.
  it.each([
    ['a negative rate', { defaultHourlyRate: '-1' }, 'defaultHourlyRate', /^Default Hourly Rate must be/],
    [
      'a rate with three decimals',
      { defaultHourlyRate: '1.234' },
      'defaultHourlyRate',
      /^Default Hourly Rate/,
    ],
    [
      'a lane rate that is not a number',
      { laneRates: { ...form.laneRates, '3': 'ten' } },
      'laneRates.3',
      /^Lane 3 Rate must be/,
    ],
    ['an unknown timezone', { timezone: 'Nowhere/Else' }, 'timezone', /^Timezone must be an IANA timezone/],
    [
      'a long business name',
      { businessName: 'x'.repeat(101) },
      'businessName',
      /^Business Name must be at most 100/,
    ],
    ['a long town', { town: 'x'.repeat(81) }, 'town', /^Town must be at most 80 characters$/],
  ])('refuses %s beside its field', (_rule, change, key, message) => {
    const result = settingsBody({ ...form, ...change });
    const problems = 'problems' in result ? result.problems : {};
    expect(Object.keys(problems)).toEqual([key]);
    expect(problems[key]).toMatch(message);
  });

  it('names every bad field at once, not only the first', () => {
    const result = settingsBody({
      ...form,
      defaultHourlyRate: '-1',
      timezone: 'Nowhere/Else',
      operatingHours: { ...form.operatingHours, friday: { start: '9am', end: '01:00', closed: false } },
    });
    expect(Object.keys('problems' in result ? result.problems : {}).sort()).toEqual([
      'defaultHourlyRate',
      'operatingHours.friday.start',
      'timezone',
    ]);
  });

  // A closing time at or before the opening time is the next morning.
  it.each([
    ['Friday 12:00–01:00 is accepted', { start: '12:00', end: '01:00', closed: false }, null],
    ['equal times (24 hours) are accepted', { start: '09:00', end: '09:00', closed: false }, null],
    [
      'a night past Saturday’s 09:00 opening is refused beside Friday’s closing time',
      { start: '12:00', end: '10:00', closed: false },
      'Friday closes at 10:00 on Saturday morning, after Saturday opens at 09:00. Close Friday by 09:00 or open Saturday later.',
    ],
    ['a closed day is never refused for its times', { start: '12:00', end: '10:00', closed: true }, null],
  ])('%s', (_rule, friday, problem) => {
    const result = settingsBody({ ...form, operatingHours: { ...form.operatingHours, friday } });
    expect('problems' in result ? result.problems['operatingHours.friday.end'] : null).toBe(problem);
  });
});

describe('a server refusal goes beside the field it names', () => {
  it.each([
    ['Friday closing time must be a time as HH:MM', 'operatingHours.friday.end'],
    ['Lane 10 Rate must be an amount of at least 0 with up to two decimals', 'laneRates.10'],
    ['Lane 1 Rate must be an amount', 'laneRates.1'],
    ['Timezone must be an IANA timezone such as Europe/London', 'timezone'],
    ['Town must be at most 80 characters', 'town'],
    ['Monday closes at 10:00 on Tuesday morning, after Tuesday opens at 09:00.', 'operatingHours.monday.end'],
    ["Only an admin can change how long customers' contact details are kept.", ''],
  ])('%s', (message, key) => {
    expect(problemsFromServer(message)).toEqual({ [key]: message });
  });
});

describe('a refusal in any language goes beside the field the server names', () => {
  it.each([
    ['Schließzeit am Freitag muss eine Uhrzeit im Format HH:MM sein.', 'operatingHours.friday.end'],
    ['Tarief baan 3 moet een bedrag zijn.', 'laneRates.3'],
    ['Zeitzone ist nicht gültig.', 'timezone'],
  ])('%s', (message, field) => {
    expect(problemsFromServer(message, field)).toEqual({ [field]: message });
  });

  it('a field the form does not show goes to the save bar', () => {
    expect(problemsFromServer('Öffnungszeiten sind nicht gültig.', 'operatingHours')).toEqual({
      '': 'Öffnungszeiten sind nicht gültig.',
    });
  });
});

describe('every problem has a place on the page', () => {
  it.each([
    ['operatingHours.friday.end', true],
    ['laneRates.10', true],
    ['laneNames.3', true],
    ['timezone', true],
    ['town', true],
    ['operatingHours.friday', false],
    ['currency', true],
    ['', false],
  ])('%s beside its own field: %s', (key, own) => {
    expect(hasOwnField(key)).toBe(own);
  });
});

describe('lane names are saved with the settings', () => {
  const lanes = [
    { id: 11, number: 1, name: 'Lane 1' },
    { id: 12, number: 2, name: '' },
    { id: 13, number: 3, name: 'Oche' },
  ];
  it('sends only the names that changed, trimmed', () => {
    const names = { ...namesFromLanes(lanes), 2: '  VIP Lane ', 3: 'Oche' };
    expect(laneNameChanges(lanes, names)).toEqual({ changes: [{ id: 12, name: 'VIP Lane' }] });
  });
  it('names a name that is too long beside its lane', () => {
    const result = laneNameChanges(lanes, { ...namesFromLanes(lanes), 3: 'x'.repeat(200) });
    expect('problems' in result ? Object.keys(result.problems) : []).toEqual(['laneNames.3']);
  });
  it('a lane the venue does not have sends nothing', () => {
    expect(laneNameChanges(lanes, { ...namesFromLanes(lanes), 9: 'Ghost' })).toEqual({ changes: [] });
  });
});

describe('the timezone list', () => {
  const supported = ['Africa/Abidjan', 'America/New_York', 'Europe/London', 'Europe/Paris'];
  it.each([
    [
      'the venue’s zone first, each zone once',
      'Europe/London',
      ['Europe/London', 'Africa/Abidjan', 'America/New_York', 'Europe/Paris'],
    ],
    [
      'a stored zone the browser does not list still comes first',
      'Europe/Kiev',
      ['Europe/Kiev', ...supported],
    ],
    ['no zone: the list as the browser gives it', '', supported],
  ])('%s', (_rule, current, expected) => {
    expect(timezoneChoices(current, supported)).toEqual(expected);
  });
  it('the browser knows Europe/London among hundreds of zones', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain('Europe/London');
  });
});

describe('the two settings only an admin may change', () => {
  it.each([
    ['an admin sends them', { admin: true }, true],
    ['staff leave them out, so the server keeps them', { admin: false }, false],
  ])('%s', (_rule, role, sent) => {
    const result = settingsBody({ ...form, backupCopyFolder: '/media/usb', contactRetentionMonths: 6 }, role);
    const body = 'body' in result ? result.body : {};
    expect('backupCopyFolder' in body).toBe(sent);
    expect('contactRetentionMonths' in body).toBe(sent);
  });
});
