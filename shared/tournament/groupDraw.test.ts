import { describe, expect, it } from 'vitest';
import {
  ALLOWED_GROUP_COUNTS,
  distributionText,
  drawGroups,
  groupSizes,
  isAllowedGroupCount,
  playersPerGroupFor,
} from './groupDraw';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

describe('groupSizes: as even as possible, the first groups take the extras', () => {
  it.each([
    ['2 groups, even', 16, 2, [8, 8]],
    ['2 groups, one extra to A', 7, 2, [4, 3]],
    ['3 groups, even', 9, 3, [3, 3, 3]],
    ['3 groups, two extras to A and B', 17, 3, [6, 6, 5]],
    ['4 groups, the default 16', 16, 4, [4, 4, 4, 4]],
    ['4 groups, one extra to A', 17, 4, [5, 4, 4, 4]],
    ['4 groups, three extras to A, B and C', 19, 4, [5, 5, 5, 4]],
    ['5 groups, even', 15, 5, [3, 3, 3, 3, 3]],
    ['5 groups, extras to A to D', 24, 5, [5, 5, 5, 5, 4]],
    ['6 groups, even at the maximum', 48, 6, [8, 8, 8, 8, 8, 8]],
    ['6 groups, one extra to A', 19, 6, [4, 3, 3, 3, 3, 3]],
    ['8 groups, even at the maximum', 48, 8, [6, 6, 6, 6, 6, 6, 6, 6]],
    ['8 groups, extras to A and B', 26, 8, [4, 4, 3, 3, 3, 3, 3, 3]],
  ])('%s: %i players in %i groups', (_rule, players, groups, sizes) => {
    expect(groupSizes(players, groups)).toEqual(sizes);
  });
});

describe('groupSizes never loses or invents a player', () => {
  const cases = ALLOWED_GROUP_COUNTS.flatMap((g) =>
    Array.from({ length: 48 - 6 + 1 }, (_, i) => [g, i + 6] as const),
  );
  it.each(cases)('%i groups, %i players: sizes sum to the total and differ by at most 1', (g, n) => {
    const sizes = groupSizes(n, g);
    expect(sizes).toHaveLength(g);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });
});

describe('distributionText: the preview comes from the same split', () => {
  it.each([
    ['even split in the preview style', 8, 2, '2 groups of 4'],
    ['the default tournament', 16, 4, '4 groups of 4'],
    ['one larger group is singular', 17, 4, '1 group of 5 and 3 groups of 4'],
    ['one smaller group is singular', 19, 4, '3 groups of 5 and 1 group of 4'],
    ['odd split into 2 groups', 7, 2, '1 group of 4 and 1 group of 3'],
    ['8 groups at the maximum', 48, 8, '8 groups of 6'],
    ['no groups gives no text', 10, 0, ''],
  ])('%s: %i players in %i groups → %s', (_rule, players, groups, text) => {
    expect(distributionText(players, groups)).toBe(text);
  });
});

describe('playersPerGroupFor: total divided by groups, rounded down', () => {
  it.each([
    ['even', 16, 4, 4],
    ['uneven rounds down', 19, 4, 4],
    ['2 groups', 7, 2, 3],
  ])('%s: %i / %i = %i', (_rule, players, groups, per) => {
    expect(playersPerGroupFor(players, groups)).toBe(per);
  });
});

describe('isAllowedGroupCount: 2, 3, 4, 5, 6 or 8', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, true],
    [7, false],
    [8, true],
    [9, false],
  ])('%i groups → %s', (n, ok) => {
    expect(isAllowedGroupCount(n)).toBe(ok);
  });
});

describe('drawGroups', () => {
  it('deals players in entry order, one to each group in turn, groups lettered A onwards', () => {
    expect(drawGroups(names(7), 3)).toEqual([
      { groupId: 'A', players: ['P1', 'P4', 'P7'] },
      { groupId: 'B', players: ['P2', 'P5'] },
      { groupId: 'C', players: ['P3', 'P6'] },
    ]);
  });
  it.each(ALLOWED_GROUP_COUNTS.map((g) => [g, 29] as const))(
    'group sizes of the draw equal groupSizes (%i groups, %i players)',
    (g, n) => {
      const drawn = drawGroups(names(n), g);
      expect(drawn.map((d) => d.players.length)).toEqual(groupSizes(n, g));
      expect(new Set(drawn.flatMap((d) => d.players)).size).toBe(n);
    },
  );
});
