import { GameState as GameStateSchema, LaneSession as LaneSessionSchema } from '../../shared/api/laneGame';
import { LaneMatch as LaneMatchSchema } from '../../shared/api/tournamentMatch';
import type { MatchStartChoice, PendingAction, ScoringState } from './scoringTurn';

/**
 * The scoring store's copy of a lane in the tablet's storage (stores/scoringTurn.ts): what the tablet last
 * had for the lane and its unsent taps (and match start), so a reload while offline loses nothing.
 */

export type ScoringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Saved = Pick<ScoringState, 'gameId' | 'session' | 'match' | 'confirmed' | 'queue' | 'matchStart'>;

const storageKey = (laneId: number) => `doubletop.scoring.lane.${laneId}`;

export function saveScoring(
  storage: ScoringStorage | null | undefined,
  state: Saved & Pick<ScoringState, 'laneId'>,
): void {
  const { laneId, gameId, session, match, confirmed, queue, matchStart } = state;
  if (!storage || laneId === null) return;
  try {
    storage.setItem(
      storageKey(laneId),
      JSON.stringify({ gameId, session, match, confirmed, queue, matchStart }),
    );
  } catch {
    // A full or disabled storage only costs the reload-while-offline case; scoring goes on.
  }
}

export function readSaved(storage: ScoringStorage | null | undefined, laneId: number): Saved {
  const none = { gameId: null, session: null, match: null, confirmed: null, queue: [], matchStart: null };
  try {
    const text = storage?.getItem(storageKey(laneId));
    if (!text) return none;
    // Storage is another program's to change: check what comes back like anything from outside.
    const saved = JSON.parse(text) as Record<string, unknown>;
    const confirmed = GameStateSchema.safeParse(saved.confirmed);
    const session = LaneSessionSchema.safeParse(saved.session);
    const match = LaneMatchSchema.safeParse(saved.match);
    if (!confirmed.success || typeof saved.gameId !== 'string') return none;
    const gameId = saved.gameId;
    // Taps saved before they carried their game (an older version's) were made in the game saved with them.
    const queue = Array.isArray(saved.queue)
      ? (saved.queue as (Omit<PendingAction, 'gameId'> & { gameId?: string })[]).map((p) => ({
          ...p,
          gameId: p.gameId ?? gameId,
        }))
      : [];
    return {
      gameId,
      session: session.success ? session.data : null,
      match: match.success ? match.data : null,
      confirmed: confirmed.data,
      queue,
      matchStart: matchStartFrom(saved.matchStart),
    };
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
