import type { LaneSession } from '../../shared/api/laneGame';
import type { LaneMatch } from '../../shared/api/tournamentMatch';
import type { GameAction, GameState } from '../../shared/darts/types';

/**
 * What the scoring store (stores/scoringTurn.ts) holds for the lane on this tablet, apart from the store so
 * its saved copy (stores/scoringSaved.ts) can name it without importing the store. The store keeps only the
 * tablet's own (`ScoringLocal`); the lane's game is the query cache's, and what the screen shows is derived
 * from both (stores/laneGameShown.ts).
 */

/**
 * What the scoring screen shows, derived from the lane's game as the server last confirmed it (held in the
 * screen's query cache, its one home) and the taps this tablet has not had answered yet.
 */
export interface ShownGame {
  gameId: string | null;
  session: LaneSession | null;
  /** The tournament match this lane is playing, if any, as the server last said. */
  match: LaneMatch | null;
  /** The last game the server confirmed: the cache's. */
  confirmed: GameState | null;
  /** The confirmed game with the unsent taps applied. */
  view: GameState | null;
}

export interface PendingAction {
  id: string;
  /** The game the tap was made in: the server refuses it for any other. */
  gameId: string;
  action: GameAction;
  /** The game version the tap was made against (what the server checks). */
  version: number;
}

export type SyncStatus = 'synced' | 'sending' | 'offline' | 'signedOut';

/** The players' start of a tournament match on this tablet, with their leaderboard choices. */
export interface MatchStartChoice {
  gameId: string;
  /** Per player, home first: hide from tonight's leaderboard. */
  hidden: boolean[];
  /** The server has it. */
  sent: boolean;
}

/** What is the tablet's own: nothing the server said is kept here. */
export interface ScoringLocal {
  laneId: number | null;
  /** Taps not yet answered, in order. */
  queue: PendingAction[];
  status: SyncStatus;
  /** Counts refusals, so the screen knows to fetch the server's game again. */
  refusals: number;
  /** Why taps were dropped because their game is over; shown until the next tap or dismissed. */
  notice: string | null;
  /** The last tournament match started on this tablet. */
  matchStart: MatchStartChoice | null;
}

/** What the screen reads: the tablet's own, and the game derived from the cache and the unsent taps. */
export type ScoringState = ScoringLocal & ShownGame;
