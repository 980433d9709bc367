import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SEEDING_METHOD } from '../api/tournaments';
import { ALLOWED_GROUP_COUNTS, groupIdAt } from './groupDraw';
import { seedKnockout, seedOrder, type GroupTable, type KnockoutDraw } from './seeding';
import type { Standing } from './standings';

function standing(player: string, points: number, legsFor: number, legsAgainst = 0): Standing {
  return { player, points, legsFor, legsAgainst, wins: points / 2, losses: 0 };
}

/**
 * `count` groups of 4 named by place (A1, A2 ...). Group winners have 6 points and runners-up 4; legs won
 * fall by group letter, so across groups A ranks above B. `legsFor` overrides that for named players.
 */
function groups(count: number, legsFor: Record<string, number> = {}): GroupTable[] {
  return Array.from({ length: count }, (_, i) => {
    const id = groupIdAt(i);
    return {
      groupId: id,
      standings: [6, 4, 2, 0].map((points, place) => {
        const player = `${id}${place + 1}`;
        return standing(player, points, legsFor[player] ?? 20 - i);
      }),
    };
  });
}

/** The draw as 'A1vB2 C1vD2 ...'; a bye reads 'A1vbye'. */
const show = (draw: KnockoutDraw) =>
  draw.matches.map((m) => `${m.home.player}v${m.away ? m.away.player : 'bye'}`).join(' ');

describe('seedKnockout: first knockout round by number of groups', () => {
  // Columns: rule, groups, advancing per group, seeding method, first stage, expected first round.
  // prettier-ignore
  it.each([
    ['4 groups x 2: the default method A1vB2, C1vD2, B1vA2, D1vC2', groups(4), 2, DEFAULT_SEEDING_METHOD, 'quarter', 'A1vB2 C1vD2 B1vA2 D1vC2'],
    ['4 groups x 2: the method decides even when group D had the best winner', groups(4, { D1: 99 }), 2, DEFAULT_SEEDING_METHOD, 'quarter', 'A1vB2 C1vD2 B1vA2 D1vC2'],
    ['4 groups x 2: an unusable method falls back to seeds, group-mates apart', groups(4), 2, 'A1vA2', 'quarter', 'A1vD2 D1vA2 B1vC2 C1vB2'],
    ['2 groups x 2: semi finals, winners meet the other group\'s runner-up', groups(2), 2, DEFAULT_SEEDING_METHOD, 'semi', 'A1vB2 B1vA2'],
    ['2 groups x 2: still crossed when B has the better winner and A the better runner-up', groups(2, { B1: 99, B2: 1 }), 2, DEFAULT_SEEDING_METHOD, 'semi', 'B1vA2 A1vB2'],
    ['2 groups x 1: the two winners go straight to the final', groups(2), 1, DEFAULT_SEEDING_METHOD, 'final', 'A1vB1'],
    ['3 groups x 2: bracket of 8, byes to the two best winners, C1 kept from C2', groups(3), 2, DEFAULT_SEEDING_METHOD, 'quarter', 'A1vbye A2vC2 B1vbye C1vB2'],
    ['3 groups x 2: the byes follow the best records, not the letters', groups(3, { C1: 99, B1: 98 }), 2, DEFAULT_SEEDING_METHOD, 'quarter', 'C1vbye A2vB2 B1vbye A1vC2'],
    ['4 groups x 1: the four winners make the semi finals, 1v4 and 2v3', groups(4), 1, DEFAULT_SEEDING_METHOD, 'semi', 'A1vD1 B1vC1'],
    ['5 groups x 2: five winners and the three best runners-up', groups(5), 2, DEFAULT_SEEDING_METHOD, 'quarter', 'A1vC2 D1vB2 B1vE1 C1vA2'],
    ['6 groups x 2: six winners and the two best runners-up', groups(6), 2, DEFAULT_SEEDING_METHOD, 'quarter', 'A1vB2 D1vE1 B1vA2 C1vF1'],
    ['8 groups x 2: the eight group winners, seeds 1v8, 4v5, 2v7, 3v6', groups(8), 2, DEFAULT_SEEDING_METHOD, 'quarter', 'A1vH1 D1vE1 B1vG1 C1vF1'],
  ])('%s', (_rule, tables, advance, method, stage, firstRound) => {
    const draw = seedKnockout(tables, advance, method);
    expect(draw.stage).toBe(stage);
    expect(show(draw)).toBe(firstRound);
  });
});

describe('seedOrder: top seeds meet as late as possible', () => {
  it.each([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
  ])('bracket of %i → %j', (size, order) => {
    expect(seedOrder(size)).toEqual(order);
  });
});

describe('seedKnockout: rules that hold for any group results', () => {
  const shapes = ALLOWED_GROUP_COUNTS.flatMap((count) => [1, 2].map((advance) => [count, advance] as const));
  it.each(shapes)(
    '%i groups x %i advancing: everyone once, byes to the best, no group-mates in round one',
    (count, advance) => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 0, max: 30 }), { minLength: count * 4, maxLength: count * 4 }),
          (legs) => {
            const tables = groups(count).map((g, gi) => ({
              ...g,
              standings: g.standings.map((s, si) => ({ ...s, legsFor: legs[gi * 4 + si] })),
            }));
            const draw = seedKnockout(tables, advance, 'not a method');
            const players = draw.matches.flatMap((m) => [m.home, m.away]).filter((q) => q !== null);
            const expected = Math.min(count * advance, 8);
            expect(new Set(players.map((q) => q.player)).size).toBe(expected);
            expect(draw.matches).toHaveLength(draw.bracketSize / 2);
            for (const m of draw.matches) expect(m.home.groupId).not.toBe(m.away?.groupId);
            const byes = draw.matches.filter((m) => m.away === null).map((m) => m.home);
            const playing = players.filter((q) => !byes.includes(q));
            // A bye never goes to a runner-up while a group winner has to play.
            for (const b of byes) expect(playing.every((q) => q.place >= b.place)).toBe(true);
          },
        ),
        { numRuns: 50 },
      );
    },
  );
});
