import { describe, expect, it } from 'vitest';
import { ordinal, promotionAndRelegation, seasonEndError, type DivisionTable } from './seasonEnd';
import type { LeagueStanding } from './standings';

/** 'A B C' → a table in that order, places 1, 2, 3; 'A B=C D' → B and C share 2nd. */
function division(name: string, order: string): DivisionTable {
  const table: LeagueStanding[] = [];
  let index = 0;
  for (const group of order.split(' ')) {
    const place = index + 1;
    for (const team of group.split('=')) {
      table.push({
        team,
        place,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        gamesFor: 0,
        gamesAgainst: 0,
        legsFor: 0,
        legsAgainst: 0,
        points: 0,
      });
      index += 1;
    }
  }
  return { division: name, table };
}
const moves = (divisions: DivisionTable[], count: number) =>
  promotionAndRelegation(divisions, count).moves.map(
    (m) => `${m.team} ${m.direction === 'up' ? '↑' : '↓'} ${m.to}`,
  );

describe('promotionAndRelegation: bottom N of a division down, top N of the one below up', () => {
  // prettier-ignore
  it.each([
    ['one up, one down between two divisions', [division('D1', 'A B C D'), division('D2', 'E F G H')], 1, ['D ↓ D2', 'E ↑ D1']],
    ['two up, two down', [division('D1', 'A B C D'), division('D2', 'E F G H')], 2, ['C ↓ D2', 'D ↓ D2', 'E ↑ D1', 'F ↑ D1']],
    ['a middle division both gains and loses', [division('D1', 'A B C'), division('D2', 'D E F'), division('D3', 'G H I')], 1, ['C ↓ D2', 'D ↑ D1', 'F ↓ D3', 'G ↑ D2']],
    ['a single division: nobody moves', [division('D1', 'A B C')], 1, []],
  ] as [string, DivisionTable[], number, string[]][])('%s', (_rule, divisions, count, expected) => {
    expect(moves(divisions, count)).toEqual(expected);
  });
  it('a place shared across the line is proposed in table order with a note for staff', () => {
    const proposal = promotionAndRelegation(
      [division('Division 1', 'A B C=D'), division('Division 2', 'E=F G H')],
      1,
    );
    expect(proposal.moves.map((m) => `${m.team} ${m.place}`)).toEqual(['D 3', 'E 1']);
    expect(proposal.notes).toEqual([
      'Division 1: C and D share 3rd place across the relegation line; decide who moves.',
      'Division 2: E and F share 1st place across the promotion line; decide who moves.',
    ]);
  });
  it('a shared place that does not straddle the line needs no note', () => {
    expect(promotionAndRelegation([division('D1', 'A B=C D'), division('D2', 'E F G H')], 1).notes).toEqual(
      [],
    );
  });
});

describe('seasonEndError: too few teams to move', () => {
  // prettier-ignore
  it.each([
    ['enough teams', [division('D1', 'A B'), division('D2', 'C D E F'), division('D3', 'G H')], 2, null],
    ['a middle division needs twice the count', [division('D1', 'A B'), division('D2', 'C D E'), division('D3', 'G H')], 2, 'D2 has 3 teams; moving 2 up and down needs at least 4.'],
    ['an end division needs the count', [division('D1', 'A'), division('D2', 'C D')], 2, 'D1 has 1 team; moving 2 up and down needs at least 2.'],
    ['no count', [division('D1', 'A B')], 0, 'Choose how many teams go up and down: 1 or more.'],
  ] as [string, DivisionTable[], number, string | null][])('%s', (_rule, divisions, count, error) => {
    expect(seasonEndError(divisions, count)).toBe(error);
    if (error !== null) expect(promotionAndRelegation(divisions, count)).toEqual({ moves: [], notes: [] });
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
  ])('%i → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
