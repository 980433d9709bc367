import { describe, expect, it } from 'vitest';
import { spanInWords } from './spanInWords';

describe('spanInWords: whole days as days, whole hours as hours, else minutes', () => {
  it.each([
    [10_080, '7 days'],
    [2_880, '2 days'],
    [1_440, '1 day'],
    [1_500, '25 hours'],
    [120, '2 hours'],
    [60, '1 hour'],
    [90, '90 minutes'],
    [150, '150 minutes'],
    [45, '45 minutes'],
    [1, '1 minute'],
    [0, '0 minutes'],
    [59.6, '1 hour'],
    [-5, '0 minutes'],
  ])('%d minutes → %s', (minutes, words) => {
    expect(spanInWords(minutes)).toBe(words);
  });
});
