import { describe, expect, it } from 'vitest';
import { newGame } from '../../../shared/darts/game';
import { play, withScores } from '../../../shared/darts/play';
import type { GameMode } from '../../../shared/darts/types';
import { ENGLISH_WORDS } from '../../i18n/englishWords';
import { canEnterTotal, typeKey, visitEntry } from './visitTotal';

const game = (mode: GameMode, left = 501, script = '') =>
  play(withScores(newGame({ mode, players: ['Ann', 'Bob'], sets: 1, legs: 1 }), [left, 501]), script);

describe('the Enter total pad', () => {
  // prettier-ignore
  it.each([
    ['x01 before a dart', game('501'), true],
    ['High Score', game('High Score', 0), true],
    ['after a dart of the turn', game('501', 501, 'S20'), false],
    ['Cricket, which needs each dart', game('Cricket', 0), false],
    ['once the leg is won', game('501', 40, 'D20'), false],
  ])('takes a total: %s', (_when, state, expected) => {
    expect(canEnterTotal(state)).toBe(expected);
  });

  // prettier-ignore
  it.each([
    ['', '1', '1'],
    ['0', '7', '7'],
    ['18', '0', '180'],
    ['180', '5', '180'],
    ['18', 'Delete', '1'],
    ['', 'Delete', ''],
    ['6', 'x', '6'],
  ])('typing after %j the key %s gives %j', (digits, key, expected) => {
    expect(typeKey(digits, key)).toBe(expected);
  });

  // prettier-ignore
  it.each([
    ['nothing typed', game('501'), '', { total: null, problem: null, checkout: false }],
    ['a plain visit', game('501'), '60', { total: 60, problem: null, checkout: false, dartChoices: [] }],
    ['over 180', game('501'), '181', { problem: 'A visit is at most 180' }],
    ['a total no darts make', game('501'), '179', { problem: '179 cannot be scored with three darts' }],
    ['an overshoot is sent (the engine busts it)', game('501', 40), '60', { problem: null, checkout: false }],
    ['a checkout of 40 in 1, 2 or 3', game('501 Double Out', 40), '40', { checkout: true, dartChoices: [1, 2, 3] }],
    ['a checkout of 100 in 2 or 3', game('501 Double Out', 100), '100', { checkout: true, dartChoices: [2, 3] }],
    ['a checkout of 121 only in 3', game('301', 121), '121', { checkout: true, dartChoices: [3] }],
    ['High Score has no checkout', game('High Score', 60), '60', { checkout: false }],
  ])('%s', (_rule, state, digits, expected) => {
    expect(visitEntry(state, digits, ENGLISH_WORDS)).toMatchObject(expected);
  });
});
