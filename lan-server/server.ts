import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { backupDatabase } from './db/backup';
import { openDatabase, type Db } from './db/open';
import { seedVenue } from './db/seed';
import { createLanApp, createPublicApp } from './http/apps';
import { allRoutes } from './http/routes';
import { createHub, type Hub } from './realtime/hub';
import { ensureStaffUsers } from './services/auth';
import { DomainEvents } from './services/events';
import { startLaneTicker } from './services/laneTicker';
import { startRetentionJob } from './services/retentionJob';
import { lanUrlsFor } from './discovery/lanAddresses';
import { advertiseServer } from './discovery/mdns';
import { readSettings } from './db/settings';

export interface RunningServer {
  lanUrl: string;
  publicUrl: string;
  lanPort: number;
  publicPort: number;
  /** The LAN door on each of the PC's LAN IPv4 addresses, for tablets and the TV (may be empty). */
  lanUrls: string[];
  db: Db;
  events: DomainEvents;
  ctx: AppContext;
  hub: Hub;
  /** Resolves once the start-up retention run (issue 14) has finished. */
  retentionRan: Promise<void>;
  /** Stops both doors, tells sockets, stops timers and closes the database. Safe to call twice. */
  close(): Promise<void>;
}

export const DEFAULT_BACKUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export type Stop = () => Promise<void> | undefined;

/**
 * The whole back end: one database, one event bus, two doors (DESIGN.md §1). The same code runs under
 * `npm start`, inside Electron's main process and in every server test (ports 0, a temp data dir).
 */
export async function createServer(config: ServerConfig): Promise<RunningServer> {
  const log = config.log ?? ((line: string) => console.log(line));
  const now = config.now ?? (() => new Date());
  const db = openDatabase(config.dataDir);
  const events = new DomainEvents();
  const ctx: AppContext = { db, now, events, log };
  const stops: Stop[] = [];

  try {
    seedVenue(db, now().toISOString());
    await ensureStaffUsers(ctx, { staff: config.staffPassword, admin: config.adminPassword });

    const routes = allRoutes();
    const lanHttp = createHttpServer(createLanApp(ctx, { routes, staticDir: config.staticDir }));
    const publicHttp = createHttpServer(
      createPublicApp(ctx, {
        routes,
        staticDir: config.staticDir,
        limits: {
          requestsPerMinute: config.publicRequestsPerMinute ?? 300,
          bookingsPer10Minutes: config.publicBookingsPer10Minutes ?? 20,
        },
      }),
    );
    // The public door never upgrades to a socket.
    publicHttp.on('upgrade', (_req, socket) => socket.destroy());
    const hub = createHub(ctx, lanHttp);
    let hubClosed = false;
    const closeHub: Stop = () => {
      if (!hubClosed) hub.close();
      hubClosed = true;
      return undefined;
    };
    stops.push(closeHub);

    const lanPort = await listen(lanHttp, config.port, config.host);
    stops.push(() => closeHttp(lanHttp));
    // Stops run in reverse, so sockets are told before the LAN door closes: an open upgraded socket
    // would otherwise keep lanHttp.close() waiting for ever.
    stops.push(closeHub);
    const publicPort = await listen(publicHttp, config.publicPort, config.host);
    stops.push(() => closeHttp(publicHttp));

    const backupEvery = config.backupIntervalMs ?? DEFAULT_BACKUP_INTERVAL_MS;
    if (backupEvery > 0) {
      const timer = setInterval(() => {
        backupDatabase(db, config.dataDir, now(), config.backupKeep ?? 8).catch((err: unknown) =>
          log(`Backup failed: ${String(err)}`),
        );
      }, backupEvery);
      timer.unref();
      stops.push(() => {
        clearInterval(timer);
        return undefined;
      });
    }
    if (config.advertise) {
      const advertisement = advertiseServer(
        ctx,
        readSettings(db).businessName,
        lanPort,
        config.mdnsTransport,
      );
      stops.push(() => advertisement.stop());
    }
    // Time alone turns lanes reserved and back: re-derive them every second while the doors are open.
    stops.push(startLaneTicker(ctx));
    // Customers' contact details are kept only as long as the venue's setting says (issue 14).
    const retention = startRetentionJob(ctx);
    stops.push(retention.stop);

    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    let closed: Promise<void> | null = null;
    return {
      lanUrl: `http://${shownHost}:${lanPort}`,
      publicUrl: `http://${shownHost}:${publicPort}`,
      lanPort,
      publicPort,
      lanUrls: lanUrlsFor(lanPort),
      db,
      events,
      ctx,
      hub,
      retentionRan: retention.ran,
      close() {
        closed ??= (async () => {
          for (const stop of [...stops].reverse()) await stop();
          db.close();
        })();
        return closed;
      },
    };
  } catch (err) {
    for (const stop of [...stops].reverse()) await stop();
    db.close();
    throw err;
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
