import { describe, expect, it } from 'vitest';
import { newGame, tryApplyAction } from './game';
import { withScores } from './play';
import type { GameMode, GameState } from './types';

/**
 * A visit entered as a total, walked over every (score left, total) pair against a reference rule written
 * here from what players know, not from the engine's code.
 */

const BELOW = 'BUST: Score went below 0';
const ON_ONE = 'BUST: Cannot finish on 1';
const NOT_DOUBLE = 'BUST: Must finish on a double';

// What every darts player knows, written out rather than computed by the engine's helpers.
/** Totals no three darts make. */
const NOT_THREE_DART_TOTALS = [163, 166, 169, 172, 173, 175, 176, 178, 179];
/** The "bogey" numbers: no three-dart double-out finish, under the 170 maximum. */
const BOGEYS_3 = [159, 162, 163, 165, 166, 168, 169];
/** No two-dart double-out finish, under the 110 maximum (T20 BULL). */
const BOGEYS_2 = [99, 102, 103, 105, 106, 108, 109];
/** What one dart can score: singles, doubles, trebles, the outer bull and the bull. */
const ONE_DART = new Set<number>([
  ...Array.from({ length: 20 }, (_, i) => i + 1),
  ...Array.from({ length: 20 }, (_, i) => (i + 1) * 2),
  ...Array.from({ length: 20 }, (_, i) => (i + 1) * 3),
  25,
  50,
]);

const doubleOutIn = (total: number, darts: number): boolean =>
  darts === 1
    ? (total % 2 === 0 && total >= 2 && total <= 40) || total === 50
    : darts === 2
      ? total >= 2 && total <= 110 && !BOGEYS_2.includes(total)
      : total >= 2 && total <= 170 && !BOGEYS_3.includes(total);

/** A plain finish in `darts` darts: the last dart scores, any earlier one may miss. */
const plainIn = (total: number, darts: number): boolean =>
  darts === 1
    ? ONE_DART.has(total)
    : darts === 2
      ? [0, ...ONE_DART].some((first) => ONE_DART.has(total - first))
      : total >= 1 && total <= 180 && !NOT_THREE_DART_TOTALS.includes(total);

/** The reference rule, in one line: what a visit of `total` in `darts` darts does with `left` to go. */
// prettier-ignore
const reference = (left: number, total: number, darts: number, dbl: boolean): string =>
  NOT_THREE_DART_TOTALS.includes(total) ? 'invalid' : total !== left && darts !== 3 ? 'refused' : total > left ? BELOW : dbl && left - total === 1 ? ON_ONE : total < left ? 'scored' : !plainIn(total, darts) ? 'invalid' : dbl && !doubleOutIn(total, darts) ? NOT_DOUBLE : 'won';

const X01: [GameMode, boolean][] = [
  ['501', false],
  ['301', false],
  ['501 Double Out', true],
  ['301 Double Out', true],
];
const LEFTS = [...Array.from({ length: 200 }, (_, i) => i + 1), 301, 501];
const TOTALS = Array.from({ length: 181 }, (_, i) => i);

const game = (mode: GameMode, left: number) =>
  withScores(newGame({ mode, players: ['Ann', 'Bob'], sets: 1, legs: 2 }), [left, 501]);

/** What the engine made of the visit, in the reference's words, and whether its bookkeeping is honest. */
function outcome(before: GameState, total: number, darts: 1 | 2 | 3): string {
  const result = tryApplyAction(before, { type: 'visit', score: total, darts });
  if (!result.ok) return result.kind;
  const s = result.state;
  const ann = s.players[0];
  const left = before.players[0].score;
  const scored = s.bust === null ? total : 0;
  const honest =
    ann.dartsThrown === darts &&
    ann.tally === scored &&
    ann.score === left - scored &&
    s.turn.length === 0 &&
    (s.legWinner === 0 || s.currentPlayer === 1);
  if (!honest) return `dishonest ${JSON.stringify(ann)}`;
  return s.bust ?? (s.legWinner === 0 ? 'won' : 'scored');
}

