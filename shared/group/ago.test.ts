import { describe, expect, it } from 'vitest';
import { agoParts } from './ago';
import { utilisation } from './figures';

/**
 * How long ago head office last heard from a venue, in the one unit its words name (the `hub.presence`
 * message words it in the reader's language), and utilisation as the figures carry it.
 */
describe('head office figures', () => {
  it.each([
    [5_000, { unit: 'seconds', count: 5 }],
    [-3_000, { unit: 'seconds', count: 0 }],
    [125_000, { unit: 'minutes', count: 2 }],
    [3 * 3_600_000, { unit: 'hours', count: 3 }],
    [47 * 3_600_000, { unit: 'hours', count: 47 }],
    [72 * 3_600_000, { unit: 'days', count: 3 }],
  ])('%i ms ago is %o', (ms, parts) => {
    expect(agoParts(ms)).toEqual(parts);
  });

  it.each([
    [0, 0, null],
    [5, 10, 50],
    [1, 3, 33.3],
  ])('utilisation of %d sold over %d open is %s', (sold, open, pct) => {
    expect(utilisation(sold, open)).toBe(pct);
  });
});
