import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { tryApplyAction } from '../../shared/darts/game';
import { keys } from '../api/keys';
import { applyServerMessage } from '../api/live';
import { queryCache } from '../api/queryCache';
import { laneGameFixture } from './laneGameFixture';
import { createScoringStore } from './scoringTurn';

const { start, first, row } = laneGameFixture(3);

/** The tablet wired as the scoring screen wires it: every game the cache takes is told to the store. */
async function tablet() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const store = createScoringStore({
    send: async () => first,
    sendMatchStart: async () => ({}),
    onRefused: () => undefined,
  });
  const observer = new QueryObserver(client, {
    queryKey: keys.laneGame(3),
    queryFn: async () => JSON.parse(JSON.stringify(first)) as LaneGameResponse,
  });
  observer.subscribe((result) => {
    if (result.data) store.getState().receive(result.data);
  });
  store.getState().open(3, queryCache(client));
  await vi.waitFor(() => expect(store.getState().view).not.toBeNull());
  return { client, store };
}

describe('the tablet’s lane game has one home', () => {
  it('the store keeps no game: only the tablet’s own taps, match start, status and notice', async () => {
    const { store } = await tablet();
    store.getState().tap({ type: 'dart', section: 20, multiplier: 3 });
    expect(Object.keys(store.local()).sort()).toEqual(
      ['laneId', 'matchStart', 'notice', 'queue', 'refusals', 'status'].sort(),
    );
    expect(JSON.stringify(store.local())).not.toContain('"players"');
  });

  it('a socket update changes the cache alone, and the screen follows', async () => {
    const { client, store } = await tablet();
    const own = store.local();
    const moved = tryApplyAction(start, { type: 'dart', section: 19, multiplier: 1 });
    if (!moved.ok) throw new Error(moved.message);
    // Another screen scored on the lane: the socket brings its answer.
    const laneGame: LaneGameResponse = { ...first, state: moved.state };
    applyServerMessage(queryCache(client), { type: 'game_updated', game: row, laneGame });
    await vi.waitFor(() => expect(store.getState().view).toEqual(moved.state));
    expect(client.getQueryData(keys.laneGame(3))).toEqual(laneGame);
    expect(store.getState().confirmed).toBe(client.getQueryData<LaneGameResponse>(keys.laneGame(3))?.state);
    expect(store.local()).toBe(own);
  });
});
