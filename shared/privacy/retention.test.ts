import { describe, expect, it } from 'vitest';
import { emailKey, isDueForAnonymising, phoneDigits, retentionCutoff } from './retention';

const LONDON = 'Europe/London';

describe('retentionCutoff: now on the venue clock minus N calendar months', () => {
  it.each([
    ['summer to summer, 24 months', '2026-06-10T12:00:00.000Z', 24, '2024-06-10T12:00:00.000Z'],
    [
      'winter now, summer cut-off: the venue clock, not UTC',
      '2026-11-10T12:00:00.000Z',
      1,
      '2026-10-10T11:00:00.000Z',
    ],
    ['summer now, winter cut-off', '2026-04-10T11:00:00.000Z', 2, '2026-02-10T12:00:00.000Z'],
    [
      'a month without the day ends on its last day',
      '2026-03-31T11:00:00.000Z',
      1,
      '2026-02-28T12:00:00.000Z',
    ],
    [
      'just after midnight GMT keeps the venue date',
      '2026-01-01T00:30:00.000Z',
      12,
      '2025-01-01T00:30:00.000Z',
    ],
  ])('%s', (_rule, now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), LONDON, months).toISOString()).toBe(cutoff);
  });

  it('follows another venue zone', () => {
    expect(retentionCutoff(new Date('2026-06-10T12:00:00.000Z'), 'America/New_York', 6).toISOString()).toBe(
      '2025-12-10T13:00:00.000Z',
    );
  });
});

describe('isDueForAnonymising: strictly before the cut-off', () => {
  const now = new Date('2026-11-10T12:00:00.000Z');
  it.each([
    ['a minute before the cut-off is due', '2026-10-10T10:59:00.000Z', true],
    ['exactly at the cut-off is kept', '2026-10-10T11:00:00.000Z', false],
    ['between the UTC and the venue cut-off is kept', '2026-10-10T11:30:00.000Z', false],
    ['a future booking is kept', '2026-12-01T19:00:00.000Z', false],
  ])('%s', (_rule, reservedTime, due) => {
    expect(isDueForAnonymising(reservedTime, now, LONDON, 1)).toBe(due);
  });
});

describe('phoneDigits and emailKey: how staff searches match', () => {
  it.each([
    ['spaces and dashes go', '07700 900-123', '07700900123'],
    ['+44 is the trunk 0', '+44 7700 900123', '07700900123'],
    ['brackets go', '(01632) 960 001', '01632960001'],
  ])('%s', (_rule, typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });
  it('e-mail ignores case and spaces', () => {
    expect(emailKey('  Jo.Bloggs@Example.COM ')).toBe('jo.bloggs@example.com');
  });
});
