import { describe, expect, it } from 'vitest';
import { restingIn, roundRobinRounds, roundRobinSchedule, roundRobinStandings } from './roundRobin';

const seedsOf = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

describe('round robin schedule (circle method)', () => {
  const counts = Array.from({ length: 15 }, (_, i) => i + 2);
  it.each(counts)('%i players: every pair once, nobody twice in a round, byes only for odd counts', (n) => {
    const players = seedsOf(n);
    const fixtures = roundRobinSchedule(players);
    const keys = fixtures.map((f) => [f.home, f.away].sort().join('|'));
    expect(new Set(keys).size).toBe((n * (n - 1)) / 2);
    expect(fixtures).toHaveLength((n * (n - 1)) / 2);
    const rounds = roundRobinRounds(n);
    expect(Math.max(...fixtures.map((f) => f.round))).toBe(rounds);
    for (let r = 1; r <= rounds; r++) {
      const inRound = fixtures.filter((f) => f.round === r).flatMap((f) => [f.home, f.away]);
      expect(new Set(inRound).size).toBe(inRound.length);
      expect(restingIn(players, fixtures, r)).toHaveLength(n % 2);
    }
    if (n % 2 === 1) {
      const rested = Array.from({ length: rounds }, (_, i) => restingIn(players, fixtures, i + 1)[0]);
      expect(new Set(rested).size).toBe(n);
    }
  });
});

describe('round robin table: the tie-breakers in the tournament order', () => {
  const g = (home: string, away: string, homeLegs: number, awayLegs: number) => ({
    home,
    away,
    homeLegs,
    awayLegs,
  });
  // prettier-ignore
  it.each([
    ['points', [g('A', 'B', 2, 0), g('A', 'C', 2, 0), g('B', 'C', 2, 1)], null, 'A B C'],
    ['legDiff when level on points', [g('A', 'B', 2, 1), g('B', 'C', 2, 0), g('C', 'A', 2, 1)], null, 'B A C'],
    ['headToHead when level on points and legDiff', [g('A', 'B', 2, 1), g('C', 'A', 2, 1), g('B', 'D', 2, 1), g('D', 'C', 2, 1)], null, 'A B C D'],
    ['legsFor when the tournament puts it first', [g('A', 'B', 3, 2), g('C', 'D', 2, 0)], ['legsFor'], 'A B C D'],
  ] as const)('%s', (_rule, games, tieBreakers, order) => {
    const players = order.split(' ').sort();
    expect(roundRobinStandings(players, games, tieBreakers).map((s) => s.player).join(' ')).toBe(order);
  });
});
