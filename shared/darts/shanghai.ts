import { recordDarts } from './averages';
import { updatePlayer, withPlayerChanges } from './players';
import { LAST_NUMBER } from './roundTheWorld';
import type { Dart, GameState, ModeRules, TurnResult } from './types';

/**
 * Shanghai: every player starts on number 1 (`score` is the number they are on) and throws the whole visit at
 * it.
 * - Finishing the turn moves the player to the next number if any single, double or treble of their number
 *   was hit in that visit; otherwise they stay on it.
 * - A single, a double and a treble of the number in one visit (any order) is a Shanghai: the leg is won on
 *   the dart that completes it.
 * - A hit on 20 takes the player past 20 and wins the leg on that dart.
 */
export const shanghaiRules: ModeRules = {
  legStart: (player) => withPlayerChanges(player, { score: 1 }),
  evaluate,
  commit(state, darts) {
    const { players } = evaluate(state, darts);
    const current = state.currentPlayer;
    const target = state.players[current].score;
    const advanced = darts.some((d) => d.section === target);
    return {
      players: updatePlayer(players, current, (p) =>
        withPlayerChanges(p, { score: advanced ? target + 1 : target }),
      ),
      legWinner: null,
    };
  },
  isOut: () => false,
};

function evaluate(state: GameState, darts: Dart[]): TurnResult {
  const current = state.currentPlayer;
  const target = state.players[current].score;
  let players = state.players;
  const ringsHit = new Set<number>();
  for (const dart of darts) {
    const hit = dart.section === target;
    if (hit) ringsHit.add(dart.multiplier);
    players = updatePlayer(players, current, (p) => recordDarts(p, 1, hit ? 1 : 0));
    if (ringsHit.size === 3 || (hit && target === LAST_NUMBER)) {
      const winner = updatePlayer(players, current, (p) => withPlayerChanges(p, { score: target + 1 }));
      return { players: winner, bust: null, legWinner: current, turnOver: true };
    }
  }
  return { players, bust: null, legWinner: null, turnOver: darts.length >= 3 };
}
