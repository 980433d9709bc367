import { describe, expect, it } from 'vitest';
import { threeDartAverage } from './averages';
import { newGame } from './game';
import { play, withScores } from './play';

describe('three-dart average', () => {
  it.each([
    ['no darts is 0', 0, 0, 0],
    ['a 180 visit averages 180', 180, 3, 180],
    ['it is per three darts', 100, 6, 50],
    ['it is rounded to 2 decimals', 100, 7, 42.86],
  ])('%s', (_rule, tally, darts, average) => {
    expect(threeDartAverage(tally, darts)).toBe(average);
  });

  const x01 = () => newGame({ mode: '501', players: ['Ann', 'Bob'], sets: 1, legs: 2 });

  // prettier-ignore
  it.each([
    ['x01 counts the points of a finished turn', 'T20 S20 F', 2, 120],
    ['a bust turn counts its darts but scores nothing', 'T20 F MISS F T20 F', 2, 90],
    ['darts of an open turn count once the turn is finished', 'T20 T20', 0, 0],
  ])('%s', (_rule, script, darts, average) => {
    const ann = play(withScores(x01(), [100, 501]), script).players[0];
    expect([ann.dartsThrown, ann.average]).toEqual([darts, average]);
  });

  it('the leg-winning darts count, and the average runs over the match', () => {
    const leg1 = play(withScores(x01(), [100, 501]), 'T20 D20 NL');
    // Bob throws first in the second leg (the throw alternates), then Ann throws 180.
    const ann = play(leg1, 'MISS MISS MISS F T20 T20 T20 F').players[0];
    expect([ann.dartsThrown, ann.average]).toEqual([5, 168]);
  });
});
