import { describe, expect, it } from 'vitest';
import { handicappedStarts, sideAverage, startHandicap } from './handicap';

describe('startHandicap: start × (1 − weaker ÷ stronger), to the nearest 10, from 0 to 40% of the start', () => {
  // Columns: rule, start, own average, other average, handicap.
  // prettier-ignore
  it.each([
    ['equal averages: none', 501, 60, 60, 0],
    ['the stronger side: none', 501, 80, 60, 0],
    ['60 against 80 in 501: 125.25 → 130', 501, 60, 80, 130],
    ['45 against 50 in 501: 50.1 → 50', 501, 45, 50, 50],
    ['58 against 60 in 501: 16.7 → 20', 501, 58, 60, 20],
    ['59.5 against 60 in 501: 4.2 → 0 (never below 0)', 501, 59.5, 60, 0],
    ['30 against 90 in 501: 334 → capped at 200', 501, 30, 90, 200],
    ['30 against 90 in 301: capped at 120', 301, 30, 90, 120],
    ['60 against 80 in 801: 200.25 → 200', 801, 60, 80, 200],
    ['no average yet on this side: none', 501, null, 60, 0],
    ['no average yet on the other side: none', 501, 40, null, 0],
    ['an average of 0 (no darts): none', 501, 0, 60, 0],
  ] as [string, number, number | null, number | null, number][])('%s', (_rule, start, own, other, handicap) => {
    expect(startHandicap(start, own, other)).toBe(handicap);
  });
});

describe('handicappedStarts: the weaker side starts lower, the stronger on the full start', () => {
  it.each([
    [501, 60, 80, { home: 371, away: 501 }],
    [501, 80, 60, { home: 501, away: 371 }],
    [501, null, 80, { home: 501, away: 501 }],
  ])('%i, %s v %s', (start, home, away, starts) => {
    expect(handicappedStarts(start, home, away)).toEqual(starts);
  });
});

describe('sideAverage: a pairs or team side', () => {
  it.each([
    ['the mean of its players', [60, 70], 65],
    ['players without an average left out', [60, null, 0], 60],
    ['nobody with an average: none', [null, null], null],
    ['to 2 decimals', [50, 50, 51], 50.33],
  ])('%s', (_rule, averages, average) => {
    expect(sideAverage(averages)).toBe(average);
  });
});
