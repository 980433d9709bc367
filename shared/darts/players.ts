import type { Dart, GameState, ModeRules, PlayerState, TurnResult } from './types';

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

/** The fields of a player that a rule may change; a field left out keeps its value. */
export type PlayerChanges = Partial<Omit<PlayerState, 'name'>>;

/**
 * `player` with `changes` made, as a new object; never mutates `player`. Like gameState.ts withChanges, one
 * fixed-shape literal in newPlayer's field order rather than `{ ...player, ...changes }`: every dart makes
 * new players, and the spread copies were the engine's next hot spot in the statistics replay. Every
 * PlayerState field is defined (null, never undefined), so `undefined` here means "not changed".
 */
export function withPlayerChanges(player: PlayerState, changes: PlayerChanges): PlayerState {
  return {
    name: player.name,
    score: changes.score ?? player.score,
    legs: changes.legs ?? player.legs,
    sets: changes.sets ?? player.sets,
    dartsThrown: changes.dartsThrown ?? player.dartsThrown,
    tally: changes.tally ?? player.tally,
    average: changes.average ?? player.average,
    marks: changes.marks ?? player.marks,
    killerNumber: changes.killerNumber !== undefined ? changes.killerNumber : player.killerNumber,
    isKiller: changes.isKiller ?? player.isKiller,
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

/**
 * Rules for a mode whose darts count as they land (Cricket, Round the World, Killer): what the screen shows
 * during the turn is already what Finish Turn keeps.
 */
export function perDartRules(
  legStart: ModeRules['legStart'],
  evaluate: (state: GameState, darts: Dart[]) => TurnResult,
  isOut: ModeRules['isOut'] = () => false,
): ModeRules {
  return {
    legStart,
    evaluate,
    commit: (state, darts) => ({ players: evaluate(state, darts).players, legWinner: null }),
    isOut,
  };
}
