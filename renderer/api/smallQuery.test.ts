import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSmall, smallQuerySnapshot, watchSmallQuery, type SmallKey } from './smallQuery';

/** A fetch whose answers the test hands out one at a time. */
function controlledFetch() {
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const fetch = vi.fn(() => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject })));
  return { fetch, pending };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
let n = 0;
const freshKey = (...rest: (string | number)[]): SmallKey => ['test', (n += 1), ...rest];

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

describe("the slim builds' query cache", () => {
  it('fetches when shown, keeps the last answer through a failure and reports it', async () => {
    const key = freshKey();
    const { fetch, pending } = controlledFetch();
    const stop = watchSmallQuery(key, fetch, () => undefined);
    expect(smallQuerySnapshot(key)).toEqual({
      data: undefined,
      error: null,
      isError: false,
      isSuccess: false,
      isPending: true,
    });
    pending[0]?.resolve(['Friday Cup']);
    await flush();
    expect(smallQuerySnapshot(key)).toEqual({
      data: ['Friday Cup'],
      error: null,
      isError: false,
      isSuccess: true,
      isPending: false,
    });
    refreshSmall(key);
    const offline = new Error('offline');
    pending[1]?.reject(offline);
    await flush();
    expect(smallQuerySnapshot(key)).toEqual({
      data: ['Friday Cup'],
      error: offline,
      isError: true,
      isSuccess: false,
      isPending: false,
    });
    stop();
  });

  it('polls every interval while shown and stops when no longer shown', async () => {
    const key = freshKey();
    const fetch = vi.fn(() => Promise.resolve(1));
    const stop = watchSmallQuery(key, fetch, () => undefined, 5000);
    await flush();
    vi.advanceTimersByTime(5000);
    await flush();
    vi.advanceTimersByTime(5000);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(20_000);
    refreshSmall(key);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never overlaps fetches: a refresh during a fetch runs once after it, so the newest answer wins', async () => {
    const key = freshKey();
    const { fetch, pending } = controlledFetch();
    const seen: unknown[] = [];
    const stop = watchSmallQuery(key, fetch, () => seen.push(smallQuerySnapshot(key).data));
    refreshSmall(key);
    refreshSmall(key);
    expect(fetch).toHaveBeenCalledTimes(1);
    pending[0]?.resolve('before the change');
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]?.resolve('after the change');
    await flush();
    expect(seen).toEqual(['before the change', 'after the change']);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refreshes by key prefix, or the exact key only', async () => {
    const root = freshKey();
    const child = [...root, 'groups'];
    const other = freshKey();
    const watched = [root, child, other].map((key) => {
      const fetch = vi.fn(() => Promise.resolve(0));
      return { fetch, stop: watchSmallQuery(key, fetch, () => undefined) };
    });
    const fetches = watched.map((w) => w.fetch);
    await flush();
    refreshSmall(root);
    await flush();
    expect(fetches.map((f) => f.mock.calls.length)).toEqual([2, 2, 1]);
    refreshSmall(root, true);
    await flush();
    expect(fetches.map((f) => f.mock.calls.length)).toEqual([3, 2, 1]);
    refreshSmall([]);
    await flush();
    expect(fetches.map((f) => f.mock.calls.length)).toEqual([4, 3, 2]);
    watched.forEach((w) => w.stop());
  });
});
