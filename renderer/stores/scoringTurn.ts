import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { laneGameEndpoints } from '../../shared/api/laneGame';
import { statsEndpoints } from '../../shared/api/stats';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { tryApplyAction } from '../../shared/darts/game';
import type { GameAction, GameState } from '../../shared/darts/types';
import { call } from '../api/call';
import { keys } from '../api/keys';
import type { LiveCache } from '../api/liveCache';
import { ApiError, NetworkError } from '../api/errors';
import { readSaved, saveScoring, type ScoringStorage } from './scoringSaved';
import type { MatchStartChoice, PendingAction, ScoringState } from './scoringState';
import { toast } from './toasts';

/**
 * The scoring screen's game on this tablet (docs/behaviour.md#the-game-lives-on-the-server). A tap is applied
 * at once with the same engine the server uses, queued, and sent in order; the server's answer becomes the
 * confirmed game.
 * - Offline (the request never got an answer): the queue is kept — in localStorage too, so a reload does not
 *   lose it — and replayed in order when the server answers again. Each tap carries an id generated once,
 *   so a tap that reached the server just before the connection dropped is not applied twice on replay.
 * - Refused (stale version: another screen moved the game on; or a rule): the queue is dropped, the
 *   confirmed game shown, and the caller told why (the page toasts and refetches).
 * - For a game that is over: every tap names the game it was made in, so when the lane has moved on (the next
 *   session, the next tournament match) the server refuses it (409 GAME_OVER / NOT_CURRENT_GAME) and never
 *   scores it into the new game. The tablet drops those taps with a notice that stays on the screen until the
 *   next tap or until it is dismissed, and shows the new game. The same notice is shown when a read brings
 *   the new game before the queue was sent.
 * - A tournament match is started on the tablet with each player's 'Hide from leaderboard' choice: the choice
 *   is kept like a tap (saved, sent when the server answers) and always sent before the match's first dart,
 *   because the first dart is what brings the players' names to the venue TV.
 * - Signed out (401): the queue is kept until someone signs in.
 * While taps are queued, games pushed by the server are held back: the queue's answers bring them in order.
 *
 * The server's lane game lives in the screen's query cache (`home`, given to `open`): every score answer is
 * put there, as the socket's `game_updated` puts its copy, and the store takes games from there (`receive`).
 * The store keeps only the tablet's own: the taps not yet answered, the game they are replayed on, and what
 * the screen shows. A game it already holds (the socket's copy of an answer it applied) changes nothing.
 */

export interface ScoringDeps {
  send(laneId: number, pending: PendingAction): Promise<LaneGameResponse>;
  /** POST /api/lanes/:id/match-start with the players' leaderboard choices. */
  sendMatchStart(laneId: number, choice: MatchStartChoice): Promise<unknown>;
  /** Told when the server refused the queue (message to show). */
  onRefused(message: string): void;
  storage?: ScoringStorage | null;
  newId?: () => string;
}

export interface ScoringActions {
  /**
   * Opens a lane: shows what this tablet last had for it (and its unsent taps) until the server answers.
   * `home` is the cache the lane's game lives in; the server's answers to taps are put there.
   */
  open(laneId: number, home?: LiveCache): void;
  /** A game read from the server (GET or a socket refresh). */
  receive(game: LaneGameResponse): void;
  /** Applies a tap locally and queues it; returns the engine's refusal message, or null. */
  tap(action: GameAction): string | null;
  /** Sends queued taps in order until the queue is empty or the server cannot be reached. */
  flush(): Promise<void>;
  dismissNotice(): void;
  /** The players start the tournament match shown, each choosing whether to hide from the leaderboard. */
  startMatch(hidden: boolean[]): void;
}

export type ScoringStore = StoreApi<ScoringState & ScoringActions>;

const EMPTY: ScoringState = {
  laneId: null,
  gameId: null,
  session: null,
  match: null,
  confirmed: null,
  view: null,
  queue: [],
  status: 'synced',
  refusals: 0,
  notice: null,
  matchStart: null,
};

