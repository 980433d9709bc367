import { describe, expect, it } from 'vitest';
import { circleRounds, roundRobinFixtures } from './fixtures';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('roundRobinFixtures: each pair of a group meets exactly once', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 12, 24])(
    '%i players: n(n-1)/2 games, every pair once, nobody plays self',
    (n) => {
      const fixtures = roundRobinFixtures(names(n));
      expect(fixtures).toHaveLength((n * (n - 1)) / 2);
      const pairs = new Set(fixtures.map((f) => pairKey(f.home, f.away)));
      expect(pairs.size).toBe(fixtures.length);
      expect(fixtures.every((f) => f.home !== f.away)).toBe(true);
    },
  );
});

describe('roundRobinFixtures: round order', () => {
  it.each([3, 4, 5, 6, 8])('%i players: nobody plays twice in one round', (n) => {
    const fixtures = roundRobinFixtures(names(n));
    const rounds = new Map<number, string[]>();
    for (const f of fixtures) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f.home, f.away]);
    for (const seen of rounds.values()) expect(new Set(seen).size).toBe(seen.length);
  });
  it.each([
    ['even group: n-1 rounds', 4, 3],
    ['odd group: n rounds, one player resting each', 5, 5],
  ])('%s (%i players → %i rounds)', (_rule, n, rounds) => {
    const fixtures = roundRobinFixtures(names(n));
    expect(Math.max(...fixtures.map((f) => f.round))).toBe(rounds);
    expect(fixtures.map((f) => f.round)).toEqual([...fixtures.map((f) => f.round)].sort((a, b) => a - b));
  });
  it.each([3, 4, 5, 6, 7, 8])(
    '%i players: home (throwing first) is shared out, within one game of even',
    (n) => {
      const fixtures = roundRobinFixtures(names(n));
      const home = names(n).map((p) => fixtures.filter((f) => f.home === p).length);
      expect(Math.max(...home) - Math.min(...home)).toBeLessThanOrEqual(n % 2 === 1 ? 0 : 1);
    },
  );
  it.each([0, 1])('%i players: no fixtures', (n) => {
    expect(roundRobinFixtures(names(n))).toEqual([]);
  });
  it('4 players: round 1 pairs 1v4 and 2v3, round 2 1v3 and 4v2, as the circle method does', () => {
    const pairsOf = (round: number) =>
      roundRobinFixtures(names(4))
        .filter((f) => f.round === round)
        .map((f) => pairKey(f.home, f.away));
    expect([pairsOf(1), pairsOf(2)]).toEqual([
      ['P1|P4', 'P2|P3'],
      ['P1|P3', 'P2|P4'],
    ]);
  });
});

describe('circleRounds: the circle method on seat numbers', () => {
  it.each([2, 4, 6, 10, 20])(
    '%i seats: every pair of seats once, every seat once a round, seat 0 first',
    (n) => {
      const rounds = circleRounds(n);
      expect(rounds).toHaveLength(n - 1);
      const pairs = rounds.flat().map(([a, b]) => [a, b].sort((x, y) => x - y).join('|'));
      expect(new Set(pairs).size).toBe((n * (n - 1)) / 2);
      for (const round of rounds) {
        expect(new Set(round.flat()).size).toBe(n);
        expect(round[0][0]).toBe(0);
      }
    },
  );
  it.each([0, 1, 3, 5])('%i seats (not an even table): no rounds', (n) => {
    expect(circleRounds(n)).toEqual([]);
  });
});
