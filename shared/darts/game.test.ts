import { describe, expect, it } from 'vitest';
import { applyAction, gameOptionsError, newGame, tryApplyAction } from './game';
import { play, summary, withScores } from './play';
import type { Summary } from './play';
import { GAME_MODES } from './types';
import type { GameAction, GameState } from './types';

/** Ann and Bob in 301 Double Out, first to 2 legs a set and 2 sets the match; Ann needs D20 to win a leg. */
const match = (): GameState =>
  withScores(newGame({ mode: '301 Double Out', players: ['Ann', 'Bob'], sets: 2, legs: 2 }), [40, 40]);
/** Ann checks out; in a leg Bob opens (the throw alternates), he misses his visit first. */
const annWinsLeg = (s: GameState) =>
  play(withScores(s, [40, 40]), s.currentPlayer === 0 ? 'D20' : 'MISS MISS MISS F D20');

// prettier-ignore
const progression: [rule: string, legsWonByAnn: number, then: string, expected: Partial<Summary>][] = [
  ['a leg win adds a leg', 1, '', { legs: [1, 0], sets: [0, 0], legWinner: 0, setWinner: null }],
  ['Start Next Leg resets scores; the player who threw second throws first', 1, 'NL', { scores: [301, 301], current: 1, legs: [1, 0], legWinner: null }],
  ['reaching the legs target awards a set', 2, '', { legs: [2, 0], sets: [1, 0], setWinner: 0, matchWinner: null }],
  ['Start Next Set also resets legs', 2, 'NS', { legs: [0, 0], sets: [1, 0], scores: [301, 301], setWinner: null }],
  ['reaching the sets target wins the match', 4, '', { sets: [2, 0], matchWinner: 0, setWinner: 0, legWinner: 0 }],
  ['Continue Playing after the match starts a new match', 4, 'NS', { sets: [0, 0], legs: [0, 0], matchWinner: null, scores: [301, 301] }],
];

describe('leg → set → match', () => {
  it.each(progression)('%s', (_rule, legsWonByAnn, then, expected) => {
    let s = match();
    for (let leg = 1; leg <= legsWonByAnn; leg += 1) {
      s = annWinsLeg(s);
      if (leg < legsWonByAnn) s = play(s, s.setWinner === null ? 'NL' : 'NS');
    }
    expect(summary(play(s, then))).toMatchObject(expected);
  });

  it('a new match restarts the darts statistics but keeps the players', () => {
    let s = match();
    for (let leg = 1; leg <= 4; leg += 1) s = play(annWinsLeg(s), leg === 4 ? 'NS' : leg % 2 ? 'NL' : 'NS');
    expect(s.players.map((p) => [p.name, p.dartsThrown])).toEqual([
      ['Ann', 0],
      ['Bob', 0],
    ]);
  });
});

// prettier-ignore
const undoClear: [rule: string, script: string, expected: Partial<Summary>][] = [
  ['undo takes back the last dart of the turn', 'T20 T19 U', { darts: 1, scores: [301, 301] }],
  ['clear takes back every dart of the turn', 'T20 T19 S1 C', { darts: 0, current: 0 }],
  ['a cleared turn can be thrown again', 'T20 T19 S1 C S5 F', { scores: [296, 301], current: 1 }],
  ['undo reopens a turn closed by its third dart', 'S1 S1 S1 U S2', { darts: 3 }],
];

