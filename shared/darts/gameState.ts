import type { GameState } from './types';

/** The fields of a game that a step of the engine may change; a field left out keeps its value. */
export type GameChanges = Partial<Omit<GameState, 'mode' | 'sets' | 'legs' | 'starts' | 'opener'>>;

/**
 * The game `state` with `changes` made, as a new object; never mutates `state`.
 *
 * Why not `{ ...state, ...changes }`: the engine makes several new states per dart and a statistics replay
 * makes thousands (the statistics bench: a 12-leg match's 515 actions). V8 builds a spread copy property by
 * property and the copies' shapes vary with the fields overridden; one object literal with every field,
 * always in the same order (newGame's), is a single fixed-shape allocation and measured several times faster.
 * Every GameState field is defined (null, never undefined), so `undefined` here means "not changed"; the
 * optional fields, `starts` and `opener`, are fixed for the whole game and copied when the game has them.
 */
export function withChanges(state: GameState, changes: GameChanges): GameState {
  const next: GameState = {
    mode: state.mode,
    sets: state.sets,
    legs: state.legs,
    players: changes.players ?? state.players,
    currentPlayer: changes.currentPlayer ?? state.currentPlayer,
    firstThrower: changes.firstThrower ?? state.firstThrower,
    round: changes.round ?? state.round,
    turn: changes.turn ?? state.turn,
    turnStart: changes.turnStart ?? state.turnStart,
    turnOver: changes.turnOver ?? state.turnOver,
    bust: changes.bust !== undefined ? changes.bust : state.bust,
    legWinner: changes.legWinner !== undefined ? changes.legWinner : state.legWinner,
    setWinner: changes.setWinner !== undefined ? changes.setWinner : state.setWinner,
    matchWinner: changes.matchWinner !== undefined ? changes.matchWinner : state.matchWinner,
    version: changes.version ?? state.version,
  };
  // Only a game that has them carries them, so every other game keeps the one shape and its JSON.
  if (state.starts !== undefined) next.starts = state.starts;
  if (state.opener !== undefined) next.opener = state.opener;
  return next;
}

/**
 * Whether any dart has been thrown in the game (a dart in the turn, or darts, legs or sets on any player). A
 * tournament match's players reach the venue TV from its first dart, by when the tablet has asked them about
 * tonight's leaderboard (lan-server/services/venueBoard.ts).
 */
export function gameUnderway(state: GameState): boolean {
  return state.turn.length > 0 || state.players.some((p) => p.dartsThrown > 0 || p.legs > 0 || p.sets > 0);
}