/** The codes with which the server refuses a tap for a game the lane is no longer playing. */
const GAME_GONE_CODES: readonly (string | undefined)[] = ['GAME_OVER', 'NOT_CURRENT_GAME'];

/** The notice for taps dropped because their game is over: 'A dart from the previous game was not scored…'. */
export function droppedTapsNotice(count: number): string {
  const what =
    count === 1 ? 'A dart from the previous game was' : `${count} darts from the previous game were`;
  return `${what} not scored: that game is over.`;
}

/** The store already shows `game` as the server sent it: the same version, session and match. */
function holds(s: ScoringState, game: LaneGameResponse): boolean {
  return (
    s.confirmed !== null &&
    s.confirmed.version === game.state.version &&
    JSON.stringify(s.session) === JSON.stringify(game.session) &&
    JSON.stringify(s.match) === JSON.stringify(game.match ?? null)
  );
}

/** The confirmed game with the queued taps applied (a tap the engine now refuses is left out). */
export function replay(confirmed: GameState | null, queue: readonly PendingAction[]): GameState | null {
  if (confirmed === null) return null;
  return queue.reduce((state, pending) => {
    const result = tryApplyAction(state, pending.action);
    return result.ok ? result.state : state;
  }, confirmed);
}

/**
 * A random action id. crypto.randomUUID only exists on secure (https) pages and tablets reach the venue
 * server over plain http on the LAN, so the id is built from getRandomValues, which works everywhere.
 */
