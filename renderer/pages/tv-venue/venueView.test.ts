import { describe, expect, it } from 'vitest';
import { LEADERBOARD_COLUMNS, laneStatusText } from './venueView';

describe('the TV venue view texts', () => {
  it.each([
    ['available', 'Available'],
    ['reserved', 'Reserved'],
    ['test', 'Test Mode'],
    ['maintenance', 'Maintenance'],
    ['closed-for-party', 'closed-for-party'],
  ])('a lane %s with no game reads %s', (status, text) => {
    expect(laneStatusText(status)).toBe(text);
  });

  it('averages show two decimals, counts and checkouts as whole numbers', () => {
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(100.5))).toEqual(['100.5', '100.5', '100.50']);
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(3))).toEqual(['3', '3', '3.00']);
  });
});
