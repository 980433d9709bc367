/**
 * Path of the socket on the LAN door (SPEC §7 Realtime). In its own file, free of zod, so the TV's legacy
 * bundle can name it without pulling in the message schemas (issue 15: the TV's ≤ 100 KB budget).
 */
export const SOCKET_PATH = '/ws';
