import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import express, { type Request, type Response } from 'express';
import { parse as parseCookie } from 'cookie';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Pool } from 'pg';
import { z } from 'zod';
import { HUB_PATHS, HubLoginBody } from '../shared/group/headOfficeApi';
import { generatePassword, hashPassword, verifyPassword } from '../server-kit/passwords';
import { hashToken, newToken } from '../server-kit/tokens';
import { headOffice } from './figures';
import { groupBooking, type GroupBookingOptions } from './booking/routes';
import type { HubCore } from './hub';

const COOKIE = 'hub_session';
const SESSION_HOURS = 12;
/** Online/offline turns with time alone: the figures go out again this often even when nothing arrives. */
const REFRESH_MS = 10_000;
/** Events arriving close together are sent as one update. */
const DEBOUNCE_MS = 250;

/**
 * The first run creates head office's `admin` user: with HUB_ADMIN_PASSWORD when set, else with a generated
 * password written to the log once (as the appliance does for its own users).
 */
export async function ensureAdmin(pool: Pool, password: string | undefined, log: (line: string) => void) {
  const found = await pool.query('SELECT 1 FROM hub_users WHERE username = $1', ['admin']);
  if (found.rowCount) return;
  const chosen = password ?? generatePassword();
  await pool.query('INSERT INTO hub_users (username, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    'admin',
    await hashPassword(chosen),
  ]);
  if (!password)
    log(`First run: created head office user 'admin' with password '${chosen}' (shown once; keep it safe).`);
}

const UserRow = z.object({ username: z.string(), password_hash: z.string() });

async function signedIn(pool: Pool, cookieHeader: string | undefined): Promise<string | null> {
  const token = parseCookie(cookieHeader ?? '')[COOKIE];
  if (!token) return null;
  const res = await pool.query(
    'SELECT username FROM hub_sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashToken(token)],
  );
  const row = z.object({ username: z.string() }).safeParse(res.rows[0]);
  return row.success ? row.data.username : null;
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
    /** The group's public booking page and its API (docs/group-booking.md). */
    booking?: GroupBookingOptions;
  },
): Promise<HubWeb> {
  const pool = core.pool;
  const log = options.log ?? (() => undefined);
  const app = express();
  app.disable('x-powered-by');
  // Before the JSON parser: the booking page's API reads (and refuses) its own bodies.
  const booking = options.booking ? groupBooking(core, { log, ...options.booking }) : null;
  if (booking) app.use(booking.router);
  app.use(express.json({ limit: '10kb' }));

  app.post(HUB_PATHS.login, async (req: Request, res: Response) => {
    const body = HubLoginBody.safeParse(req.body);
    if (!body.success) {
      res.status(400).json({ message: 'username and password are required' });
      return;
    }
    const row = UserRow.safeParse(
      (
        await pool.query('SELECT username, password_hash FROM hub_users WHERE username = $1', [
          body.data.username,
        ])
      ).rows[0],
    );
    if (!row.success || !(await verifyPassword(body.data.password, row.data.password_hash))) {
      res.status(401).json({ message: 'Invalid username or password' });
      return;
    }
    const token = newToken();
    await pool.query(
      `INSERT INTO hub_sessions (token_hash, username, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [hashToken(token), row.data.username, SESSION_HOURS],
    );
    res.cookie(COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      maxAge: SESSION_HOURS * 3_600_000,
      path: '/',
    });
    res.json({ username: row.data.username });
  });

  app.post(HUB_PATHS.logout, async (req: Request, res: Response) => {
    const token = parseCookie(req.headers.cookie ?? '')[COOKIE];
    if (token) await pool.query('DELETE FROM hub_sessions WHERE token_hash = $1', [hashToken(token)]);
    res.clearCookie(COOKIE, { path: '/' });
    res.status(204).end();
  });

  app.get(HUB_PATHS.headOffice, async (req: Request, res: Response) => {
    if (!(await signedIn(pool, req.headers.cookie))) {
      res.status(401).json({ message: 'Sign in to see head office' });
      return;
    }
    res.json(await headOffice(pool));
  });

  const staticDir = options.staticDir;
  if (staticDir && existsSync(staticDir)) {
    app.use(express.static(staticDir, { index: 'index.html' }));
  }

  app.use((err: unknown, _req: Request, res: Response, _next: () => void) => {
    log(`Hub web: ${err instanceof Error ? err.message : String(err)}`);
    res.status(503).json({ message: 'Head office cannot read its database just now' });
  });

  const server: Server = createServer(app);
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Set<WebSocket>();
  server.on('upgrade', (req, socket, head) => {
    if (req.url !== HUB_PATHS.live) {
      socket.destroy();
      return;
    }
    signedIn(pool, req.headers.cookie)
      .then((user) => {
        if (!user) {
          socket.write('HTTP/1.1 401 Unauthorized\r\n\r\n');
          socket.destroy();
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          sockets.add(ws);
          ws.on('close', () => sockets.delete(ws));
          headOffice(pool)
            .then((figures) => ws.send(JSON.stringify(figures)))
            .catch(() => undefined);
        });
      })
      .catch(() => socket.destroy());
  });

  let pending: NodeJS.Timeout | null = null;
  const broadcast = () => {
    pending = null;
    if (sockets.size === 0) return;
    headOffice(pool)
      .then((figures) => {
        const text = JSON.stringify(figures);
        for (const ws of sockets) ws.send(text);
      })
      .catch((err: unknown) =>
        log(`Hub web: figures failed: ${err instanceof Error ? err.message : String(err)}`),
      );
  };
  const off = core.onStored(() => {
    pending ??= setTimeout(broadcast, DEBOUNCE_MS);
  });
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
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      for (const ws of sockets) ws.terminate();
      wss.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
