import { describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { newGame, tryApplyAction } from '../../shared/darts/game';
import type { GameAction, GameState } from '../../shared/darts/types';
import { sameGame, shownGame } from './laneGameShown';
import type { PendingAction } from './scoringState';

const session = { laneNumber: 1, laneName: 'Lane 1', startTime: null, sessionDuration: 3600 };
const T20: GameAction = { type: 'dart', section: 20, multiplier: 3 };
const start = newGame({ mode: '501', players: ['Ann', 'Bob'], sets: 1, legs: 1 });

function after(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce((s, a) => {
    const r = tryApplyAction(s, a);
    if (!r.ok) throw new Error(r.message);
    return r.state;
  }, state);
}

const game = (state: GameState, gameId = 'g1'): LaneGameResponse => ({ gameId, laneId: 1, session, state });
const tap = (id: string, version: number, gameId = 'g1', action: GameAction = T20): PendingAction => ({
  id,
  gameId,
  action,
  version,
});
const oneDart = after(start, T20);
const twoDarts = after(start, T20, T20);

describe('the game the scoring screen shows', () => {
  it.each<[string, LaneGameResponse | null, PendingAction[], GameState | null]>([
    ['no game in the cache: nothing to show', null, [tap('a', 0)], null],
    ['the cache’s game, no taps waiting', game(start), [], start],
    ['taps waiting are drawn on the cache’s game', game(start), [tap('a', 0), tap('b', 1)], twoDarts],
    ['a tap already answered is not drawn twice', game(oneDart), [tap('a', 0), tap('b', 1)], twoDarts],
    ['taps of another game are not drawn on this one', game(start, 'g2'), [tap('a', 0, 'g1')], start],
    ['taps overtaken by another screen are not drawn', game(twoDarts), [tap('a', 0), tap('b', 1)], twoDarts],
    [
      'a tap the engine refuses now is left out',
      game(start),
      [tap('a', 0, 'g1', { type: 'finishTurn' })],
      start,
    ],
  ])('%s', (_, held, queue, view) => {
    const shown = shownGame(held, queue);
    expect(shown.view).toEqual(view);
    expect(shown.confirmed).toBe(held?.state ?? null);
    expect(shown.gameId).toBe(held?.gameId ?? null);
  });

  it.each<[string, LaneGameResponse | null, LaneGameResponse | null, boolean]>([
    ['a copy of the same answer', game(oneDart), JSON.parse(JSON.stringify(game(oneDart))), true],
    ['a later version', game(start), game(oneDart), false],
    ['another game', game(start), game(start, 'g2'), false],
    [
      'another session',
      game(start),
      { ...game(start), session: { ...session, sessionDuration: 7200 } },
      false,
    ],
    ['nothing and something', null, game(start), false],
    ['nothing and nothing', null, null, true],
  ])('the same game to the screen: %s', (_, a, b, same) => {
    expect(sameGame(a, b)).toBe(same);
  });
});
