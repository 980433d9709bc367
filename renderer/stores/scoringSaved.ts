import { LaneGameResponse as LaneGameSchema } from '../../shared/api/laneGame';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { MatchStartChoice, PendingAction, ScoringLocal } from './scoringState';

/**
 * The tablet's storage for a lane (stores/scoringTurn.ts): the lane's game as the cache last held it and
 * the unsent taps (and match start), so a reload while offline loses nothing. The game is put back into the
 * cache when the lane is opened without one; it is never read from here while the cache holds one.
 */

export type ScoringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Saved {
  game: LaneGameResponse | null;
  queue: PendingAction[];
  matchStart: MatchStartChoice | null;
}

const storageKey = (laneId: number) => `doubletop.scoring.lane.${laneId}`;

export function saveScoring(
  storage: ScoringStorage | null | undefined,
  local: Pick<ScoringLocal, 'laneId' | 'queue' | 'matchStart'>,
  game: LaneGameResponse | null,
): void {
  const { laneId, queue, matchStart } = local;
  if (!storage || laneId === null || game === null) return;
  try {
    storage.setItem(
      storageKey(laneId),
      JSON.stringify({
        gameId: game.gameId,
        session: game.session,
        match: game.match ?? null,
        confirmed: game.state,
        queue,
        matchStart,
      }),
    );
  } catch {
    // A full or disabled storage only costs the reload-while-offline case; scoring goes on.
  }
}

export function readSaved(storage: ScoringStorage | null | undefined, laneId: number): Saved {
  const none = { game: null, queue: [], matchStart: null };
  try {
    const text = storage?.getItem(storageKey(laneId));
    if (!text) return none;
    // Storage is another program's to change: check what comes back like anything from outside.
    const saved = JSON.parse(text) as Record<string, unknown>;
    const game = LaneGameSchema.safeParse({
      gameId: saved.gameId,
      laneId,
      session: saved.session,
      state: saved.confirmed,
      ...(saved.match ? { match: saved.match } : {}),
    });
    if (!game.success) return none;
    const gameId = game.data.gameId;
    // Taps saved before they carried their game (an older version's) were made in the game saved with them.
    const queue = Array.isArray(saved.queue)
      ? (saved.queue as (Omit<PendingAction, 'gameId'> & { gameId?: string })[]).map((p) => ({
          ...p,
          gameId: p.gameId ?? gameId,
        }))
      : [];
    return { game: game.data, queue, matchStart: matchStartFrom(saved.matchStart) };
  } catch {
    return none;
  }
}

function matchStartFrom(saved: unknown): MatchStartChoice | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const { gameId, hidden, sent } = saved as Record<string, unknown>;
  if (typeof gameId !== 'string' || !Array.isArray(hidden) || typeof sent !== 'boolean') return null;
  return { gameId, hidden: hidden.map((h) => h === true), sent };
}
