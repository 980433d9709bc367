import type { LaneGameResponse } from '../../shared/api/laneGame';
import { tryApplyAction } from '../../shared/darts/game';
import type { GameState } from '../../shared/darts/types';
import type { PendingAction, ShownGame } from './scoringState';

/** The confirmed game with the queued taps applied (a tap the engine now refuses is left out). */
export function replay(confirmed: GameState | null, queue: readonly PendingAction[]): GameState | null {
  if (confirmed === null) return null;
  return queue.reduce((state, pending) => {
    const result = tryApplyAction(state, pending.action);
    return result.ok ? result.state : state;
  }, confirmed);
}

/**
 * The game shown: the confirmed one with the taps that can still land on it — made in this game, against
 * this version or a later one. A tap of another game, or made against an earlier version (answered already,
 * or overtaken by another screen and about to be refused), is not drawn twice or on the wrong game.
 */
export function shownGame(held: LaneGameResponse | null, queue: readonly PendingAction[]): ShownGame {
  if (held === null) return { gameId: null, session: null, match: null, confirmed: null, view: null };
  const pending = queue.filter((p) => p.gameId === held.gameId && p.version >= held.state.version);
  return {
    gameId: held.gameId,
    session: held.session,
    match: held.match ?? null,
    confirmed: held.state,
    view: replay(held.state, pending),
  };
}

/** The same confirmed game, as far as the screen can tell: game, version, session and match. */
export function sameGame(a: LaneGameResponse | null, b: LaneGameResponse | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.gameId === b.gameId &&
    a.state.version === b.state.version &&
    JSON.stringify([a.session, a.match ?? null]) === JSON.stringify([b.session, b.match ?? null])
  );
}
