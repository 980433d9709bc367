import { describe, expect, it } from 'vitest';
import { dartError, dartLabel, parseDartLabel } from './labels';

// prettier-ignore
const labels: [rule: string, section: number, multiplier: 1 | 2 | 3, label: string][] = [
  ['a single is S', 1, 1, 'S1'],
  ['a double is D', 20, 2, 'D20'],
  ['a treble is T', 19, 3, 'T19'],
  ['the outer bull is 25', 25, 1, '25'],
  ['the inner bull is BULL', 25, 2, 'BULL'],
  ['section 0 is MISS', 0, 1, 'MISS'],
];

describe('dart labels', () => {
  it.each(labels)('%s', (_rule, section, multiplier, label) => {
    expect(dartLabel({ section, multiplier })).toBe(label);
    expect(parseDartLabel(label)).toEqual({ section, multiplier });
  });

  it.each(['T25', 'S21', 'D0', 'X5', '', 'S', '50'])('%j is not a dart label', (label) => {
    expect(parseDartLabel(label)).toBeNull();
  });

  it('every board dart is valid', () => {
    for (let section = 1; section <= 20; section += 1) {
      for (const multiplier of [1, 2, 3]) expect(dartError(section, multiplier)).toBeNull();
    }
  });

  it.each([
    ['section 21', 21, 1, 'not on the board'],
    ['multiplier 4', 20, 4, 'multiplier must be 1, 2 or 3'],
    ['T25', 25, 3, 'no treble bull'],
    ['D0', 0, 2, 'no double or treble'],
    ['a string section', '20', 1, 'whole number'],
  ])('%s is refused with a reason', (_rule, section, multiplier, reason) => {
    expect(dartError(section, multiplier)).toContain(reason);
  });
});
