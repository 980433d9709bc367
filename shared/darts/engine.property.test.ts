import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameState as GameStateSchema } from '../api/laneGame';
import { newGame, tryApplyAction } from './game';
import { GAME_MODES } from './types';
import type { GameAction, GameState } from './types';

const dart = fc.oneof(
  fc.record({
    section: fc.integer({ min: 1, max: 20 }),
    multiplier: fc.constantFrom(1 as const, 2 as const, 3 as const),
  }),
  fc.constantFrom(
    { section: 25, multiplier: 1 as const },
    { section: 25, multiplier: 2 as const },
    { section: 0, multiplier: 1 as const },
  ),
);
const action: fc.Arbitrary<GameAction> = fc.oneof(
  { weight: 12, arbitrary: dart.map((d) => ({ type: 'dart' as const, ...d })) },
  { weight: 4, arbitrary: fc.constant({ type: 'finishTurn' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('visit' as const),
      score: fc.integer({ min: 0, max: 180 }),
      darts: fc.constantFrom(1 as const, 2 as const, 3 as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<GameAction>(
      { type: 'undo' },
      { type: 'clear' },
      { type: 'nextLeg' },
      { type: 'nextSet' },
    ),
  },
);

/** Rules that hold after every accepted action, whatever was thrown before. */
function checkInvariants(s: GameState): void {
  GameStateSchema.parse(s);
  expect(s.turn.length).toBeLessThanOrEqual(3);
  expect(s.currentPlayer).toBeGreaterThanOrEqual(0);
  expect(s.currentPlayer).toBeLessThan(s.players.length);
  for (const p of s.players) {
    expect(p.legs).toBeLessThanOrEqual(s.legs);
    expect(p.sets).toBeLessThanOrEqual(s.sets);
    if (s.mode.includes('01')) expect(p.score).toBeGreaterThanOrEqual(0);
    if (s.mode === 'Killer') expect(p.score).toBeGreaterThanOrEqual(0);
  }
  if (s.matchWinner !== null) expect(s.setWinner).toBe(s.matchWinner);
  if (s.setWinner !== null) expect(s.legWinner).toBe(s.setWinner);
}

describe('any sequence of taps', () => {
  it.each(GAME_MODES.map((mode) => [mode]))(
    'keeps a %s game valid, serialisable and never throws',
    (mode) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 4 }),
          fc.array(action, { maxLength: 150 }),
          (players, actions) => {
            let s = newGame({ mode, players: ['A', 'B', 'C', 'D'].slice(0, players), sets: 2, legs: 2 });
            for (const a of actions) {
              const before = JSON.stringify(s);
              const result = tryApplyAction(s, a);
              expect(JSON.stringify(s)).toBe(before);
              if (!result.ok) continue;
              expect(result.state.version).toBe(s.version + 1);
              s = result.state;
              checkInvariants(s);
            }
            expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('undo after any dart gives back the game as it was before that dart (apart from the version)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_MODES),
        fc.array(action, { maxLength: 80 }),
        dart,
        (mode, actions, last) => {
          let s = newGame({ mode, players: ['A', 'B'], sets: 1, legs: 2 });
          for (const a of actions) {
            const r = tryApplyAction(s, a);
            if (r.ok) s = r.state;
          }
          const thrown = tryApplyAction(s, { type: 'dart', ...last });
          if (!thrown.ok) return;
          const undone = tryApplyAction(thrown.state, { type: 'undo' });
          expect(undone.ok).toBe(true);
          if (!undone.ok) return;
          const { version: _v1, bust: _b1, ...after } = undone.state;
          const { version: _v2, bust: _b2, ...before } = s;
          expect(after).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });
});
