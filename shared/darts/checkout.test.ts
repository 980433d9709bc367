import { describe, expect, it } from 'vitest';
import { checkoutFor } from './checkout';
import { parseDartLabel } from './labels';

/** No three-dart double-out finish exists for these scores within 2–170. */
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

  // The routes published checkout charts give (see checkoutFor's doc comment for the rule).
  // prettier-ignore
  it.each([
    ...[41, 42, 43, 44, 45, 46, 47, 48].map((score) => [`${score} sets up D16 with a single`, score, [`S${score - 32}`, 'D16']] as const),
    ['64 goes T16 D8, not T8 D20', 64, ['T16', 'D8']],
    ['99 goes T19 S10 D16, not T19 S2 D20', 99, ['T19', 'S10', 'D16']],
    ['124 goes T20 T16 D8, not T20 T8 D20', 124, ['T20', 'T16', 'D8']],
    ['136 goes T20 T20 D8, not T20 T12 D20', 136, ['T20', 'T20', 'D8']],
    ['53 sets up with a single, not a treble', 53, ['S13', 'D20']],
    ['61 goes T15 D8', 61, ['T15', 'D8']],
    ['67 goes T17 D8', 67, ['T17', 'D8']],
    ['70 goes T18 D8', 70, ['T18', 'D8']],
    ['74 goes T14 D16', 74, ['T14', 'D16']],
    ['76 goes T20 D8', 76, ['T20', 'D8']],
    ['80 goes T20 D10: S20 still leaves a single and a double', 80, ['T20', 'D10']],
    ['82 goes BULL D16', 82, ['BULL', 'D16']],
    ['84 goes T20 D12', 84, ['T20', 'D12']],
    ['86 goes T18 D16', 86, ['T18', 'D16']],
    ['92 goes T20 D16', 92, ['T20', 'D16']],
    ['97 goes T19 D20', 97, ['T19', 'D20']],
    ['141 goes T20 T19 D12', 141, ['T20', 'T19', 'D12']],
    ['150 goes T20 T18 D18', 150, ['T20', 'T18', 'D18']],
    ['152 goes T20 T20 D16', 152, ['T20', 'T20', 'D16']],
  ] as const)('follows the published charts: %s', (_rule, score, route) => {
    expect(checkoutFor(score)).toEqual(route);
  });

  it('a caller changing the answer does not change the next answer', () => {
    checkoutFor(170)?.pop();
    expect(checkoutFor(170)).toEqual(['T20', 'T20', 'BULL']);
  });
});

describe('checkoutFor in plain 301/501 (no double out)', () => {
  const plain = Array.from({ length: 180 }, (_, i) => i + 1);
  const NO_THREE_DARTS = [163, 166, 169, 172, 173, 175, 176, 178, 179];

  it.each(plain.filter((s) => !NO_THREE_DARTS.includes(s)).map((s) => [s]))(
    '%i has a route of at most 3 darts summing to it',
    (score) => {
      const darts = checkoutFor(score, false) ?? [];
      expect(darts.length).toBeGreaterThanOrEqual(1);
      expect(darts.length).toBeLessThanOrEqual(3);
      expect(darts.reduce((total, label) => total + worth(label), 0)).toBe(score);
    },
  );

  it.each([...NO_THREE_DARTS, 0, 181, 501].map((s) => [s]))('%d has no route', (score) => {
    expect(checkoutFor(score, false)).toBeNull();
  });

  // prettier-ignore
  it.each([
    ['60 is T20, not S20 D20', 60, ['T20']],
    ['1 is S1', 1, ['S1']],
    ['20 is the single', 20, ['S20']],
    ['50 is the bull', 50, ['BULL']],
    ['159 can be finished', 159, ['T20', 'T20', 'T13']],
    ['171 can be finished', 171, ['T20', 'T20', 'T17']],
    ['180 is three treble 20s', 180, ['T20', 'T20', 'T20']],
    ['61 is T20 then S1', 61, ['T20', 'S1']],
  ] as const)('%s', (_rule, score, route) => {
    expect(checkoutFor(score, false)).toEqual(route);
  });
});
