import type { PlayerState } from './types';

/** A player before the first dart of the match; the mode's legStart then sets the start value. */
export function newPlayer(name: string): PlayerState {
  return {
    name,
    score: 0,
    legs: 0,
    sets: 0,
    dartsThrown: 0,
    tally: 0,
    average: 0,
    marks: [],
    killerNumber: null,
    isKiller: false,
  };
}

/** A copy of `players` with player `index` replaced by `update(that player)`; never mutates. */
export function updatePlayer(
  players: readonly PlayerState[],
  index: number,
  update: (player: PlayerState) => PlayerState,
): PlayerState[] {
  return players.map((player, i) => (i === index ? update(player) : player));
}

export function sumScores(darts: readonly { score: number }[]): number {
  return darts.reduce((total, dart) => total + dart.score, 0);
}
