import { useEffect, useRef, useState } from 'react';
import type { LiveCache } from './liveCache';

/**
 * The slim builds' data (the TV and the booking page): a small fetch cache in place of TanStack Query
 * (the query library was a tenth of the TV's legacy bundle, and these pages need only this much of it). The staff app uses TanStack Query; both read the same keys with the same fetchers
 * (renderer/api/queries). Each query is an API answer
 * kept under a key (renderer/api/keys.ts, the same keys the LAN app uses) and fetched when a screen
 * shows it, every `refetchInterval` while shown, and again when a socket message says it changed
 * (tvLive.ts). Like the LAN app's settings (docs/behaviour.md#settings): no retries, no refetch on focus; a failed fetch
 * keeps the last answer and reports the error until the next one succeeds. Fetches of one key never
 * overlap: a refresh asked for while one runs is made once it ends, so an answer older than the change
 * never has the last word. No AbortController is needed (Chromium 53 has none).
 */

export type SmallKey = readonly (string | number)[];

export interface SmallQueryOptions<T> {
  queryKey: SmallKey;
  queryFn: () => Promise<T>;
  refetchInterval?: number;
  /** False: nothing is fetched until it turns true (the booking grid waits for the venue's settings). */
  enabled?: boolean;
}

export interface SmallQueryResult<T> {
  data: T | undefined;
  /** The last fetch's failure, until one succeeds. */
  error: unknown;
  isError: boolean;
  isSuccess: boolean;
  /** Nothing has been loaded yet. */
  isPending: boolean;
}

interface Entry {
  key: SmallKey;
  fetch: () => Promise<unknown>;
  data: unknown;
  loaded: boolean;
  failed: boolean;
  error: unknown;
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
  const settle = (failed: boolean, data?: unknown, error?: unknown) => {
    if (!failed) {
      entry.data = data;
      entry.loaded = true;
    }
    entry.failed = failed;
    entry.error = failed ? error : null;
    entry.running = false;
    entry.listeners.slice().forEach((listener) => listener());
    if (entry.again) load(entry);
  };
  entry.fetch().then(
    (data) => settle(false, data),
    (error: unknown) => settle(true, undefined, error),
  );
}

function entryFor(key: SmallKey): Entry {
  const id = JSON.stringify(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = {
      key,
      fetch: () => Promise.resolve(undefined),
      data: undefined,
      loaded: false,
      failed: false,
      error: null,
      running: false,
      again: false,
      listeners: [],
    };
    entries.set(id, entry);
  }
  return entry;
}

/** What is known for `key` now. */
export function smallQuerySnapshot<T>(key: SmallKey): SmallQueryResult<T> {
  const entry = entryFor(key);
  return {
    data: entry.data as T | undefined,
    error: entry.failed ? entry.error : null,
    isError: entry.failed,
    isSuccess: entry.loaded && !entry.failed,
    isPending: !entry.loaded && !entry.failed,
  };
}

/**
 * Shows `key` to `listener`: fetches it now and every `refetchInterval` ms, and calls `listener` after
 * every fetch, until the returned function is called.
 */
export function watchSmallQuery(
  key: SmallKey,
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
export function useSmallQuery<T>({
  queryKey,
  queryFn,
  refetchInterval,
  enabled = true,
}: SmallQueryOptions<T>): SmallQueryResult<T> {
  const id = JSON.stringify(queryKey);
  const latestFn = useRef(queryFn);
  latestFn.current = queryFn;
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    return watchSmallQuery(
      JSON.parse(id) as SmallKey,
      () => latestFn.current(),
      () => setVersion((v) => v + 1),
      refetchInterval,
    );
  }, [id, refetchInterval, enabled]);
  return smallQuerySnapshot<T>(queryKey);
}

const startsWith = (key: SmallKey, prefix: SmallKey) => prefix.every((part, i) => key[i] === part);

/**
 * Fetches again every shown query whose key starts with `prefix` (or is exactly it, with `exact`). A
 * query not on screen is fetched when it is shown next, as every query is.
 */
export function refreshSmall(prefix: SmallKey, exact = false): void {
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
export function setSmallData(key: SmallKey, data: unknown): void {
  const entry = entryFor(key);
  if (entry.running) entry.again = true;
  entry.data = data;
  entry.loaded = true;
  entry.failed = false;
  entry.listeners.slice().forEach((listener) => listener());
}

/** The slim cache as a LiveCache: the TV's and the booking page's, as the socket's messages see it. */
export const smallCache: LiveCache = {
  get: (key) => {
    const entry = entries.get(JSON.stringify(key));
    return entry?.loaded ? entry.data : undefined;
  },
  set: setSmallData,
  invalidate: refreshSmall,
};
