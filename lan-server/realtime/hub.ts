import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import {
  ClientMessage,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_PATH,
  type ServerMessage,
} from '../../shared/api/realtime';
import { tabletLaneOf } from '../../shared/lanes/tabletLane';
import type { AppContext } from '../context';
import { pairedDeviceOfHeaders } from '../http/deviceAccess';
import { originAllowed } from '../../server-kit/origins';
import { refuseUpgrade } from '../../server-kit/upgrade';
import { MISDIRECTED } from '../http/guards';
import type { HostCheck } from '../http/lanHosts';
import { SESSION_COOKIE, cookiesOf, userForToken } from '../http/session';
import { hashToken } from '../../server-kit/tokens';

/** Who a socket belongs to decides what it may hear (docs/behaviour.md#live-updates). */
export type Audience =
  | { kind: 'staff'; userId: string; tokenHash: string }
  | { kind: 'public' }
  | { kind: 'device'; laneId: number; deviceId: string };

/** Dead sockets (a tablet whose Wi-Fi dropped) are found by ping and closed after one silent interval. */
export const HEARTBEAT_MS = 30_000;
/**
 * How long a client gets to answer the shutdown close frame. A tablet that left the Wi-Fi never answers,
 * and ws would wait 30 s for it — holding the LAN door open and the front-desk app's quit with it.
 */
export const CLOSE_GRACE_MS = 1_000;

export interface Hub {
  clientCount(): number;
  /** Tells every client the server is going away (1001) and stops listening. */
  close(): void;
}

interface Client {
  socket: WebSocket;
  audience: Audience;
  alive: boolean;
}

export function audienceMayHear(audience: Audience, message: ServerMessage): boolean {
  if (audience.kind === 'staff') return true;
  switch (message.type) {
    case 'hello':
    case 'language_changed':
    case 'league_updated':
    case 'tournament_updated':
    case 'tournament_advanced':
      return true;
    case 'lane_updated':
      return audience.kind === 'device' && audience.laneId === message.lane.id;
    case 'game_updated':
      // A paired tablet hears the games on its lane: its session's game, or the tournament match it plays.
      if (audience.kind === 'device') return message.game.laneId === audience.laneId;
      return message.game.tournamentId !== null;
    case 'venue_updated':
      // The TV's view: a lane tablet has its own game and no use for every lane's.
      return audience.kind === 'public';
  }
}

/**
 * The socket server on the LAN door at /ws: checks the upgrade's Host (the LAN door's names only, 421
 * otherwise, as on HTTP) and Origin, authenticates it, then fans out domain events.
 */
