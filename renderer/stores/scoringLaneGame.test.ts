import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { tryApplyAction } from '../../shared/darts/game';
import { keys } from '../api/keys';
import { applyServerMessage } from '../api/live';
import { queryCache } from '../api/queryCache';
import { laneGameFixture } from './laneGameFixture';
import { createScoringStore } from './scoringTurn';

const { first, row } = laneGameFixture(2);

/**
 * The tablet's lane game, wired as the scoring screen wires it (useLaneGame.ts): the query cache is its
 * home, the store takes every game the cache takes, and the socket's messages land in the cache.
 */
async function tablet() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const cache = queryCache(client);
  let server = first;
  const send = vi.fn(async (): Promise<LaneGameResponse> => {
    const result = tryApplyAction(server.state, { type: 'dart', section: 20, multiplier: 3 });
    if (!result.ok) throw new Error(result.message);
    server = { ...server, state: result.state };
    // Over the wire: a copy, as the socket's message is another copy.
    return JSON.parse(JSON.stringify(server)) as LaneGameResponse;
  });
  const store = createScoringStore({ send, sendMatchStart: async () => ({}), onRefused: () => undefined });
  const gets = vi.fn(async () => JSON.parse(JSON.stringify(server)) as LaneGameResponse);
  const observer = new QueryObserver(client, { queryKey: keys.laneGame(2), queryFn: gets });
  let shown: LaneGameResponse | undefined;
  observer.subscribe((result) => {
    if (result.data && result.data !== shown) {
      shown = result.data;
      store.getState().receive(result.data);
    }
  });
  store.getState().open(2, cache);
  await vi.waitFor(() => expect(store.getState().confirmed).not.toBeNull());
  let applied = 0;
  store.subscribe((s, previous) => {
    if (s.confirmed !== previous.confirmed) applied++;
  });
  const echo = () =>
    applyServerMessage(cache, {
      type: 'game_updated',
      game: row,
      laneGame: JSON.parse(JSON.stringify(server)) as LaneGameResponse,
    });
  return { store, client, send, gets, echo, applied: () => applied };
}

describe('a tap on the tablet', () => {
  it('applies the server answer once: the socket copy changes nothing, and nothing is fetched', async () => {
    const t = await tablet();
    expect(t.gets).toHaveBeenCalledTimes(1);
    t.store.getState().tap({ type: 'dart', section: 20, multiplier: 3 });
    await t.store.getState().flush();
    t.echo();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.send).toHaveBeenCalledTimes(1);
    expect(t.applied()).toBe(1);
    expect(t.gets).toHaveBeenCalledTimes(1);
    // The cache holds the server game; the store shows it.
    const held = t.client.getQueryData<LaneGameResponse>(keys.laneGame(2));
    expect(held?.state.turn).toHaveLength(1);
    expect(t.store.getState().view).toEqual(held?.state);
  });

  it('the copy of an earlier answer arriving late does not take the game back', async () => {
    const t = await tablet();
    t.store.getState().tap({ type: 'dart', section: 20, multiplier: 3 });
    await t.store.getState().flush();
    const late = JSON.parse(JSON.stringify(t.client.getQueryData(keys.laneGame(2)))) as LaneGameResponse;
    t.store.getState().tap({ type: 'dart', section: 20, multiplier: 3 });
    await t.store.getState().flush();
    applyServerMessage(queryCache(t.client), { type: 'game_updated', game: row, laneGame: late });
    const held = t.client.getQueryData<LaneGameResponse>(keys.laneGame(2));
    expect(held?.state.turn).toHaveLength(2);
    expect(t.store.getState().view).toEqual(held?.state);
    expect(t.applied()).toBe(2);
  });
});
