import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS } from '../../i18n/englishWords';
import { LEADERBOARD_COLUMNS, legsText } from './venueView';

describe('the TV venue view texts', () => {
  it('averages show two decimals, counts and checkouts as whole numbers', () => {
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(100.5, 'en'))).toEqual(['100.5', '100.5', '100.50']);
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(3, 'en'))).toEqual(['3', '3', '3.00']);
  });

  it.each([
    ['no leg won yet', { legs: 0, sets: 0 }, 'Legs 0'],
    ['one leg won', { legs: 1, sets: 0 }, 'Legs 1'],
    ['a set won', { legs: 0, sets: 1 }, 'Sets 1 · Legs 0'],
  ])('legs in words: %s', (_what, player, text) => {
    expect(legsText(player, ENGLISH_WORDS.t)).toBe(text);
  });
});
