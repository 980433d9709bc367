import { describe, expect, it } from 'vitest';
import { emptyForm, formProblem, FORM_MESSAGES, nextFullHour, reservationBody } from './reservationForm';

const LONDON = 'Europe/London';
const base = { ...emptyForm(new Date('2026-06-10T12:10:00Z'), LONDON), customerName: 'Ada', laneId: '2' };

describe('reservation form', () => {
  it.each([
    [
      'the next full hour at the venue, in summer',
      '2026-06-10T12:10:00Z',
      { date: '2026-06-10', time: '14:00' },
    ],
    [
      'on the hour still moves to the next hour',
      '2026-06-10T12:00:00Z',
      { date: '2026-06-10', time: '14:00' },
    ],
    ['late evening rolls to tomorrow', '2026-06-10T22:30:00Z', { date: '2026-06-11', time: '00:00' }],
    ['winter is UTC in London', '2026-01-10T12:10:00Z', { date: '2026-01-10', time: '13:00' }],
  ])('default time: %s', (_rule, now, expected) => {
    expect(nextFullHour(new Date(now), LONDON)).toEqual(expected);
  });

  it('defaults to 2 players and 60 minutes', () => {
    expect(base).toMatchObject({ playerCount: 2, duration: 60, override: false });
  });

  it.each([
    ['a complete form passes', {}, null],
    ['a blank name', { customerName: '  ' }, FORM_MESSAGES.name],
    ['no lane', { laneId: '' }, FORM_MESSAGES.lane],
    ['no date', { date: '' }, FORM_MESSAGES.when],
    ['no time', { time: '' }, FORM_MESSAGES.when],
    ['an override without a reason', { override: true, overrideReason: ' ' }, FORM_MESSAGES.reason],
    ['an override with a reason', { override: true, overrideReason: 'Club night' }, null],
    ['an e-mail is optional for staff', { emailAddress: '  ' }, null],
    ['an e-mail given must be one', { emailAddress: 'ada@' }, FORM_MESSAGES.email],
    ['a good e-mail passes', { emailAddress: 'ada@example.com' }, null],
  ])('%s', (_rule, change, problem) => {
    expect(formProblem({ ...base, ...change })).toBe(problem);
  });

  it('sends the venue wall clock as a UTC instant, and the override fields only when overriding', () => {
    const plain = reservationBody({ ...base, date: '2026-10-25', time: '18:00' }, LONDON);
    expect(plain).toMatchObject({
      laneId: 2,
      reservedTime: '2026-10-25T18:00:00.000Z',
      contactInfo: null,
      emailAddress: null,
    });
    const mailed = reservationBody({ ...base, emailAddress: ' ada@example.com ' }, LONDON);
    expect(mailed.emailAddress).toBe('ada@example.com');
    expect(plain).not.toHaveProperty('isStaffOverride');
    const forced = reservationBody({ ...base, override: true, overrideReason: ' Club ' }, LONDON);
    expect(forced).toMatchObject({ isStaffOverride: true, overrideReason: 'Club' });
  });
});
