import { describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { newGame, tryApplyAction } from '../../shared/darts/game';
import { scriptActions } from '../../shared/darts/play';
import type { GameState } from '../../shared/darts/types';
import { ApiError, NetworkError } from '../api/errors';
import {
  createScoringStore,
  droppedTapsNotice,
  type MatchStartChoice,
  type PendingAction,
} from './scoringTurn';

const session = {
  laneNumber: 1,
  laneName: 'Lane 1',
  startTime: '2026-06-10T12:00:00.000Z',
  sessionDuration: 3600,
};

/**
 * A stand-in for the server's score endpoint with its rules: the game named must be the lane's, version
 * check, action ids applied once (and then answered with the lane's current game).
 */
function fakeServer(start: GameState) {
  const server = {
    gameId: 'g1',
    state: start,
    online: true,
    applied: new Set<string>(),
    received: [] as PendingAction[],
    /** Every request in the order it arrived: 'start' for a match start, else the tap's action type. */
    log: [] as string[],
    starts: [] as MatchStartChoice[],
  };
  const send = async (laneId: number, p: PendingAction): Promise<LaneGameResponse> => {
    if (!server.online) throw new NetworkError();
    server.received.push(p);
    server.log.push(p.action.type);
    const answer = () => ({ gameId: server.gameId, laneId, session, state: server.state });
    if (server.applied.has(p.id)) return answer();
    if (p.gameId !== server.gameId) {
      throw new ApiError(
        409,
        'A dart from the previous game was not scored: that game is over.',
        'GAME_OVER',
      );
    }
    if (p.version !== server.state.version) throw new ApiError(409, 'The game has moved on', 'STALE_ACTION');
    const result = tryApplyAction(server.state, p.action);
    if (!result.ok) throw new ApiError(409, result.message);
    server.state = result.state;
    server.applied.add(p.id);
    return answer();
  };
  const sendMatchStart = async (_laneId: number, choice: MatchStartChoice): Promise<unknown> => {
    if (!server.online) throw new NetworkError();
    server.log.push('start');
    server.starts.push(choice);
    return { hidden: choice.hidden };
  };
  return { server, send, sendMatchStart };
}

const offline = () => Promise.reject(new NetworkError());

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function setup(storage = memoryStorage()) {
  const start = newGame({ mode: '301 Double Out', players: ['Ann', 'Bob'], sets: 1, legs: 1 });
  const { server, send, sendMatchStart } = fakeServer(start);
  const refusals: string[] = [];
  let n = 0;
  const store = createScoringStore({
    send,
    sendMatchStart,
    onRefused: (m) => refusals.push(m),
    storage,
    newId: () => `id${++n}`,
  });
  store.getState().open(1);
  store.getState().receive({ gameId: 'g1', laneId: 1, session, state: start });
  const tapAll = (script: string) => scriptActions(script).map((a) => store.getState().tap(a));
  const settle = () => store.getState().flush();
  return { store, server, refusals, tapAll, settle, storage };
}

describe('the scoring turn store', () => {
  it('a tap shows at once, before the server answers', () => {
    const { store, tapAll } = setup();
    tapAll('T20');
    expect(store.getState().view?.turn).toHaveLength(1);
  });

  it('taps reach the server in order with the version each was made against', async () => {
    const { store, server, tapAll, settle } = setup();
    tapAll('T20 T20 S1 F');
    await settle();
    expect(server.received.map((p) => p.version)).toEqual([0, 1, 2, 3]);
    expect(store.getState().confirmed).toEqual(server.state);
    expect(store.getState().status).toBe('synced');
  });

  it('a visit entered as a total is one tap, shown at once and confirmed by the server', async () => {
    const { store, server, settle } = setup();
    expect(store.getState().tap({ type: 'visit', score: 100, darts: 3 })).toBeNull();
    expect(store.getState().view?.players[0]).toMatchObject({ score: 201, dartsThrown: 3 });
    await settle();
    expect(server.received.map((p) => p.action)).toEqual([{ type: 'visit', score: 100, darts: 3 }]);
    expect(store.getState().confirmed).toEqual(server.state);
  });

  it('taps made offline are kept, shown, and replayed in order once the server answers', async () => {
    const { store, server, tapAll, settle } = setup();
    server.online = false;
    tapAll('T20 T20 T20 F S5');
    await settle();
    expect(store.getState().status).toBe('offline');
    expect(store.getState().view?.players[0].score).toBe(121);
    expect(store.getState().queue).toHaveLength(5);
    server.online = true;
    await settle();
    expect(store.getState().queue).toHaveLength(0);
    expect(server.state.players[0].score).toBe(121);
    expect(server.state.turn).toHaveLength(1);
  });

  it('a tap the server applied before the connection dropped is not applied twice on replay', async () => {
    const { store, server, tapAll, settle } = setup();
    await settle();
    tapAll('T20');
    await settle();
    // The server applied id1 but the answer was lost: the tablet still holds it.
    store.setState({
      queue: [{ id: 'id1', gameId: 'g1', action: { type: 'dart', section: 20, multiplier: 3 }, version: 0 }],
    });
    await settle();
    expect(server.state.turn).toHaveLength(1);
    expect(store.getState().view?.turn).toHaveLength(1);
  });

  it('a refused queue is dropped, the server game shown and the reason passed on', async () => {
    const { store, server, refusals, tapAll, settle } = setup();
    server.online = false;
    tapAll('T20');
    await settle();
    server.state = { ...server.state, version: 5 };
    server.online = true;
    await settle();
    expect(refusals).toEqual(['The game has moved on']);
    expect(store.getState().queue).toEqual([]);
    expect(store.getState().view?.turn).toEqual([]);
  });

  it('the engine refuses a bad tap locally and nothing is queued', () => {
    const { store, tapAll } = setup();
    expect(tapAll('F')).toEqual(['Enter the darts thrown first (Miss for a dart that missed)']);
    expect(store.getState().queue).toEqual([]);
  });

  it('a game pushed by the server while taps are queued waits for the queue', async () => {
    const { store, server, tapAll, settle } = setup();
    server.online = false;
    tapAll('T20');
    await settle();
    store.getState().receive({ gameId: 'g1', laneId: 1, session, state: server.state });
    expect(store.getState().view?.turn).toHaveLength(1);
  });

  it('a reload while offline brings back the unsent taps', async () => {
    const { server, tapAll, settle, storage } = setup();
    server.online = false;
    tapAll('T20 S1');
    await settle();
    const reloaded = createScoringStore({
      send: offline,
      sendMatchStart: offline,
      onRefused: () => undefined,
      storage,
    });
    reloaded.getState().open(1);
    expect(reloaded.getState().queue.map((p) => p.id)).toEqual(['id1', 'id2']);
    expect(reloaded.getState().view?.turn).toHaveLength(2);
  });

  it('another game on the lane replaces this one and its unsent taps', async () => {
    const { store, server, tapAll, settle } = setup();
    server.online = false;
    tapAll('T20');
    await settle();
    const fresh = newGame({ mode: 'Cricket', players: ['Cat'], sets: 1, legs: 1 });
    store.getState().receive({ gameId: 'g2', laneId: 1, session, state: fresh });
    expect(store.getState().view).toEqual(fresh);
    expect(store.getState().queue).toEqual([]);
    // The players are told their dart was not scored.
    expect(store.getState().notice).toBe('A dart from the previous game was not scored: that game is over.');
  });
});

describe('a tap for a game that is over', () => {
  /** Taps made offline in game g1, then the lane moves on to game g2 on the server. */
  async function offlineAcrossAGameChange(script: string) {
    const ctx = setup();
    ctx.server.online = false;
    ctx.tapAll(script);
    await ctx.settle();
    const next = newGame({ mode: '501', players: ['Cat', 'Dan'], sets: 1, legs: 1 });
    ctx.server.gameId = 'g2';
    ctx.server.state = next;
    ctx.server.online = true;
    return { ...ctx, next };
  }

  it('every tap names the game it was made in', async () => {
    const { server, tapAll, settle } = setup();
    tapAll('T20 F');
    await settle();
    expect(server.received.map((p) => p.gameId)).toEqual(['g1', 'g1']);
  });

  it('refused as over: the queue is dropped with a notice that stays, never scored in the new game', async () => {
    const { store, server, refusals, settle, next } = await offlineAcrossAGameChange('T20 S5');
    await settle();
    expect(server.state).toEqual(next);
    expect(store.getState().queue).toEqual([]);
    expect(store.getState().notice).toBe(
      '2 darts from the previous game were not scored: that game is over.',
    );
    expect(store.getState().refusals).toBe(1);
    // The notice replaces the generic 'Failed to submit score' toast.
    expect(refusals).toEqual([]);
    // The page refetches on the refusal and shows the new game; the notice stays until the next tap.
    store.getState().receive({ gameId: 'g2', laneId: 1, session, state: next });
    expect(store.getState().view).toEqual(next);
    expect(store.getState().notice).not.toBeNull();
    store.getState().tap({ type: 'dart', section: 20, multiplier: 1 });
    expect(store.getState().notice).toBeNull();
  });

  it('a replay the server already applied, answered with the new game, brings that game in', async () => {
    const { store, server, settle, next } = await offlineAcrossAGameChange('T20 S5');
    server.applied.add('id1');
    await settle();
    expect(store.getState().gameId).toBe('g2');
    expect(store.getState().view).toEqual(next);
    expect(server.state).toEqual(next);
    expect(store.getState().notice).toBe(droppedTapsNotice(1));
  });

  it('taps saved before they carried their game belong to the game saved with them', () => {
    const storage = memoryStorage();
    const start = newGame({ mode: '501', players: ['Ann'], sets: 1, legs: 1 });
    const queue = [{ id: 'old-1', action: { type: 'dart', section: 20, multiplier: 3 }, version: 0 }];
    storage.setItem(
      'doubletop.scoring.lane.1',
      JSON.stringify({ gameId: 'g-old', session, match: null, confirmed: start, queue }),
    );
    const store = createScoringStore({
      send: offline,
      sendMatchStart: offline,
      onRefused: () => {},
      storage,
    });
    store.getState().open(1);
    expect(store.getState().queue.map((p) => p.gameId)).toEqual(['g-old']);
  });

  it.each([
    [1, 'A dart from the previous game was not scored: that game is over.'],
    [3, '3 darts from the previous game were not scored: that game is over.'],
  ])('the notice for %i dropped taps', (count, text) => {
    expect(droppedTapsNotice(count)).toBe(text);
  });
});

describe('a tournament match on the tablet', () => {
  const match = {
    tournamentId: 't1',
    tournamentName: 'Friday Cup',
    stage: 'Group A',
    matchFormat: 'best_of_3',
    formatText: 'Best of 3 · first to 2 legs',
    legsToWin: 2,
    status: 'active',
    winner: null,
    legs: [0, 0] as [number, number],
  };

  it('keeps the match heading, and finds it again after a reload while offline', () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    const state = store.getState().confirmed as GameState;
    store.getState().receive({ gameId: 'g1', laneId: 1, session, state, match });
    expect(store.getState().match?.stage).toBe('Group A');

    const reloaded = createScoringStore({
      send: offline,
      sendMatchStart: offline,
      onRefused: () => {},
      storage,
    });
    reloaded.getState().open(1);
    expect(reloaded.getState().match).toEqual(match);
  });

  it('a lane game has no match', () => {
    const { store } = setup();
    expect(store.getState().match).toBeNull();
  });
});

