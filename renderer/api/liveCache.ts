/**
 * The little a screen's cache must do for the socket's messages to be applied to it (api/live.ts): hold an
 * answer under a key (renderer/api/keys.ts), take one the socket brought, and fetch again what a message
 * says has changed. TanStack Query implements it for the staff app and head office (api/queryCache.ts), the
 * slim cache for the TV and the booking page (api/smallQuery.ts), so both apply the same messages the same
 * way.
 */
export type CacheKey = readonly (string | number)[];

export interface LiveCache {
  /** The answer held under exactly `key`, if any. */
  get(key: CacheKey): unknown;
  /** Holds `data` under `key` as if it had been fetched; the screens showing it redraw, nothing is fetched. */
  set(key: CacheKey, data: unknown): void;
  /**
   * Fetches again the answers shown under keys that start with `prefix` (or under exactly `prefix`, with
   * `exact`); one not shown is fetched when it is shown next.
   */
  invalidate(prefix: CacheKey, exact?: boolean): void;
}
