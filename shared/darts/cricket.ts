import { recordDarts } from './averages';
import { BULL_SECTION } from './labels';
import { perDartRules, updatePlayer, withPlayerChanges } from './players';
import type { Dart, GameState, ModeRules, PlayerState, TurnResult } from './types';

/** Cricket targets 20 to 15 and bull, 3 marks each. */
export const CRICKET_TARGETS = [20, 19, 18, 17, 16, 15, BULL_SECTION] as const;
export const MARKS_TO_CLOSE = 3;

/**
 * Cricket (docs/behaviour.md#cricket: targets 20–15 and bull, 3 marks each counted by multiplier; win at all
 * 21 marks), with the scoring players know:
 * - A dart on a target adds marks equal to its multiplier (outer bull 1, inner bull 2); other sections do
 *   nothing. Marks apply dart by dart, so a turn can close a target and then score on it.
 * - Marks beyond three score the target's value (bull 25) per mark, but only while at least one opponent has
 *   not closed that target. Marks that neither close nor score are dead. Solo, nothing scores.
 * - The leg is won the moment a player has all 21 marks and no opponent has more points; a player who closes
 *   everything while behind keeps throwing to score points on targets still open to them.
 * - `score` is the player's points and starts at 0, as points in cricket do.
 */
export const cricketRules: ModeRules = perDartRules(
  (player) => withPlayerChanges(player, { score: 0, marks: CRICKET_TARGETS.map(() => 0) }),
  evaluate,
);

function evaluate(state: GameState, darts: Dart[]): TurnResult {
  const current = state.currentPlayer;
  let players = state.players;
  for (const dart of darts) {
    players = updatePlayer(players, current, (p) => cricketDart(p, dart, players, current));
    if (hasWonCricket(players, current)) {
      return { players, bust: null, legWinner: current, turnOver: true };
    }
  }
  return { players, bust: null, legWinner: null, turnOver: darts.length >= 3 };
}

/** The thrower after one dart: marks, points and the marks that counted for the average. */
function cricketDart(thrower: PlayerState, dart: Dart, players: PlayerState[], index: number): PlayerState {
  const target = CRICKET_TARGETS.findIndex((t) => t === dart.section);
  if (target < 0) return recordDarts(thrower, 1, 0);
  const before = thrower.marks[target];
  const closing = Math.min(dart.multiplier, MARKS_TO_CLOSE - before);
  const extra = dart.multiplier - closing;
  const openToScore = players.some((p, i) => i !== index && p.marks[target] < MARKS_TO_CLOSE);
  const scoringMarks = openToScore ? extra : 0;
  const marks = thrower.marks.map((m, i) => (i === target ? m + closing : m));
  const scored = { ...thrower, marks, score: thrower.score + scoringMarks * dart.section };
  return recordDarts(scored, 1, closing + scoringMarks);
}

function hasWonCricket(players: PlayerState[], index: number): boolean {
  const player = players[index];
  const closedAll = player.marks.every((m) => m >= MARKS_TO_CLOSE);
  return closedAll && players.every((p, i) => i === index || p.score <= player.score);
}
