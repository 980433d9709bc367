import { describe, expect, it } from 'vitest';
import { shownDays } from './reservationDays';

describe('the Reservations page steps a week at a time from today', () => {
  it.each([
    [0, {}, '2026-06-10', '2026-06-16', 'Today – Tuesday 16 June 2026'],
    [
      1,
      { from: '2026-06-17', days: 7 },
      '2026-06-17',
      '2026-06-23',
      'Wednesday 17 June 2026 – Tuesday 23 June 2026',
    ],
    [
      3,
      { from: '2026-07-01', days: 7 },
      '2026-07-01',
      '2026-07-07',
      'Wednesday 1 July 2026 – Tuesday 7 July 2026',
    ],
    // Never before today.
    [-1, {}, '2026-06-10', '2026-06-16', 'Today – Tuesday 16 June 2026'],
  ])('page %d', (index, page, first, last, label) => {
    expect(shownDays('2026-06-10', index)).toEqual({ page, first, last, label });
  });

  it('crosses a year', () => {
    expect(shownDays('2026-12-28', 1).page).toEqual({ from: '2027-01-04', days: 7 });
  });
});
