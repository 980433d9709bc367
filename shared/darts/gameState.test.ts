import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { withChanges, type GameChanges } from './gameState';
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

describe('withChanges: a new game state, same as the spread it replaces', () => {
  it.each(gameCases)('%s', (_, changes) => {
    const next = withChanges(game, changes);
    expect(next).toEqual({ ...game, ...changes });
    expect(Object.keys(next)).toEqual(Object.keys(game));
    expect(next).not.toBe(game);
  });
});

describe('withPlayerChanges: a new player, same as the spread it replaces', () => {
  it.each(playerCases)('%s', (_, changes) => {
    const next = withPlayerChanges(ann, changes);
    expect(next).toEqual({ ...ann, ...changes });
    expect(Object.keys(next)).toEqual(Object.keys(ann));
    expect(next).not.toBe(ann);
  });
});
