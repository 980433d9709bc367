import { describe, expect, it } from 'vitest';
import { LEADERBOARD_COLUMNS } from './venueView';

describe('the TV venue view texts', () => {
  it('averages show two decimals, counts and checkouts as whole numbers', () => {
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(100.5))).toEqual(['100.5', '100.5', '100.50']);
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(3))).toEqual(['3', '3', '3.00']);
  });
});