export function createHub(ctx: AppContext, server: Server, hostCheck: HostCheck = () => true): Hub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD_BYTES });
  const clients = new Set<Client>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!hostCheck(req.headers.host))
      return refuseUpgrade(socket, 421, 'Misdirected Request', JSON.stringify(MISDIRECTED));
    const path = (req.url ?? '').split('?')[0];
    if (path !== SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (!originAllowed(req.headers.origin, req.headers.host)) return refuseUpgrade(socket, 403, 'Forbidden');
    const audience = audienceOf(ctx, req);
    if (!audience) return refuseUpgrade(socket, 401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { socket: ws, audience, alive: true };
      clients.add(client);
      ws.on('pong', () => (client.alive = true));
      ws.on('message', (data) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return;
        }
        // Clients only ever send control messages; anything else is dropped.
        if (!ClientMessage.safeParse(parsed).success) return;
      });
      ws.on('close', () => clients.delete(client));
      ws.on('error', () => clients.delete(client));
      send(client, { type: 'hello', audience: audience.kind === 'staff' ? 'staff' : 'public' });
    });
  });

  /**
   * `bytes` is the message as UTF-8, sent as a text frame: given a string, ws would encode it again for
   * every socket (a venue view of ~8 KB to 220 sockets is 1.7 MB of copies per change).
   */
  const send = (
    client: Client,
    message: ServerMessage,
    bytes: Buffer = Buffer.from(JSON.stringify(message)),
  ) => {
    if (client.socket.readyState === WebSocket.OPEN && audienceMayHear(client.audience, message)) {
      client.socket.send(bytes, { binary: false });
    }
  };
  /**
   * Every client that may hear the message gets it, serialised and encoded once per shape. Tablets get
   * `forDevices()` when the caller has a tablet's version of the message (lanes: without customers' names),
   * made only when a tablet is connected.
   */
  const broadcast = (message: ServerMessage, forDevices?: () => ServerMessage) => {
    const bytes = Buffer.from(JSON.stringify(message));
    let deviceMessage: { message: ServerMessage; bytes: Buffer } | null = null;
    for (const client of clients) {
      if (client.audience.kind !== 'device' || !forDevices) {
        send(client, message, bytes);
        continue;
      }
      if (!deviceMessage) {
        const m = forDevices();
        deviceMessage = { message: m, bytes: Buffer.from(JSON.stringify(m)) };
      }
      send(client, deviceMessage.message, deviceMessage.bytes);
    }
  };

  const unsubscribe = [
    // A tablet hears its own lane without the customers' names on it.
    ctx.events.on('lane_updated', ({ lane }) =>
      broadcast({ type: 'lane_updated', lane }, () => ({ type: 'lane_updated', lane: tabletLaneOf(lane) })),
    ),
    ctx.events.on('game_updated', ({ game, laneGame }) =>
      broadcast(laneGame ? { type: 'game_updated', game, laneGame } : { type: 'game_updated', game }),
    ),
    ctx.events.on('tournament_updated', ({ tournament, state }) =>
      broadcast({ type: 'tournament_updated', tournament, state }),
    ),
    ctx.events.on('tournament_advanced', (e) => broadcast({ type: 'tournament_advanced', ...e })),
    ctx.events.on('venue_updated', ({ view }) => broadcast({ type: 'venue_updated', view })),
    ctx.events.on('language_changed', ({ language }) => broadcast({ type: 'language_changed', language })),
    ctx.events.on('league_updated', ({ board }) => broadcast({ type: 'league_updated', board })),
    // A user whose sign-ins an admin ended (a new password) loses their live connections too, bar one.
    ctx.events.on('sessions_ended', ({ userId, exceptTokenHash }) => {
      for (const client of clients) {
        const a = client.audience;
        if (a.kind === 'staff' && a.userId === userId && a.tokenHash !== exceptTokenHash) {
          client.socket.close(4401, 'Signed out');
          clients.delete(client);
        }
      }
    }),
    // A revoked tablet is cut off at once, not at its next request; 4401 tells its client not to retry.
    ctx.events.on('device_revoked', ({ deviceId }) => {
      for (const client of clients) {
        if (client.audience.kind === 'device' && client.audience.deviceId === deviceId) {
          client.socket.close(4401, 'Device revoked');
          clients.delete(client);
        }
      }
    }),
  ];

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        clients.delete(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    clientCount: () => clients.size,
    close() {
      clearInterval(heartbeat);
      for (const off of unsubscribe) off();
      for (const client of clients) {
        client.socket.close(1001, 'Server shutting down');
        setTimeout(() => client.socket.terminate(), CLOSE_GRACE_MS).unref();
      }
      clients.clear();
      wss.close();
    },
  };
}

/** Staff session → staff; a paired tablet → its lane; anyone else on the LAN → public (the TV). */
function audienceOf(ctx: AppContext, req: IncomingMessage): Audience | null {
  const token = cookiesOf(req)[SESSION_COOKIE];
  const user = userForToken(ctx, token);
  if (user && token) return { kind: 'staff', userId: user.id, tokenHash: hashToken(token) };
  const device = pairedDeviceOfHeaders(ctx, req.headers);
  if (device) return { kind: 'device', laneId: device.laneId, deviceId: device.deviceId };
  return { kind: 'public' };
}
