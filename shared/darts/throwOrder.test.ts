import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { play, summary, withScores } from './play';
import { firstThrowerOfNextLeg, startsNewRound } from './throwOrder';
import type { GameState } from './types';

// prettier-ignore
const nextLeg: [what: string, lastFirst: number, players: number, first: number][] = [
  ['two players: the one who threw second opens the next leg', 0, 2, 1],
  ['two players: and back again the leg after', 1, 2, 0],
  ['three players: the first throw moves one place along', 1, 3, 2],
  ['three players: after the last player it comes back to the first', 2, 3, 0],
  ['one player: always throws first', 0, 1, 0],
];

describe('who throws first in the next leg', () => {
  it.each(nextLeg)('%s', (_what, lastFirst, players, first) => {
    expect(firstThrowerOfNextLeg(lastFirst, players)).toBe(first);
  });
});

// prettier-ignore
const rounds: [what: string, first: number, current: number, next: number, players: number, newRound: boolean][] = [
  ['opened by the first player: the round ends when the last has thrown', 0, 1, 0, 2, true],
  ['opened by the first player: the second follows in the same round', 0, 0, 1, 2, false],
  ['opened by the second player: the first player follows in the same round', 1, 1, 0, 2, false],
  ['opened by the second player: the round ends when the throw comes back to them', 1, 0, 1, 2, true],
  ['three players opened by the last: 2 → 0 is the same round', 2, 2, 0, 3, false],
  ['three players opened by the last: 1 → 2 starts the next round', 2, 1, 2, 3, true],
  ['a player alone in the leg throws again: a new round', 1, 1, 1, 3, true],
];

describe('where a round of the leg ends', () => {
  it.each(rounds)('%s', (_what, first, current, next, players, newRound) => {
    expect(startsNewRound(first, current, next, players)).toBe(newRound);
  });
});

/** Ann and Bob in 301 Double Out, first to 2 legs a set, 2 sets the match; the thrower checks out 40 with D20. */
const match = (): GameState =>
  withScores(newGame({ mode: '301 Double Out', players: ['Ann', 'Bob'], sets: 2, legs: 2 }), [40, 40]);
const checkOut = (s: GameState) => play(withScores(s, [40, 40]), 'D20');
/** Bob opens the second leg and misses; Ann checks out, which wins her the set. */
const annWinsSecondLeg = (s: GameState) => play(withScores(s, [40, 40]), 'MISS MISS MISS F D20');

// prettier-ignore
const legs: [what: string, script: (s: GameState) => GameState, first: number, round: number][] = [
  ['the first leg: the first player', (s) => s, 0, 1],
  ['the second leg: the player who threw second', (s) => play(checkOut(s), 'NL'), 1, 1],
  ['the third leg, in a new set: back to the first player', (s) => play(annWinsSecondLeg(play(checkOut(s), 'NL')), 'NS'), 0, 1],
  ['the second leg after one visit each: still round 1 until the opener throws again', (s) => play(checkOut(s), 'NL S1 S1 S1 F S1 S1 S1 F'), 1, 2],
];

describe('the engine alternates the throw leg by leg', () => {
  it.each(legs)('%s', (_what, script, first, round) => {
    const s = script(match());
    expect(s.firstThrower).toBe(first);
    expect(summary(s)).toMatchObject({ current: first, round });
  });

  it('one visit into the second leg: the opener has thrown, the other player is to throw in round 1', () => {
    const s = play(play(checkOut(match()), 'NL'), 'S1 S1 S1 F');
    expect(summary(s)).toMatchObject({ current: 0, round: 1, scores: [301, 298] });
  });
});