describe('undo and clear', () => {
  it.each(undoClear)('%s', (_rule, script, expected) => {
    const s = newGame({ mode: '301', players: ['Ann', 'Bob'], sets: 1, legs: 1 });
    expect(summary(play(s, script))).toMatchObject(expected);
  });

  it('undoing the leg-winning dart takes back the leg, set and match', () => {
    const start = withScores(
      newGame({ mode: '501 Double Out', players: ['Ann', 'Bob'], sets: 1, legs: 1 }),
      [40, 9],
    );
    const won = play(start, 'S20 D10');
    expect(won.matchWinner).toBe(0);
    expect(summary(play(won, 'U'))).toMatchObject({
      legWinner: null,
      setWinner: null,
      matchWinner: null,
      legs: [0, 0],
      sets: [0, 0],
      darts: 1,
    });
  });

  it.each([
    ['undo with no darts in the turn', 'U', 'No darts to undo'],
    ['clear with no darts in the turn', 'C', 'No darts to clear'],
    ['Finish Turn with no darts entered', 'F', 'Enter the darts thrown first'],
    ['Start Next Leg while the leg is played', 'NL', 'The leg is still being played'],
    ['Start Next Set while the set is played', 'NS', 'The set is still being played'],
  ])('refuses %s', (_rule, script, message) => {
    const s = newGame({ mode: '501', players: ['Ann'], sets: 1, legs: 1 });
    const result = tryApplyAction(s, parse(script));
    expect(result).toEqual({ ok: false, kind: 'refused', message: expect.stringContaining(message) });
  });

  it('refuses Start Next Leg when the set is won', () => {
    const s = play(withScores(newGame({ mode: '501', players: ['Ann'], sets: 2, legs: 1 }), [20]), 'S20');
    expect(() => applyAction(s, { type: 'nextLeg' })).toThrow('The set is over: start the next set');
  });
});

function parse(word: string): GameAction {
  return {
    U: { type: 'undo' },
    C: { type: 'clear' },
    F: { type: 'finishTurn' },
    NL: { type: 'nextLeg' },
    NS: { type: 'nextSet' },
  }[word] as GameAction;
}

describe('darts off the board are invalid (HTTP 400), not thrown errors', () => {
  it.each([
    ['section 21', 21, 1],
    ['section -1', -1, 1],
    ['a fractional section', 2.5, 1],
    ['multiplier 4', 20, 4],
    ['multiplier 0', 20, 0],
    ['a treble bull (T25)', 25, 3],
    ['a double miss (D0)', 0, 2],
    ['section 22 (no such number)', 22, 2],
  ])('%s', (_rule, section, multiplier) => {
    const s = newGame({ mode: '501', players: ['Ann'], sets: 1, legs: 1 });
    const result = tryApplyAction(s, { type: 'dart', section, multiplier } as GameAction);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ kind: 'invalid', message: expect.any(String) });
  });
});

describe('the state', () => {
  it('applyAction never mutates the state it is given', () => {
    const s = newGame({ mode: 'Cricket', players: ['Ann', 'Bob'], sets: 1, legs: 1 });
    const frozen = JSON.stringify(s);
    play(s, 'T20 T20 T19 F S15 U D15 F');
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('every action adds one to the version, a refusal adds nothing', () => {
    const s = newGame({ mode: '501', players: ['Ann'], sets: 1, legs: 1 });
    expect(play(s, 'T20 S1 U F').version).toBe(4);
    expect(tryApplyAction(s, { type: 'undo' }).ok).toBe(false);
  });

  it.each(GAME_MODES.map((mode) => [mode]))('a %s game survives a JSON round trip unchanged', (mode) => {
    const s = play(newGame({ mode, players: ['Ann', 'Bob'], sets: 1, legs: 1 }), 'S20 F S19');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it.each([
    ['no players', { players: [] }, '1 to 6 players'],
    ['seven players', { players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, '1 to 6 players'],
    ['a blank name', { players: ['Ann', ' '] }, 'needs a name'],
    ['0 sets', { sets: 0 }, 'Sets must be 1 to 10'],
    ['11 legs', { legs: 11 }, 'Legs must be 1 to 10'],
    ['an unknown mode', { mode: 'Golf' }, 'Unknown game mode'],
  ])('newGame refuses %s', (_rule, change, message) => {
    const options = { mode: '501', players: ['Ann'], sets: 1, legs: 1, ...change } as Parameters<
      typeof newGame
    >[0];
    expect(gameOptionsError(options)).toContain(message);
    expect(() => newGame(options)).toThrow(message);
  });

  it('the game carries name, score, legs, sets, darts thrown and average for every player', () => {
    const s = play(newGame({ mode: '501', players: ['Ann', 'Bob'], sets: 1, legs: 1 }), 'T20 T20 S20 F');
    expect(s.players[0]).toMatchObject({
      name: 'Ann',
      score: 361,
      legs: 0,
      sets: 0,
      dartsThrown: 3,
      average: 140,
    });
  });
});
