import { recordDarts } from './averages';
import { sumScores, updatePlayer, withPlayerChanges } from './players';
import type { GameState, ModeRules, PlayerState } from './types';

/** Rounds in a High Score leg: the usual electronic-board game of 7 visits each. */
export const HIGH_SCORE_ROUNDS = 7;

/**
 * High Score (starts at 0 and accumulates). Each finished turn adds its total to the player's score (like
 * x01, on Finish Turn). After every player has had HIGH_SCORE_ROUNDS visits the highest total wins the leg;
 * players level at the top keep playing whole extra rounds until one leads at the end of a round. A visit
 * entered as a total adds it over 3 darts: nothing checks out here, so every visit is a full one.
 */
export const highScoreRules: ModeRules = {
  legStart: (player) => withPlayerChanges(player, { score: 0 }),
  evaluate: (state, darts) => ({
    players: state.players,
    bust: null,
    legWinner: null,
    turnOver: darts.length >= 3,
  }),
  commit: (state, darts) => addVisit(state, sumScores(darts), darts.length),
  isOut: () => false,
  visit(state, total, darts) {
    if (darts !== 3) return { kind: 'refused', message: 'A High Score visit is 3 darts' };
    return { ...addVisit(state, total, darts), bust: null };
  },
};

/** The players after the current player's visit of `darts` darts worth `total`, and the leg's winner if decided. */
function addVisit(
  state: GameState,
  total: number,
  darts: number,
): { players: PlayerState[]; legWinner: number | null } {
  const players = updatePlayer(state.players, state.currentPlayer, (p) =>
    recordDarts(withPlayerChanges(p, { score: p.score + total }), darts, total),
  );
  const endOfRound = state.currentPlayer === players.length - 1;
  if (!endOfRound || state.round < HIGH_SCORE_ROUNDS) return { players, legWinner: null };
  const best = Math.max(...players.map((p) => p.score));
  const leaders = players.flatMap((p, i) => (p.score === best ? [i] : []));
  return { players, legWinner: leaders.length === 1 ? leaders[0] : null };
}
