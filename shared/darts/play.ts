import { applyAction } from './game';
import { parseDartLabel } from './labels';
import type { GameAction, GameState } from './types';

const WORDS: Record<string, GameAction> = {
  F: { type: 'finishTurn' },
  U: { type: 'undo' },
  C: { type: 'clear' },
  NL: { type: 'nextLeg' },
  NS: { type: 'nextSet' },
};

/**
 * The actions a short script names, for tests and fixtures: dart labels (T20, D16, BULL, MISS) and
 * F (finish turn), U (undo), C (clear), NL (next leg), NS (next set), separated by spaces.
 */
export function scriptActions(script: string): GameAction[] {
  return script
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const action = WORDS[word];
      if (action !== undefined) return action;
      const dart = parseDartLabel(word);
      if (dart === null) throw new Error(`Not a dart or action: ${word}`);
      return { type: 'dart', ...dart };
    });
}

/** The game after playing `script` (see scriptActions) with applyAction. */
export function play(state: GameState, script: string): GameState {
  return scriptActions(script).reduce(applyAction, state);
}

/** The game with the players' scores set at the start of the current turn (to test endgames quickly). */
export function withScores(state: GameState, scores: number[]): GameState {
  const players = state.players.map((p, i) => ({ ...p, score: scores[i] ?? p.score }));
  return { ...state, players, turnStart: players };
}

/** The parts of a game a rule's test usually pins, in one comparable object. */
export function summary(state: GameState) {
  return {
    scores: state.players.map((p) => p.score),
    current: state.currentPlayer,
    darts: state.turn.length,
    bust: state.bust,
    legWinner: state.legWinner,
    setWinner: state.setWinner,
    matchWinner: state.matchWinner,
    legs: state.players.map((p) => p.legs),
    sets: state.players.map((p) => p.sets),
    round: state.round,
  };
}

export type Summary = ReturnType<typeof summary>;