export function randomActionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createScoringStore(deps: ScoringDeps): ScoringStore {
  const newId = deps.newId ?? randomActionId;
  let inflight: Promise<void> | null = null;
  let home: LiveCache | undefined;
  return createStore<ScoringState & ScoringActions>()((set, get) => {
    const save = () => saveScoring(deps.storage, get());

    /** The match start still to send, if it is for the game shown: it goes before any of the game's taps. */
    const startDue = (): MatchStartChoice | null => {
      const { matchStart, gameId } = get();
      return matchStart !== null && !matchStart.sent && matchStart.gameId === gameId ? matchStart : null;
    };

    async function sendQueue(): Promise<void> {
      for (;;) {
        const laneId = get().laneId;
        const start = startDue();
        const head = get().queue[0];
        if (laneId === null || (start === null && head === undefined)) break;
        set({ status: 'sending' });
        try {
          if (start !== null) {
            await deps.sendMatchStart(laneId, start);
            set({ matchStart: { ...start, sent: true } });
            save();
            continue;
          }
          if (head === undefined) break;
          const answer = await deps.send(laneId, head);
          home?.set(keys.laneGame(laneId), answer);
          if (answer.gameId !== head.gameId) {
            // A replay the server had already applied, answered with the game the lane plays now: that tap
            // counted (in its own game); the rest of the old game's taps cannot.
            set({ queue: get().queue.filter((p) => p.id !== head.id) });
            takeNewGame(answer);
            continue;
          }
          const queue = get().queue.filter((p) => p.id !== head.id);
          set({
            confirmed: answer.state,
            session: answer.session,
            match: answer.match ?? null,
            queue,
            view: replay(answer.state, queue),
          });
          save();
        } catch (err) {
          if (err instanceof NetworkError) {
            set({ status: 'offline' });
            return;
          }
          if (err instanceof ApiError && err.status === 401) {
            set({ status: 'signedOut' });
            return;
          }
          const gone = err instanceof ApiError && GAME_GONE_CODES.includes(err.code);
          const dropped = get().queue.length;
          const refusedStart = startDue();
          set({
            queue: [],
            view: get().confirmed,
            status: 'synced',
            refusals: get().refusals + 1,
            // A refused start is not tried again for that game (the refetch shows what the lane holds now).
            matchStart: refusedStart ? { ...refusedStart, sent: true } : get().matchStart,
            // GAME_OVER: said in the venue's words with how many were lost; otherwise the server's sentence.
            notice: gone
              ? err.code === 'GAME_OVER' && dropped > 0
                ? droppedTapsNotice(dropped)
                : err.message
              : get().notice,
          });
          save();
          if (!gone) deps.onRefused(err instanceof Error ? err.message : 'Failed to submit score');
          return;
        }
      }
      set({ status: 'synced' });
    }

    /** The lane plays another game now: show it, and drop (with the notice) the taps made in the old one. */
    function takeNewGame(game: LaneGameResponse): void {
      const dropped = get().queue.filter((p) => p.gameId !== game.gameId).length;
      set({
        gameId: game.gameId,
        session: game.session,
        match: game.match ?? null,
        confirmed: game.state,
        view: game.state,
        queue: [],
        notice: dropped > 0 ? droppedTapsNotice(dropped) : get().notice,
      });
      save();
    }

    return {
      ...EMPTY,
      open(laneId, cache) {
        home = cache;
        if (get().laneId === laneId) return;
        const saved = readSaved(deps.storage, laneId);
        set({
          ...EMPTY,
          refusals: get().refusals,
          laneId,
          ...saved,
          view: replay(saved.confirmed, saved.queue),
        });
      },
      receive(game) {
        const s = get();
        if (s.laneId !== game.laneId) return;
        if (s.gameId !== game.gameId) {
          // Another game (the lane's next session or match): this tablet's taps were for the old one.
          takeNewGame(game);
        } else if (holds(s, game)) {
          // Already applied (the socket's copy of a score answer): nothing to do.
        } else if (
          s.queue.length === 0 &&
          (s.confirmed === null || game.state.version >= s.confirmed.version)
        ) {
          set({ session: game.session, match: game.match ?? null, confirmed: game.state, view: game.state });
        } else {
          set({ session: game.session, match: game.match ?? null });
        }
        save();
        // The server answered, so it is reachable again: send what waited, or just stop showing offline.
        if (get().status === 'offline') {
          if (get().queue.length > 0 || startDue() !== null) void get().flush();
          else set({ status: 'synced' });
        }
      },
      tap(action) {
        const { view, queue, gameId } = get();
        if (view === null || gameId === null) return 'No active game';
        const result = tryApplyAction(view, action);
        if (!result.ok) return result.message;
        set({
          view: result.state,
          queue: [...queue, { id: newId(), gameId, action, version: view.version }],
          notice: null,
        });
        save();
        void get().flush();
        return null;
      },
      flush() {
        // One sender at a time; callers arriving meanwhile wait for the same run (it re-reads the queue).
        inflight ??= sendQueue().finally(() => {
          inflight = null;
        });
        return inflight;
      },
      dismissNotice() {
        set({ notice: null });
      },
      startMatch(hidden) {
        const gameId = get().gameId;
        if (gameId === null) return;
        set({ matchStart: { gameId, hidden, sent: false } });
        save();
        void get().flush();
      },
    };
  });
}

/** POST /api/lanes/:id/score with an engine action (shared/api/laneGame.ts ScoreActionRequest). */
function sendScore(laneId: number, pending: PendingAction): Promise<LaneGameResponse> {
  return call(laneGameEndpoints.score, {
    params: { id: laneId },
    body: {
      gameId: pending.gameId,
      action: pending.action,
      version: pending.version,
      actionId: pending.id,
    },
  });
}

/** The app's one scoring store: refusals are toasted with 'Failed to submit score'. */
/** POST /api/lanes/:id/match-start (shared/api/stats.ts MatchStartBody). */
function sendMatchStart(laneId: number, choice: MatchStartChoice): Promise<unknown> {
  return call(statsEndpoints.matchStart, {
    params: { id: laneId },
    body: { gameId: choice.gameId, hideFromLeaderboard: choice.hidden },
  });
}

export const scoringStore = createScoringStore({
  send: sendScore,
  sendMatchStart,
  onRefused: (message) =>
    toast({ title: 'Failed to submit score', description: message, variant: 'destructive' }),
  storage: typeof localStorage === 'undefined' ? null : localStorage,
});

export function useScoring<T>(selector: (s: ScoringState & ScoringActions) => T): T {
  return useStore(scoringStore, selector);
}
