import { describe, expect, it } from 'vitest';
import { checkoutFor } from './checkout';
import { parseDartLabel } from './labels';

/** SPEC §9 / issue 4: no three-dart double-out finish exists for these scores within 2–170. */
const NO_CHECKOUT = [159, 162, 163, 165, 166, 168, 169];
const scores = Array.from({ length: 169 }, (_, i) => i + 2);
const worth = (label: string) => {
  const dart = parseDartLabel(label);
  if (dart === null) throw new Error(`not a dart label: ${label}`);
  return dart.section * dart.multiplier;
};

describe('checkoutFor', () => {
  it.each(scores.filter((s) => !NO_CHECKOUT.includes(s)).map((s) => [s]))(
    '%i has a route of at most 3 darts, summing to it, ending on a double or BULL',
    (score) => {
      const route = checkoutFor(score);
      expect(route).not.toBeNull();
      const darts = route ?? [];
      expect(darts.length).toBeGreaterThanOrEqual(1);
      expect(darts.length).toBeLessThanOrEqual(3);
      expect(darts.reduce((total, label) => total + worth(label), 0)).toBe(score);
      expect(darts[darts.length - 1]).toMatch(/^(D([1-9]|1\d|20)|BULL)$/);
    },
  );

  it.each([...NO_CHECKOUT, 171, 180, 501, 1, 0, -2, 40.5].map((s) => [s]))('%d has no checkout', (score) => {
    expect(checkoutFor(score)).toBeNull();
  });

  // prettier-ignore
  it.each([
    ['the big fish', 170, ['T20', 'T20', 'BULL']],
    ['167 goes T20 T19 BULL', 167, ['T20', 'T19', 'BULL']],
    ['164 goes T20 T18 BULL', 164, ['T20', 'T18', 'BULL']],
    ['161 goes T20 T17 BULL', 161, ['T20', 'T17', 'BULL']],
    ['160 goes T20 T20 D20', 160, ['T20', 'T20', 'D20']],
    ['100 goes T20 D20', 100, ['T20', 'D20']],
    ['a double-able even score is one dart', 32, ['D16']],
    ['50 is the inner bull', 50, ['BULL']],
    ['40 is double top', 40, ['D20']],
    ['2 is double one', 2, ['D1']],
    ['3 is a single then double one', 3, ['S1', 'D1']],
    ['60 sets up double top with a single 20', 60, ['S20', 'D20']],
    ['a route takes the fewest darts', 110, ['T20', 'BULL']],
  ] as const)('prefers the players\' route: %s', (_rule, score, route) => {
    expect(checkoutFor(score)).toEqual(route);
  });

  it('a caller changing the answer does not change the next answer', () => {
    checkoutFor(170)?.pop();
    expect(checkoutFor(170)).toEqual(['T20', 'T20', 'BULL']);
  });
});
