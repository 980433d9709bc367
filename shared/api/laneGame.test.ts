import { describe, expect, it } from 'vitest';
import { newGame } from '../darts/game';
import { play } from '../darts/play';
import { GAME_MODES } from '../darts/types';
import { GameAction, GameState, ScoreRequest, UpdateGameModeRequest } from './laneGame';

describe('lane game contract', () => {
  it.each(GAME_MODES.map((mode) => [mode]))('a %s game in play is a valid GameState', (mode) => {
    const s = play(newGame({ mode, players: ['Ann', 'Bob'], sets: 2, legs: 2 }), 'S20 F S19');
    expect(GameState.parse(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it.each([
    ['an unknown mode', { mode: 'Golf' }],
    ['a bust text the engine never shows', { bust: 'BUST!' }],
    [
      'four darts in a turn',
      { turn: Array.from({ length: 4 }, () => ({ section: 1, multiplier: 1, score: 1 })) },
    ],
    ['no players', { players: [] }],
  ])('refuses a stored game with %s', (_rule, change) => {
    const s = newGame({ mode: '501', players: ['Ann'], sets: 1, legs: 1 });
    expect(GameState.safeParse({ ...s, ...change }).success).toBe(false);
  });

  const g = { gameId: 'g1' };
  // prettier-ignore
  it.each([
    ['a dart', { ...g, action: { type: 'dart', section: 20, multiplier: 3 }, version: 0, actionId: 'a1' }, true],
    ['score and player', { ...g, score: 60, player: 0 }, true],
    ['an undo without an action id', { ...g, action: { type: 'undo' }, version: 3 }, true],
    ['a multiplier of 4', { ...g, action: { type: 'dart', section: 20, multiplier: 4 }, version: 0 }, false],
    ['an unknown action', { ...g, action: { type: 'explode' }, version: 0 }, false],
    ['a negative version', { ...g, action: { type: 'undo' }, version: -1 }, false],
    ['a turn total over 180', { ...g, score: 181, player: 0 }, false],
    ['a checkout total with its darts', { ...g, score: 100, player: 0, darts: 2 }, true],
    ['a total in 4 darts', { ...g, score: 100, player: 0, darts: 4 }, false],
    ['a visit action', { ...g, action: { type: 'visit', score: 60, darts: 3 }, version: 0 }, true],
    ['a visit action without darts', { ...g, action: { type: 'visit', score: 60 }, version: 0 }, false],
    // A write that does not name its game could land in the lane's next one.
    ['an action without its game', { action: { type: 'undo' }, version: 3, actionId: 'a1' }, false],
    ['a total without its game', { score: 60, player: 0 }, false],
    ['an empty game id', { gameId: '', score: 60, player: 0 }, false],
  ])('score request: %s', (_rule, body, valid) => {
    expect(ScoreRequest.safeParse(body).success).toBe(valid);
  });

  it('a dart off the board passes the schema so the engine can say why', () => {
    expect(GameAction.safeParse({ type: 'dart', section: 21, multiplier: 1 }).success).toBe(true);
  });

  it.each([
    ['a known game mode', { gameId: 'g1', gameMode: 'Cricket' }, true],
    ['sets and legs', { gameId: 'g1', gameMode: '501', sets: 3, legs: 5 }, true],
    ['an unknown game mode', { gameId: 'g1', gameMode: 'Golf' }, false],
    ['0 legs', { gameId: 'g1', gameMode: '501', legs: 0 }, false],
    ['no game named', { gameMode: 'Cricket' }, false],
  ])('update game mode: %s', (_rule, body, valid) => {
    expect(UpdateGameModeRequest.safeParse(body).success).toBe(valid);
  });
});
