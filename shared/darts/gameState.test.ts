import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { gameUnderway, withChanges, type GameChanges } from './gameState';
import { play } from './play';
import { newPlayer, withPlayerChanges, type PlayerChanges } from './players';
import { BUST_TEXTS } from './types';

const game = {
  ...newGame({ mode: '501', players: ['Ann', 'Bob'], sets: 2, legs: 3 }),
  bust: BUST_TEXTS.onOne,
};
const ann = { ...newPlayer('Ann'), score: 501, killerNumber: 7 };

// prettier-ignore
const gameCases: [what: string, changes: GameChanges][] = [
  ['nothing changed', {}],
  ['a field set', { currentPlayer: 1, round: 4 }],
  ['a null that clears a bust', { bust: null }],
  ['a winner set', { legWinner: 0, setWinner: 0, matchWinner: null, turnOver: true }],
  ['a version bumped', { version: 9 }],
];

// prettier-ignore
const playerCases: [what: string, changes: PlayerChanges][] = [
  ['nothing changed', {}],
  ['a score of 0 (not "unchanged")', { score: 0 }],
  ['a null Killer number', { killerNumber: null }],
  ['darts recorded', { dartsThrown: 3, tally: 60, average: 60 }],
];

/** The builder's answer equals the spread it replaced, keeps the field order, and is a new object. */
function expectSameAsSpread<T extends object, C extends object>(original: T, built: T, changes: C) {
  expect(built).toEqual({ ...original, ...changes });
  expect(Object.keys(built)).toEqual(Object.keys(original));
  expect(built).not.toBe(original);
}

describe('withChanges: a new game state, same as the spread it replaces', () => {
  it.each(gameCases)('%s', (_, changes) => expectSameAsSpread(game, withChanges(game, changes), changes));
});

describe('withPlayerChanges: a new player, same as the spread it replaces', () => {
  it.each(playerCases)('%s', (_, changes) =>
    expectSameAsSpread(ann, withPlayerChanges(ann, changes), changes),
  );
});

describe('gameUnderway: has a dart been thrown?', () => {
  const fresh = newGame({ mode: '501', players: ['Ann', 'Bob'], sets: 1, legs: 2 });
  const after = (script: string) => play(fresh, script);
  it.each([
    ['a new game', fresh, false],
    ['a dart in the first turn', after('T20'), true],
    ['a finished visit', after('T20 T20 T20 F'), true],
    ['a dart thrown and undone: as if none was thrown', after('T20 U'), false],
    [
      'a leg won and the next one started',
      after('T20 T20 T20 F MISS F T20 T20 T20 F MISS F T20 T19 D12 NL'),
      true,
    ],
  ])('%s', (_rule, state, underway) => {
    expect(gameUnderway(state)).toBe(underway);
  });
});
