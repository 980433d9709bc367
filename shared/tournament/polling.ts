/**
 * Polling (docs/behaviour.md#live-updates): tournaments every 10 s, games every 5 s (plus socket messages at
 * once).
 */
export const TOURNAMENTS_POLL_MS = 10_000;
export const GAMES_POLL_MS = 5_000;
