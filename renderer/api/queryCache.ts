import type { QueryClient } from '@tanstack/react-query';
import type { LiveCache } from './liveCache';

/** TanStack Query as a LiveCache: the staff app's and head office's cache, as the socket's messages see it. */
export function queryCache(client: QueryClient): LiveCache {
  return {
    get: (key) => client.getQueryData(key),
    set: (key, data) => {
      client.setQueryData(key, data);
    },
    invalidate: (prefix, exact = false) => {
      void client.invalidateQueries({ queryKey: prefix, exact });
    },
  };
}

/** After a reconnect the client may have missed messages: refetch everything on screen. */
export function resyncAll(client: QueryClient): void {
  void client.invalidateQueries();
}
