import { recordDarts } from './averages';
import { perDartRules, updatePlayer, withPlayerChanges } from './players';
import type { Dart, GameState, ModeRules, TurnResult } from './types';

/** The last number of the clock; going past it wins. */
export const LAST_NUMBER = 20;

/**
 * Round the World and Around the Clock (one rule for both): every player starts aiming at 1 (their `score` is
 * the number they are on). A single of that number moves them on to the next number at once, so one visit can
 * hit 1, 2 and 3. Only the single counts: doubles and trebles of the number do not. Hitting the single 20
 * takes the player past 20 and wins the leg on that dart.
 */
export const roundTheWorldRules: ModeRules = perDartRules(
  (player) => withPlayerChanges(player, { score: 1 }),
  evaluate,
);

function evaluate(state: GameState, darts: Dart[]): TurnResult {
  const current = state.currentPlayer;
  let players = state.players;
  for (const dart of darts) {
    players = updatePlayer(players, current, (p) => {
      const hit = dart.multiplier === 1 && dart.section === p.score;
      return recordDarts(withPlayerChanges(p, { score: hit ? p.score + 1 : p.score }), 1, hit ? 1 : 0);
    });
    if (players[current].score > LAST_NUMBER) {
      return { players, bust: null, legWinner: current, turnOver: true };
    }
  }
  return { players, bust: null, legWinner: null, turnOver: darts.length >= 3 };
}
