import { describe, expect, it } from 'vitest';
import { countdown, formatClock, isLowTime } from './countdown';

const START = '2026-11-21T12:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(START) + seconds * 1000);

describe('countdown: remaining = session length − elapsed', () => {
  it.each([
    ['no start time shows 00:00', null, 3600, 0, '00:00', 'none', null],
    ['an unreadable start time shows 00:00', 'not a time', 3600, 0, '00:00', 'none', null],
    ['a fresh hour shows its full length as h:mm:ss', START, 3600, 0, '1:00:00', 'normal', 3600],
    [
      'a part-second in still shows the full length (rounded up)',
      START,
      3600,
      0.4,
      '1:00:00',
      'normal',
      3600,
    ],
    ['one second in drops below an hour: m:ss', START, 3600, 1, '59:59', 'normal', 3599],
    ['a 3-hour session an hour in', START, 10800, 3600, '2:00:00', 'normal', 7200],
    ['h:mm:ss pads minutes and seconds', START, 3725, 0, '1:02:05', 'normal', 3725],
    ['301 s left is not yet a warning', START, 3600, 3299, '5:01', 'normal', 301],
    ['300 s left is a warning', START, 3600, 3300, '5:00', 'warning', 300],
    ['1 s left is a warning', START, 3600, 3599, '0:01', 'warning', 1],
    ['0 s left is EXPIRED', START, 3600, 3600, 'EXPIRED', 'expired', 0],
    ['overrun is EXPIRED', START, 3600, 4000, 'EXPIRED', 'expired', -400],
  ])('%s', (_rule, start, length, elapsed, text, tone, remaining) => {
    expect(countdown(start, length, after(elapsed))).toEqual({ text, tone, remainingSeconds: remaining });
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [36000, '10:00:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('isLowTime: the card turns amber at 600 s or less', () => {
  it.each([
    ['no start time', null, false],
    ['601 s left', 601, false],
    ['600 s left', 600, true],
    ['1 s left', 1, true],
    ['expired', -5, true],
  ])('%s', (_rule, remaining, low) => {
    expect(isLowTime(remaining)).toBe(low);
  });
});