describe('starting a tournament match on the tablet', () => {
  it('the leaderboard choice is sent before the first dart, and once', async () => {
    const { store, server, tapAll, settle } = setup();
    store.getState().startMatch([true, false]);
    tapAll('T20');
    await settle();
    expect(server.log).toEqual(['start', 'dart']);
    expect(server.starts).toEqual([{ gameId: 'g1', hidden: [true, false], sent: false }]);
    expect(store.getState().matchStart).toEqual({ gameId: 'g1', hidden: [true, false], sent: true });
    tapAll('T20');
    await settle();
    expect(server.log).toEqual(['start', 'dart', 'dart']);
  });

  it('started offline: kept (across a reload too) and sent first when the server answers', async () => {
    const storage = memoryStorage();
    const { store, server, tapAll, settle } = setup(storage);
    server.online = false;
    store.getState().startMatch([false, true]);
    tapAll('T20 T20');
    await settle();
    expect(store.getState().status).toBe('offline');
    const reloaded = createScoringStore({
      send: offline,
      sendMatchStart: offline,
      onRefused: () => {},
      storage,
    });
    reloaded.getState().open(1);
    expect(reloaded.getState().matchStart).toEqual({ gameId: 'g1', hidden: [false, true], sent: false });
    server.online = true;
    await settle();
    expect(server.log).toEqual(['start', 'dart', 'dart']);
  });
});
