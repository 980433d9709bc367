import { describe, expect, it } from 'vitest';
import {
  bracketRoundTitle,
  buildBracket,
  dropPosition,
  eliminationPlacings,
  resolveBracket,
  type BracketPlan,
  type Entrant,
  type ResolvedBracket,
  type ResolvedMatch,
} from './elimination';

const seedsOf = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const name = (e: Entrant) => (typeof e === 'object' ? e.player : null);

/** Plays the bracket to its end; `pick` chooses each winner (home, away). */
function playOut(
  plan: BracketPlan,
  seeds: readonly string[],
  pick: (home: string, away: string, match: ResolvedMatch) => string,
): ResolvedBracket {
  const results = new Map<number, string>();
  let r = resolveBracket(plan, seeds, results);
  for (;;) {
    const next = r.matches.find((m) => m.playable && m.winner === 'tbd');
    if (!next) return r;
    results.set(next.number, pick(name(next.homeEntrant) ?? '', name(next.awayEntrant) ?? '', next));
    r = resolveBracket(plan, seeds, results);
  }
}
const better = (h: string, a: string) => (Number(h.slice(1)) < Number(a.slice(1)) ? h : a);

/** A small deterministic random source, so a failing case can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('single elimination: every count from 2 to 33', () => {
  const counts = Array.from({ length: 32 }, (_, i) => i + 2);
  it.each(counts)('%i players: bracket of the next power of two, byes to the top seeds, n-1 games', (n) => {
    const plan = buildBracket(n, false);
    const size = 2 ** Math.ceil(Math.log2(n));
    expect(plan.size).toBe(size);
    expect(plan.matches).toHaveLength(size - 1);
    const seeds = seedsOf(n);
    const start = resolveBracket(plan, seeds, new Map());
    const firstRound = start.matches.filter((m) => m.round === 1);
    const byes = firstRound.filter((m) => m.awayEntrant === 'bye').map((m) => name(m.homeEntrant));
    // The byes go to seeds 1..(size - n), one each; no first-round match is two byes.
    expect(byes.sort()).toEqual(seedsOf(size - n).sort());
    expect(firstRound.every((m) => m.homeEntrant !== 'bye')).toBe(true);
    const final = playOut(plan, seeds, better);
    const games = final.matches.filter((m) => m.playable);
    expect(games).toHaveLength(n - 1);
    expect(final.champion).toBe('P1');
    const placings = eliminationPlacings(final);
    expect(placings).toHaveLength(n);
    expect(placings.slice(0, 2)).toEqual([
      { place: 1, player: 'P1' },
      { place: 2, player: 'P2' },
    ]);
    // Nobody loses twice, and every player but the champion loses exactly once.
    const losers = games.map((m) => name(m.loser));
    expect(new Set(losers).size).toBe(n - 1);
  });

  // prettier-ignore
  it.each([
    ['16 players: 1v16, 8v9, 4v13, 5v12, 2v15, 7v10, 3v14, 6v11', 16, [[1, 16], [8, 9], [4, 13], [5, 12], [2, 15], [7, 10], [3, 14], [6, 11]]],
    ['8 players: 1v8, 4v5, 2v7, 3v6', 8, [[1, 8], [4, 5], [2, 7], [3, 6]]],
    ['4 players: 1v4, 2v3', 4, [[1, 4], [2, 3]]],
  ] as const)('standard seeding order, %s', (_rule, n, pairs) => {
    const first = buildBracket(n, false).matches.filter((m) => m.round === 1);
    expect(first.map((m) => [m.home, m.away].map((s) => (s.kind === 'seed' ? s.seed : 0)))).toEqual(pairs);
  });

  it('winners advance by themselves into the next round, odd match home, even match away', () => {
    const plan = buildBracket(8, false);
    const r = resolveBracket(
      plan,
      seedsOf(8),
      new Map([
        [1, 'P8'],
        [2, 'P4'],
      ]),
    );
    const semi = r.matches.find((m) => m.round === 2 && m.index === 1);
    expect([name(semi?.homeEntrant ?? 'tbd'), name(semi?.awayEntrant ?? 'tbd')]).toEqual(['P8', 'P4']);
  });

  it('a recorded winner who no longer plays the match (corrected earlier) counts as not played', () => {
    const plan = buildBracket(4, false);
    const r = resolveBracket(
      plan,
      seedsOf(4),
      new Map([
        [1, 'P1'],
        [2, 'P2'],
        [3, 'P4'],
      ]),
    );
    expect(r.matches[2].winner).toBe('tbd');
    expect(r.champion).toBeNull();
  });

  it('round titles count back from the final', () => {
    const plan = buildBracket(16, false);
    expect([1, 2, 3, 4].map((r) => bracketRoundTitle(plan, 'winners', r))).toEqual([
      'Round 1',
      'Quarter Finals',
      'Semi Finals',
      'Final',
    ]);
  });
});

describe('double elimination', () => {
  // prettier-ignore
  it.each([
    // [players, losers' round, [winners' match dropping into losers' match 1, 2 …]]
    ['8 players, losers round 2: winners round 2 reversed', 8, 2, 2, [2, 1]],
    ['8 players, losers final: the winners final loser', 8, 4, 3, [1]],
    ['16 players, losers round 2: winners round 2 reversed', 16, 2, 2, [4, 3, 2, 1]],
    ['16 players, losers round 4: winners round 3 halves swapped', 16, 4, 3, [2, 1]],
    ['16 players, losers final: the winners final loser', 16, 6, 4, [1]],
  ] as const)('drop-down placement: %s', (_rule, n, losersRound, winnersRound, expected) => {
    const plan = buildBracket(n, true);
    const winners = plan.matches.filter((m) => m.side === 'winners' && m.round === winnersRound);
    const drops = plan.matches
      .filter((m) => m.side === 'losers' && m.round === losersRound)
      .map((m) => {
        const away = m.away;
        return away.kind === 'loser' ? winners.findIndex((w) => w.number === away.match) + 1 : 0;
      });
    expect(drops).toEqual(expected);
  });

  // prettier-ignore
  it.each([
    ['8 players: 7 winners, 6 losers, grand final and reset', 8, true, 7, 6, 2],
    ['16 players: 15 winners, 14 losers, grand final and reset', 16, true, 15, 14, 2],
    ['16 players, reset switched off: the grand final alone', 16, false, 15, 14, 1],
    ['2 players: the loser of the only winners match plays the grand final', 2, true, 1, 0, 2],
  ] as const)('%s', (_rule, n, reset, winners, losers, grandFinals) => {
    const plan = buildBracket(n, true, reset);
    const count = (side: string) => plan.matches.filter((m) => m.side === side).length;
    expect([count('winners'), count('losers'), count('grand_final')]).toEqual([winners, losers, grandFinals]);
  });

  it.each([8, 16])(
    '%i players: a dropped player never meets someone they already played in their first losers match',
    (n) => {
      const plan = buildBracket(n, true);
      const random = rng(n);
      for (let trial = 0; trial < 200; trial++) {
        const r = playOut(plan, seedsOf(n), (h, a) => (random() < 0.5 ? h : a));
        const met = new Set<string>();
        const key = (a: string, b: string) => [a, b].sort().join('|');
        const dropped = new Set<string>();
        for (const m of r.matches) {
          if (!m.playable) continue;
          const [h, a] = [name(m.homeEntrant) ?? '', name(m.awayEntrant) ?? ''];
          const isDropRound = m.side === 'losers' && m.round === 2 && m.round < plan.losersRounds;
          if (isDropRound && !dropped.has(a)) expect(met.has(key(h, a))).toBe(false);
          if (m.side === 'losers') dropped.add(a);
          met.add(key(h, a));
        }
      }
    },
  );

  it.each([2, 3, 5, 6, 7, 8, 9, 13, 16, 17])(
    '%i players: everyone but the champion is out after two defeats',
    (n) => {
      const random = rng(100 + n);
      for (const reset of [true, false]) {
        const plan = buildBracket(n, true, reset);
        const r = playOut(plan, seedsOf(n), (h, a) => (random() < 0.5 ? h : a));
        expect(r.champion).not.toBeNull();
        const defeats = new Map<string, number>();
        for (const m of r.matches) {
          const l = name(m.loser);
          if (m.playable && l) defeats.set(l, (defeats.get(l) ?? 0) + 1);
        }
        expect(defeats.get(r.champion ?? '') ?? 0).toBeLessThan(2);
        const placings = eliminationPlacings(r);
        expect(placings).toHaveLength(n);
        expect(placings[0]).toEqual({ place: 1, player: r.champion });
        expect(placings[1].place).toBe(2);
      }
    },
  );

  it('the reset is played only when the losers champion wins the grand final, and can be switched off', () => {
    // Seed 1 wins the winners' bracket; the losers' champion wins the first grand final.
    const lbWinsGrandFinal = (h: string, a: string, m: ResolvedMatch) =>
      m.side === 'grand_final' && m.round === 1 ? a : better(h, a);
    const withReset = playOut(buildBracket(4, true, true), seedsOf(4), lbWinsGrandFinal);
    expect(withReset.matches.filter((m) => m.side === 'grand_final').map((m) => m.playable)).toEqual([
      true,
      true,
    ]);
    expect(withReset.champion).toBe('P1');
    const noReset = playOut(buildBracket(4, true, false), seedsOf(4), lbWinsGrandFinal);
    expect(noReset.champion).toBe('P2');
    expect(eliminationPlacings(noReset).slice(0, 2)).toEqual([
      { place: 1, player: 'P2' },
      { place: 2, player: 'P1' },
    ]);
    const homeWins = playOut(buildBracket(4, true, true), seedsOf(4), better);
    expect(homeWins.matches[homeWins.matches.length - 1].skipped).toBe(true);
    expect(homeWins.champion).toBe('P1');
  });

  it('drop positions: odd drops reversed, even drops halves swapped', () => {
    expect([1, 2, 3, 4].map((j) => dropPosition(1, j, 4))).toEqual([4, 3, 2, 1]);
    expect([1, 2, 3, 4].map((j) => dropPosition(2, j, 4))).toEqual([3, 4, 1, 2]);
    expect(dropPosition(3, 1, 1)).toBe(1);
  });
});
