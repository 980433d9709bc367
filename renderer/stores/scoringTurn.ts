import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { laneGameEndpoints } from '../../shared/api/laneGame';
import { statsEndpoints } from '../../shared/api/stats';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { tryApplyAction } from '../../shared/darts/game';
import type { GameAction } from '../../shared/darts/types';
import { call } from '../api/call';
import { keys } from '../api/keys';
import type { CacheKey, LiveCache } from '../api/liveCache';
import { ApiError, NetworkError } from '../api/errors';
import { sameGame, shownGame } from './laneGameShown';
import { readSaved, saveScoring, type ScoringStorage } from './scoringSaved';
import type { MatchStartChoice, PendingAction, ScoringLocal, ScoringState, ShownGame } from './scoringState';
import { toast } from './toasts';

export { replay } from './laneGameShown';
export type { MatchStartChoice, PendingAction, ScoringState } from './scoringState';

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
 *
 * The lane's game has one home, the screen's query cache (`home`, given to `open`): a GET, every score answer
 * and the socket's `game_updated` copy are put there, and nowhere else. The store keeps only the tablet's own
 * (`ScoringLocal`: the taps not yet answered, the match start, the sync status, the notice); the game the
 * screen shows is derived from the cache's game and the unsent taps (stores/laneGameShown.ts) whenever either
 * changes, so a socket update changes the cache alone and the screen follows.
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
   * `home` is the cache the lane's game lives in; the server's answers to taps are put there, and the game
   * this tablet saved for the lane when the cache holds none yet.
   */
  open(laneId: number, home?: LiveCache): void;
  /** A game the server sent (GET, a socket message, an answer): put into the cache unless it holds a later one. */
  receive(game: LaneGameResponse): void;
  /** Applies a tap locally and queues it; returns the engine's refusal message, or null. */
  tap(action: GameAction): string | null;
  /** Sends queued taps in order until the queue is empty or the server cannot be reached. */
  flush(): Promise<void>;
  dismissNotice(): void;
  /** The players start the tournament match shown, each choosing whether to hide from the leaderboard. */
  startMatch(hidden: boolean[]): void;
}

/** The store as the screen uses it: its state is derived, only the tablet's own can be set. */
export interface ScoringStore {
  getState(): ScoringState & ScoringActions;
  getInitialState(): ScoringState & ScoringActions;
  subscribe(
    listener: (state: ScoringState & ScoringActions, previous: ScoringState & ScoringActions) => void,
  ): () => void;
  /** Changes the tablet's own state (never the game: that is the cache's). */
  setState(partial: Partial<ScoringLocal>): void;
  /** What the store keeps. */
  local(): ScoringLocal;
}

