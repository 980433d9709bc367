/**
 * Path of the socket on the LAN door (docs/behaviour.md#live-updates). In its own file, free of zod, so the
 * TV's legacy bundle can name it without pulling in the message schemas (the TV's ≤ 100 KB budget).
 */
export const SOCKET_PATH = '/ws';
