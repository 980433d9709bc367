import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { compileAllMessages } from '../server-kit/translate';
import express from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Pool } from 'pg';
import { HUB_LIVE_PATH } from '../shared/group/headOfficeApi';
import type { HeadOfficeUpdated } from '../shared/group/live';
import type { AnswerChecks } from '../server-kit/entryAnswer';
import { bodiesOfWrites } from '../server-kit/origins';
import { refuseUpgrade } from '../server-kit/upgrade';
import { generatePassword, hashPassword } from '../server-kit/passwords';
import { accountOf } from './accounts';
import { headOffice } from './figures';
import { groupBooking, type GroupBookingOptions } from './booking/routes';
import { groupLeagueFiles } from './league/pageFiles';
import { hubDoor } from './door';
import { headOfficeRoutes } from './headOfficeRoutes';
import type { AlertThresholds } from './analytics/alerts';
import { mountHubRoutes } from './implement';
import { hubSignIn, type SignInOptions } from './signIn';
import type { HubCore } from './hub';

/** Online/offline turns with time alone: the figures go out again this often even when nothing arrives. */
const REFRESH_MS = 10_000;
/** Events arriving close together are sent as one update. */
const DEBOUNCE_MS = 250;
/**
 * Head office's bodies are a sign-in's two fields, a booking, or a league's forms (a corrected result of up
 * to 40 games naming its players is the largest): anything larger is refused with 413 unread.
 */
const JSON_BODY_LIMIT = '64kb';
/** The live socket only sends; a browser never needs to send it more than a close frame. */
const SOCKET_MAX_PAYLOAD_BYTES = 1024;

/**
 * The first run (head office has no user yet) creates its `admin` user, an owner: with HUB_ADMIN_PASSWORD when
 * set, else with a generated password written to the log once (as the appliance does for its own users). Once
 * anyone exists it does nothing, so an owner who removed `admin` does not see it come back.
 */
export async function ensureAdmin(pool: Pool, password: string | undefined, log: (line: string) => void) {
  const found = await pool.query('SELECT 1 FROM hub_users LIMIT 1');
  if (found.rowCount) return;
  const chosen = password ?? generatePassword();
  const made = await pool.query(
    `INSERT INTO hub_users (username, password_hash, role) VALUES ($1, $2, 'owner') ON CONFLICT DO NOTHING`,
    ['admin', await hashPassword(chosen)],
  );
  if (!made.rowCount) return;
  if (!password)
    log(`First run: created head office user 'admin' with password '${chosen}' (shown once; keep it safe).`);
}

export interface HubWeb {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Head office's web app and its API (docs/venue-group.md): sign-in, the figures, and a socket that sends the
 * figures again whenever an event is written (and every 10 s, for venues going offline). The built app is
 * served from `dist/hub` (vite.hub.config.ts).
 */
export async function startHubWeb(
  core: HubCore,
  options: {
    port: number;
    host?: string;
    log?: (line: string) => void;
    staticDir?: string;
    /** How people reach head office (HUB_PUBLIC_URL): its origin may write; https adds HSTS and Secure cookies. */
    publicUrl?: string;
    /** Behind a TLS-terminating proxy: which hops to trust for the caller's address (express 'trust proxy'). */
    trustProxy?: boolean | number | string;
    /** The sign-in throttle's figures (tests); the venue's by default. */
    signIn?: SignInOptions;
    /** When a venue's link is an alert (hub/analytics/alerts.ts); the defaults unless a test shortens them. */
    alertThresholds?: AlertThresholds;
    /** The group's public booking page and its API (docs/group-booking.md). */
    booking?: GroupBookingOptions;
    /** The group's public league page's built files (vite.group-league.config.ts), served under /league. */
    leagueStaticDir?: string;
    /** Check every answer against its entry before sending it (tests), as the venue's doors do. */
    checkAnswers?: AnswerChecks;
  },
): Promise<HubWeb> {
  // Every refusal's words, compiled now: a broken translation stops the hub, not a request.
  compileAllMessages();
  const pool = core.pool;
  const log = options.log ?? (() => undefined);
  const door = hubDoor({ publicUrl: options.publicUrl, log });
  const signIn = hubSignIn(pool, options.signIn);
  const app = express();
  app.disable('x-powered-by');
  // Each caller's own address for the per-address limits; off unless a proxy is named (never believe
  // X-Forwarded-For from the internet).
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(door.guards);
  // Before the body is read: the booking page's per-address limits count every request.
  const booking = options.booking ? groupBooking(core, { log, ...options.booking }) : null;
  if (booking) app.use(booking.guards);
  app.use(bodiesOfWrites(express.json({ limit: JSON_BODY_LIMIT, strict: true })));
  mountHubRoutes(
    app,
    [
      ...headOfficeRoutes(pool, signIn, options.alertThresholds, () => core.leagueChanged()),
      ...(booking?.routes ?? []),
    ],
    {
      userOf: signIn.userOf,
      checkAnswers: options.checkAnswers ?? false,
    },
  );
  if (booking) app.use(booking.finish);
  const leaguePage = groupLeagueFiles(options.leagueStaticDir);
  if (leaguePage) app.use(leaguePage);

  const staticDir = options.staticDir;
  if (staticDir && existsSync(staticDir)) {
    app.use(express.static(staticDir, { index: 'index.html' }));
  }
  door.finish(app);

  const server: Server = createServer(app);
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD_BYTES });
  /** Each socket and whose it is: each is sent the figures of its person's venues only. */
  const sockets = new Map<WebSocket, string>();
  const sendFigures = async (ws: WebSocket, username: string) => {
    const account = await accountOf(pool, username);
    if (!account) {
      ws.close(4401, 'Signed out');
      return;
    }
    const message: HeadOfficeUpdated = {
      type: 'head_office_updated',
      view: await headOffice(pool, account.venues),
    };
    ws.send(JSON.stringify(message));
  };
  server.on('upgrade', (req, socket, head) => {
    if (!door.upgradeMayProceed(req, socket, HUB_LIVE_PATH)) return;
    signIn
      .userOf(req.headers.cookie)
      .then((user) => {
        if (!user) {
          refuseUpgrade(socket, 401, 'Unauthorized');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          sockets.set(ws, user.username);
          ws.on('close', () => sockets.delete(ws));
          ws.on('error', () => sockets.delete(ws));
          sendFigures(ws, user.username).catch(() => undefined);
        });
      })
      .catch(() => refuseUpgrade(socket, 503, 'Service Unavailable'));
  });

  let pending: NodeJS.Timeout | null = null;
  const broadcast = () => {
    pending = null;
    if (sockets.size === 0) return;
    Promise.all([...sockets].map(([ws, username]) => sendFigures(ws, username)))
      .then(() => undefined)
      .catch((err: unknown) =>
        log(`Hub web: figures failed: ${err instanceof Error ? err.message : String(err)}`),
      );
  };
  const soon = () => {
    pending ??= setTimeout(broadcast, DEBOUNCE_MS);
  };
  const off = core.onStored(soon);
  // Head office's own league changes (a correction made here) reach its other screens the same way.
  const offLeague = core.onLeagueChanged(soon);
  const timer = setInterval(broadcast, REFRESH_MS);
  timer.unref();

  await new Promise<void>((done) => server.listen(options.port, options.host ?? '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    port,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    async close() {
      booking?.stop();
      off();
      offLeague();
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      for (const ws of sockets.keys()) ws.terminate();
      wss.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