const LOCAL: ScoringLocal = {
  laneId: null,
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

/**
 * A random action id. crypto.randomUUID only exists on secure (https) pages and tablets reach the venue
 * server over plain http on the LAN, so the id is built from getRandomValues, which works everywhere.
 */
export function randomActionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A home for a store opened without a screen's cache (a test, a tool): answers by key, nothing fetched. */
function ownCache(): LiveCache {
  const held = new Map<string, unknown>();
  return {
    get: (key: CacheKey) => held.get(JSON.stringify(key)),
    set: (key: CacheKey, data: unknown) => void held.set(JSON.stringify(key), data),
    invalidate: () => undefined,
  };
}

export function createScoringStore(deps: ScoringDeps): ScoringStore {
  const newId = deps.newId ?? randomActionId;
  let inflight: Promise<void> | null = null;
  let home: LiveCache = ownCache();
  const local = createStore<ScoringLocal>()(() => LOCAL);

  /** The lane's game in its home, the cache. */
  const held = (): LaneGameResponse | null => {
    const laneId = local.getState().laneId;
    return laneId === null
      ? null
      : ((home.get(keys.laneGame(laneId)) as LaneGameResponse | undefined) ?? null);
  };

  // The derived state, recomputed when the tablet's own state or the cache's game changes (the same game
  // copied again, as the socket's copy of an answer already put, changes nothing the screen sees).
  let memo: {
    own: ScoringLocal;
    game: LaneGameResponse | null;
    shown: ShownGame;
    state: ScoringState & ScoringActions;
  } | null = null;
  const getState = (): ScoringState & ScoringActions => {
    const own = local.getState();
    const game = held();
    if (memo && memo.own === own && (memo.game === game || sameGame(memo.game, game))) return memo.state;
    const shown =
      memo && memo.own.queue === own.queue && sameGame(memo.game, game)
        ? memo.shown
        : shownGame(game, own.queue);
    memo = { own, game, shown, state: { ...own, ...shown, ...actions } };
    return memo.state;
  };

  const listeners = new Set<
    (state: ScoringState & ScoringActions, previous: ScoringState & ScoringActions) => void
  >();
  let last: (ScoringState & ScoringActions) | null = null;
  const notify = () => {
    const previous = last ?? getState();
    const now = getState();
    last = now;
    if (now !== previous) for (const listener of listeners) listener(now, previous);
  };
  local.subscribe(notify);

  const get = getState;
  const set = (partial: Partial<ScoringLocal>) => local.setState(partial);
  const save = () => saveScoring(deps.storage, local.getState(), held());

  /** Puts a game the server sent into its home, unless the cache holds a later one of the same game. */
  const putGame = (game: LaneGameResponse) => {
    const now = held();
    if (now && now.gameId === game.gameId && now.state.version > game.state.version) return;
    if (now !== game) home.set(keys.laneGame(game.laneId), game);
  };

  /** The match start still to send, if it is for the game shown: it goes before any of the game's taps. */
  const startDue = (): MatchStartChoice | null => {
    const { matchStart } = local.getState();
    const gameId = held()?.gameId ?? null;
    return matchStart !== null && !matchStart.sent && matchStart.gameId === gameId ? matchStart : null;
  };

  /** The lane plays `gameId` now: drop (with the notice) the taps made in another game. */
  function dropOtherGames(gameId: string): void {
    const { queue } = local.getState();
    const dropped = queue.filter((p) => p.gameId !== gameId).length;
    if (dropped === 0) return;
    set({ queue: queue.filter((p) => p.gameId === gameId), notice: droppedTapsNotice(dropped) });
  }

  async function sendQueue(): Promise<void> {
    for (;;) {
      const laneId = local.getState().laneId;
      const start = startDue();
      const head = local.getState().queue[0];
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
        // The answered tap leaves the queue as its answer enters the cache: never drawn twice.
        set({ queue: local.getState().queue.filter((p) => p.id !== head.id) });
        putGame(answer);
        // A replay the server had already applied may be answered with the game the lane plays now: that tap
        // counted (in its own game); the rest of the old game's taps cannot.
        dropOtherGames(answer.gameId);
        notify();
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
        const own = local.getState();
        const dropped = own.queue.length;
        const refusedStart = startDue();
        set({
          queue: [],
          status: 'synced',
          refusals: own.refusals + 1,
          // A refused start is not tried again for that game (the refetch shows what the lane holds now).
          matchStart: refusedStart ? { ...refusedStart, sent: true } : own.matchStart,
          // GAME_OVER: said in the venue's words with how many were lost; otherwise the server's sentence.
          notice: gone
            ? err.code === 'GAME_OVER' && dropped > 0
              ? droppedTapsNotice(dropped)
              : err.message
            : own.notice,
        });
        save();
        if (!gone) deps.onRefused(err instanceof Error ? err.message : 'Failed to submit score');
        return;
      }
    }
    set({ status: 'synced' });
  }

  const actions: ScoringActions = {
    open(laneId, cache) {
      home = cache ?? home;
      if (local.getState().laneId === laneId) return notify();
      const saved = readSaved(deps.storage, laneId);
      // What this tablet last had for the lane goes back into the cache only when it holds nothing yet.
      if (saved.game && home.get(keys.laneGame(laneId)) === undefined)
        home.set(keys.laneGame(laneId), saved.game);
      set({
        ...LOCAL,
        refusals: local.getState().refusals,
        laneId,
        queue: saved.queue,
        matchStart: saved.matchStart,
      });
    },
    receive(game) {
      if (local.getState().laneId !== game.laneId) return;
      putGame(game);
      // Another game (the lane's next session or match): this tablet's taps were for the old one.
      dropOtherGames(held()?.gameId ?? game.gameId);
      notify();
      save();
      // The server answered, so it is reachable again: send what waited, or just stop showing offline.
      if (local.getState().status === 'offline') {
        if (local.getState().queue.length > 0 || startDue() !== null) void get().flush();
        else set({ status: 'synced' });
      }
    },
    tap(action) {
      const { view, gameId } = get();
      if (view === null || gameId === null) return 'No active game';
      const result = tryApplyAction(view, action);
      if (!result.ok) return result.message;
      set({
        queue: [...local.getState().queue, { id: newId(), gameId, action, version: view.version }],
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
      const gameId = held()?.gameId ?? null;
      if (gameId === null) return;
      set({ matchStart: { gameId, hidden, sent: false } });
      save();
      void get().flush();
    },
  };
  last = getState();

  return {
    getState,
    getInitialState: getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState: set,
    local: () => local.getState(),
  };
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