describe('a visit total against every score left', () => {
  it.each(X01)('%s: every total 0–180 from every score left 1–200, 301 and 501, as 3 darts', (mode, dbl) => {
    const wrong: string[] = [];
    for (const left of LEFTS) {
      const before = game(mode, left);
      for (const total of TOTALS) {
        const expected = reference(left, total, 3, dbl);
        const got = outcome(before, total, 3);
        if (got !== expected) wrong.push(`${left} left, ${total}: ${got}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(X01)('%s: every checkout and non-checkout in 1 or 2 darts', (mode, dbl) => {
    const wrong: string[] = [];
    for (const left of LEFTS) {
      const before = game(mode, left);
      for (const total of TOTALS) {
        for (const darts of [1, 2] as const) {
          const expected = reference(left, total, darts, dbl);
          const got = outcome(before, total, darts);
          if (got !== expected)
            wrong.push(`${left} left, ${total} in ${darts}: ${got}, expected ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // The reported cases, by name.
  // prettier-ignore
  it.each([
    ['301', 60, 100, 3, BELOW],
    ['501', 60, 100, 3, BELOW],
    ['501 Double Out', 40, 41, 3, BELOW],
    ['501 Double Out', 100, 101, 3, BELOW],
    ['501 Double Out', 61, 100, 3, BELOW],
    ['501 Double Out', 60, 100, 3, BELOW],
    ['501 Double Out', 41, 40, 3, ON_ONE],
    ['501 Double Out', 60, 60, 1, NOT_DOUBLE],
    ['501 Double Out', 60, 60, 2, 'won'],
    ['501 Double Out', 159, 159, 3, NOT_DOUBLE],
    ['501', 60, 60, 1, 'won'],
    ['301', 1, 1, 1, 'won'],
    ['501', 159, 159, 3, 'won'],
    ['501', 180, 180, 3, 'won'],
    ['501', 100, 100, 1, 'invalid'],
    ['501', 100, 60, 2, 'refused'],
  ] as const)('%s, %i left, %i in %i darts: %s', (mode, left, total, darts, expected) => {
    expect(outcome(game(mode, left), total, darts)).toBe(expected);
  });
});

describe('a visit is recorded as a visit', () => {
  it('a 60 visit is three darts: a 60.00 average, not 180.00', () => {
    const result = tryApplyAction(game('501', 501), { type: 'visit', score: 60, darts: 3 });
    expect(result.ok && result.state.players[0]).toMatchObject({ dartsThrown: 3, tally: 60, average: 60 });
  });

  it('a 0 visit is three darts', () => {
    const result = tryApplyAction(game('501', 501), { type: 'visit', score: 0, darts: 3 });
    expect(result.ok && result.state.players[0]).toMatchObject({ dartsThrown: 3, average: 0 });
  });

  it('a two-dart checkout of 100 counts two darts', () => {
    const result = tryApplyAction(game('501 Double Out', 100), { type: 'visit', score: 100, darts: 2 });
    expect(result.ok && result.state.players[0]).toMatchObject({ dartsThrown: 2, tally: 100, average: 150 });
    expect(result.ok && result.state.legWinner).toBe(0);
  });

  it('High Score adds a visit over three darts', () => {
    const hs = newGame({ mode: 'High Score', players: ['Ann', 'Bob'], sets: 1, legs: 1 });
    const result = tryApplyAction(hs, { type: 'visit', score: 100, darts: 3 });
    expect(result.ok && result.state.players[0]).toMatchObject({ score: 100, dartsThrown: 3, average: 100 });
    expect(tryApplyAction(hs, { type: 'visit', score: 100, darts: 2 })).toMatchObject({ kind: 'refused' });
  });

  it('the seventh High Score round entered as totals decides the leg', () => {
    let s = newGame({ mode: 'High Score', players: ['Ann', 'Bob'], sets: 1, legs: 1 });
    for (let visit = 0; visit < 14; visit += 1) {
      const result = tryApplyAction(s, { type: 'visit', score: visit % 2 === 0 ? 60 : 45, darts: 3 });
      if (!result.ok) throw new Error(result.message);
      s = result.state;
    }
    expect([s.legWinner, s.players[0].score, s.players[1].score]).toEqual([0, 420, 315]);
  });

  // prettier-ignore
  it.each([
    ['in Cricket', newGame({ mode: 'Cricket', players: ['Ann'], sets: 1, legs: 1 }), 'enter the darts'],
    ['after a dart of the turn', tryApplyAction(game('501', 501), { type: 'dart', section: 20, multiplier: 1 }), 'Darts are already entered'],
    ['after the leg is won', tryApplyAction(game('501', 40), { type: 'dart', section: 20, multiplier: 2 }), 'The leg is over'],
  ] as const)('is refused %s', (_when, state, message) => {
    const s = 'ok' in state ? (state.ok ? state.state : null) : state;
    if (s === null) throw new Error('setup refused');
    const result = tryApplyAction(s, { type: 'visit', score: 60, darts: 3 });
    expect(result.ok ? 'taken' : result.message).toContain(message);
  });

  it('a bust visit shows its text and passes the turn; undo has no darts to take back', () => {
    const result = tryApplyAction(game('501', 40), { type: 'visit', score: 60, darts: 3 });
    if (!result.ok) throw new Error(result.message);
    expect([result.state.bust, result.state.currentPlayer, result.state.players[0].score]).toEqual([
      BELOW,
      1,
      40,
    ]);
    expect(tryApplyAction(result.state, { type: 'undo' })).toMatchObject({ ok: false, kind: 'refused' });
  });
});
