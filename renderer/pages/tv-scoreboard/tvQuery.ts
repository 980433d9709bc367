import { useEffect, useRef, useState } from 'react';

/**
 * The TV's data: a small fetch cache in place of TanStack Query (issue 15 — the query library was a
 * tenth of the TV's legacy bundle, and the TV needs only this much of it). Each query is an API answer
 * kept under a key (renderer/api/keys.ts, the same keys the LAN app uses) and fetched when a screen
 * shows it, every `refetchInterval` while shown, and again when a socket message says it changed
 * (tvLive.ts). Like the LAN app's settings (SPEC §9): no retries, no refetch on focus; a failed fetch
 * keeps the last answer and reports the error until the next one succeeds. Fetches of one key never
 * overlap: a refresh asked for while one runs is made once it ends, so an answer older than the change
 * never has the last word. No AbortController is needed (Chromium 53 has none).
 */

export type TvKey = readonly (string | number)[];

export interface TvQueryOptions<T> {
  queryKey: TvKey;
  queryFn: () => Promise<T>;
  refetchInterval?: number;
}

export interface TvQueryResult<T> {
  data: T | undefined;
  isError: boolean;
  isSuccess: boolean;
}

interface Entry {
  key: TvKey;
  fetch: () => Promise<unknown>;
  data: unknown;
  loaded: boolean;
  failed: boolean;
  running: boolean;
  again: boolean;
  listeners: Array<() => void>;
}

const entries = new Map<string, Entry>();

function load(entry: Entry): void {
  if (entry.running) {
    entry.again = true;
    return;
  }
  entry.running = true;
  entry.again = false;
  const settle = (failed: boolean, data?: unknown) => {
    if (!failed) {
      entry.data = data;
      entry.loaded = true;
    }
    entry.failed = failed;
    entry.running = false;
    entry.listeners.slice().forEach((listener) => listener());
    if (entry.again) load(entry);
  };
  entry.fetch().then(
    (data) => settle(false, data),
    () => settle(true),
  );
}

function entryFor(key: TvKey): Entry {
  const id = JSON.stringify(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = {
      key,
      fetch: () => Promise.resolve(undefined),
      data: undefined,
      loaded: false,
      failed: false,
      running: false,
      again: false,
      listeners: [],
    };
    entries.set(id, entry);
  }
  return entry;
}

/** What is known for `key` now. */
export function tvQuerySnapshot<T>(key: TvKey): TvQueryResult<T> {
  const entry = entryFor(key);
  return {
    data: entry.data as T | undefined,
    isError: entry.failed,
    isSuccess: entry.loaded && !entry.failed,
  };
}

/**
 * Shows `key` to `listener`: fetches it now and every `refetchInterval` ms, and calls `listener` after
 * every fetch, until the returned function is called.
 */
export function watchTvQuery(
  key: TvKey,
  fetch: () => Promise<unknown>,
  listener: () => void,
  refetchInterval?: number,
): () => void {
  const entry = entryFor(key);
  entry.fetch = fetch;
  entry.listeners.push(listener);
  load(entry);
  const timer = refetchInterval ? setInterval(() => load(entry), refetchInterval) : undefined;
  return () => {
    entry.listeners = entry.listeners.filter((l) => l !== listener);
    if (timer !== undefined) clearInterval(timer);
  };
}

/** The answer for `queryKey`, fetched now and every `refetchInterval` ms while the screen shows it. */
export function useTvQuery<T>({ queryKey, queryFn, refetchInterval }: TvQueryOptions<T>): TvQueryResult<T> {
  const id = JSON.stringify(queryKey);
  const latestFn = useRef(queryFn);
  latestFn.current = queryFn;
  const [, setVersion] = useState(0);
  useEffect(
    () =>
      watchTvQuery(
        JSON.parse(id) as TvKey,
        () => latestFn.current(),
        () => setVersion((v) => v + 1),
        refetchInterval,
      ),
    [id, refetchInterval],
  );
  return tvQuerySnapshot<T>(queryKey);
}

const startsWith = (key: TvKey, prefix: TvKey) => prefix.every((part, i) => key[i] === part);

/**
 * Fetches again every shown query whose key starts with `prefix` (or is exactly it, with `exact`). A
 * query not on screen is fetched when it is shown next, as every query is.
 */
export function refreshTv(prefix: TvKey, exact = false): void {
  entries.forEach((entry) => {
    const matches = exact
      ? entry.key.length === prefix.length && startsWith(entry.key, prefix)
      : startsWith(entry.key, prefix);
    if (matches && entry.listeners.length > 0) load(entry);
  });
}

/**
 * Puts an answer the socket brought into `key` (the venue view of `venue_updated`), as if it had been
 * fetched: the screens showing it redraw, and nothing is fetched. A fetch already under way could end with
 * an older answer, so that key is fetched once more after it.
 */
export function setTvData(key: TvKey, data: unknown): void {
  const entry = entryFor(key);
  if (entry.running) entry.again = true;
  entry.data = data;
  entry.loaded = true;
  entry.failed = false;
  entry.listeners.slice().forEach((listener) => listener());
}
