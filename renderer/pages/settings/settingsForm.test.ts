import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import { formFromSettings, settingsBody } from './settingsForm';

const form = formFromSettings({ ...DEFAULT_SETTINGS, id: 's', laneRates: { '2': '20.00' } });

describe('settings form (SPEC §5 settings rules)', () => {
  it('shows a rate box for each of the 10 lanes, blank where the default applies', () => {
    expect(Object.keys(form.laneRates)).toHaveLength(10);
    expect(form.laneRates).toMatchObject({ '1': '', '2': '20.00' });
  });

  it.each([
    ['whole amounts gain two decimals', { defaultHourlyRate: '15' }, { defaultHourlyRate: '15.00' }],
    ['one decimal gains a second', { defaultHourlyRate: '12.5' }, { defaultHourlyRate: '12.50' }],
  ])('%s', (_rule, change, expected) => {
    const result = settingsBody({ ...form, ...change });
    expect('body' in result ? result.body : result.problem).toMatchObject(expected);
  });

  it.each([
    ['a negative rate', { defaultHourlyRate: '-1' }, /defaultHourlyRate/],
    ['a rate with three decimals', { defaultHourlyRate: '1.234' }, /defaultHourlyRate/],
    ['a lane rate that is not a number', { laneRates: { ...form.laneRates, '3': 'ten' } }, /laneRates/],
    ['an unknown timezone', { timezone: 'Nowhere/Else' }, /timezone/],
  ])('refuses %s', (_rule, change, message) => {
    const result = settingsBody({ ...form, ...change });
    expect('problem' in result ? result.problem : 'accepted').toMatch(message);
  });

  it('refuses an open day that opens after it closes, but not a closed one', () => {
    const backwards = { start: '22:00', end: '09:00' };
    const open = settingsBody({
      ...form,
      operatingHours: { ...form.operatingHours, monday: { ...backwards, closed: false } },
    });
    const closed = settingsBody({
      ...form,
      operatingHours: { ...form.operatingHours, monday: { ...backwards, closed: true } },
    });
    expect('problem' in open ? open.problem : '').toMatch(/opening time must be before closing time/);
    expect('body' in closed).toBe(true);
  });
});

describe('the two settings only an admin may change (issue 18)', () => {
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
