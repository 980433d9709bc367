import { recordDarts } from './averages';
import { sumScores, updatePlayer } from './players';
import type { ModeRules } from './types';

/** Rounds in a High Score leg: the usual electronic-board game of 7 visits each. */
export const HIGH_SCORE_ROUNDS = 7;

/**
 * High Score (SPEC §4: starts at 0 and accumulates). Each finished turn adds its total to the player's score
 * (like x01, on Finish Turn). After every player has had HIGH_SCORE_ROUNDS visits the highest total wins the
 * leg; players level at the top keep playing whole extra rounds until one leads at the end of a round.
 */
export const highScoreRules: ModeRules = {
  legStart: (player) => ({ ...player, score: 0 }),
  evaluate: (state, darts) => ({
    players: state.players,
    bust: null,
    legWinner: null,
    turnOver: darts.length >= 3,
  }),
  commit(state, darts) {
    const total = sumScores(darts);
    const players = updatePlayer(state.players, state.currentPlayer, (p) =>
      recordDarts({ ...p, score: p.score + total }, darts.length, total),
    );
    const endOfRound = state.currentPlayer === players.length - 1;
    if (!endOfRound || state.round < HIGH_SCORE_ROUNDS) return { players, legWinner: null };
    const best = Math.max(...players.map((p) => p.score));
    const leaders = players.flatMap((p, i) => (p.score === best ? [i] : []));
    return { players, legWinner: leaders.length === 1 ? leaders[0] : null };
  },
  isOut: () => false,
};
