import { describe, expect, it } from 'vitest';
import { monthWeeks, shiftMonth } from './monthGrid';

describe('month grid: weeks start on Monday', () => {
  it.each([
    ['June 2026 starts on a Monday: no padding', { year: 2026, month: 6 }, ['2026-06-01', '2026-06-07'], 5],
    ['March 2026 starts on a Sunday: six blanks first', { year: 2026, month: 3 }, [null, '2026-03-01'], 6],
    [
      'February 2027 starts on a Monday and fills exactly four weeks',
      { year: 2027, month: 2 },
      ['2027-02-01', '2027-02-07'],
      4,
    ],
  ])('%s', (_rule, month, [firstCell, firstSunday], weeks) => {
    const grid = monthWeeks(month);
    expect(grid).toHaveLength(weeks);
    expect(grid[0]?.[0]).toBe(firstCell);
    expect(grid[0]?.[6]).toBe(firstSunday);
    expect(grid.every((w) => w.length === 7)).toBe(true);
  });

  it('February 2028 (leap year) has 29 days', () => {
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });

  it.each([
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
  ])('shifts %o by %i', (from, by, to) => {
    expect(shiftMonth(from, by)).toEqual(to);
  });
});
