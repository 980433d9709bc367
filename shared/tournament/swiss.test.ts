import { describe, expect, it } from 'vitest';
import { defaultSwissRounds, pairSwissRound, swissStandings, type SwissHistory } from './swiss';
import type { PlayedGame } from './standings';

const seedsOf = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

/** Plays `rounds` Swiss rounds; `homeWins` decides each game. Returns every pairing and bye. */
function playSwiss(n: number, rounds: number, homeWins: (round: number, game: number) => boolean) {
  const players = seedsOf(n);
  const games: PlayedGame[] = [];
  const pairs: [string, string][] = [];
  const byes: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    const points = new Map(swissStandings(players, games, byes).map((s) => [s.player, s.points]));
    const history: SwissHistory = { pairs, byes, points };
    const next = pairSwissRound(players, history, rounds - round);
    next.pairs.forEach(([home, away], i) => {
      pairs.push([home, away]);
      const win = homeWins(round, i);
      games.push({ home, away, homeLegs: win ? 2 : 1, awayLegs: win ? 1 : 2 });
    });
    if (next.bye) byes.push(next.bye);
  }
  return { players, games, pairs, byes };
}

function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('Swiss: rounds and pairings', () => {
  // prettier-ignore
  it.each([
    [2, 1], [3, 2], [4, 2], [5, 3], [8, 3], [9, 4], [16, 4], [17, 5], [40, 6], [64, 6],
  ])('%i players: %i rounds by default (ceil log2 n)', (n, rounds) => {
    expect(defaultSwissRounds(n)).toBe(rounds);
  });

  const counts = Array.from({ length: 35 }, (_, i) => i + 6);
  it.each(counts)('%i players: five rounds with no rematch, everyone plays or sits out each round', (n) => {
    for (const seed of [1, 2, 3]) {
      const random = rng(n * 10 + seed);
      const { pairs, byes, players } = playSwiss(n, 5, () => random() < 0.5);
      const keys = pairs.map(([a, b]) => [a, b].sort().join('|'));
      expect(new Set(keys).size).toBe(keys.length);
      expect(pairs).toHaveLength(5 * Math.floor(n / 2));
      expect(byes).toHaveLength(n % 2 === 1 ? 5 : 0);
      // No second bye while someone has had none.
      expect(new Set(byes).size).toBe(byes.length);
      for (const p of players)
        expect(pairs.filter(([a, b]) => a === p || b === p).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('round 1 pairs the top half with the bottom half: 1v5, 2v6, 3v7, 4v8', () => {
    const round = pairSwissRound(seedsOf(8), { pairs: [], byes: [], points: new Map() }, 2);
    expect(round).toEqual({
      pairs: [
        ['P1', 'P5'],
        ['P2', 'P6'],
        ['P3', 'P7'],
        ['P4', 'P8'],
      ],
      bye: null,
    });
  });

  it('pairs within score groups: after round 1 the winners meet the winners', () => {
    const { pairs } = playSwiss(8, 2, () => true);
    const winners = new Set(['P1', 'P2', 'P3', 'P4']);
    for (const [a, b] of pairs.slice(4)) expect(winners.has(a)).toBe(winners.has(b));
  });

  it('the bye goes to the lowest-ranked player without one', () => {
    const players = seedsOf(5);
    const points = new Map([
      ['P1', 2],
      ['P2', 2],
      ['P3', 0],
      ['P4', 0],
      ['P5', 2],
    ]);
    const round = pairSwissRound(players, { pairs: [['P1', 'P3']], byes: ['P4'], points }, 0);
    expect(round.bye).toBe('P3');
  });

  it('six players over five rounds meet everybody exactly once (the look-ahead avoids a dead end)', () => {
    for (let s = 0; s < 20; s++) {
      const random = rng(s + 1);
      const { pairs } = playSwiss(6, 5, () => random() < 0.5);
      expect(new Set(pairs.map(([a, b]) => [a, b].sort().join('|'))).size).toBe(15);
    }
  });
});

describe('Swiss standings: points, then Buchholz, then leg difference', () => {
  const g = (home: string, away: string, homeLegs: number, awayLegs: number): PlayedGame => ({
    home,
    away,
    homeLegs,
    awayLegs,
  });
  // prettier-ignore
  it.each([
    ['more points first', [g('A', 'B', 2, 0), g('C', 'D', 2, 1), g('A', 'C', 2, 1), g('B', 'D', 2, 0)], [], 'A C B D'],
    ['level on points: the stronger opponents (Buchholz) first', [g('A', 'B', 2, 0), g('C', 'D', 2, 0), g('B', 'D', 2, 0)], [], 'A B C D'],
    ['level on points and Buchholz: leg difference', [g('A', 'B', 2, 1), g('C', 'D', 2, 0)], [], 'C A B D'],
    ['a bye scores a win with no legs and no Buchholz', [g('A', 'B', 2, 0)], ['C'], 'A C B'],
  ] as const)('%s', (_rule, games, byes, order) => {
    const players = order.split(' ').sort();
    expect(swissStandings(players, games, byes).map((s) => s.player).join(' ')).toBe(order);
  });
});
