import { createServer as createHttpServer, type Server } from 'node:http';
import { compileAllMessages } from '../server-kit/translate';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import type { AppContext, ServerOps } from './context';
import { openDatabase } from './db/open';
import { seedVenue } from './db/seed';
import { createLanApp, createPublicApp } from './http/apps';
import { groupDoor } from './http/groupDoor';
import { lanHostCheck } from './http/lanHosts';
import { allRoutes } from './http/routes';
import { createHub } from './realtime/hub';
import { ensureStaffUsers } from './services/auth';
import { DomainEvents } from './events';
import { applyJournalAfterRestore } from './services/erasureJournal';
import { lanUrlsFor } from './discovery/lanAddresses';
import { createServerLogging, type ServerLogging } from './logging';
import { publicDoorTls, PLAIN_HTTP_WARNING } from './tls/publicDoor';
import { reopenOnBackup } from './restart';
import { createBackupKeeper } from './services/backups';
import { backgroundJobs, type Stop } from './jobs';
import { groupRules } from './group/channel';
import { mailRules } from './mail/channel';
import { createOutbox } from './outbox/outbox';
import type { OutboxChannels } from './outbox/port';

import type { AnswerChecks } from '../server-kit/entryAnswer';
import type { RunningServer } from './runningServer';

export type { RunningServer };

export const DEFAULT_BACKUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The outbox's channels: what leaves the box, and how each kind is recorded and retried. */
export const OUTBOX_CHANNELS: OutboxChannels = { mail: mailRules, group: groupRules };

/**
 * The whole back end: one database, one event bus, two doors (docs/architecture.md). The same code runs under
 * `npm start`, inside Electron's main process and in every server test (ports 0, a temp data dir).
 *
 * What it returns stays the same object for the life of the process, even across a restore: a restore
 * closes both doors and the database, puts the backup in place and opens everything again on the same
 * ports (restart.ts), and the returned server then answers for the reopened one. So the desktop shell,
 * `npm start` and tests need to know nothing about restores.
 */
export async function createServer(config: ServerConfig): Promise<RunningServer> {
  // A broken translation stops the server here, not a customer's request (docs/i18n.md).
  compileAllMessages();
  const now = config.now ?? (() => new Date());
  const logging = await createServerLogging({
    logDir: config.logDir,
    level: config.logLevel,
    lines: config.log,
  });
  const backups = createBackupKeeper({
    dataDir: config.dataDir,
    keep: config.backupKeep ?? 8,
    copyKeep: config.backupCopyKeep ?? 8,
    envCopyFolder: config.backupCopyDir,
    now,
    log: logging.log,
  });
  return reopenOnBackup(config, logging, (c, ops) => openServer(c, ops, logging), {
    dataDir: config.dataDir,
    startedAt: now(),
    backupIntervalMs: config.backupIntervalMs ?? DEFAULT_BACKUP_INTERVAL_MS,
    backups,
  });
}

/** One opening of the database and the two doors; createServer reopens through this after a restore. */
export async function openServer(
  config: ServerConfig,
  ops: ServerOps,
  logging: ServerLogging,
): Promise<RunningServer> {
  const log = logging.log;
  const now = config.now ?? (() => new Date());
  const db = openDatabase(config.dataDir);
  const events = new DomainEvents();
  const outbox = createOutbox({ db, now, events }, OUTBOX_CHANNELS);
  const ctx: AppContext = { db, now, events, log, mail: config.mail ?? {}, ops, outbox };
  const stops: Stop[] = [];

  try {
    seedVenue(db, now().toISOString());
    await ensureStaffUsers(ctx, { staff: config.staffPassword, admin: config.adminPassword });
    // After a restore, before any door opens: erased customers stay erased, old contacts go.
    const restored = await applyJournalAfterRestore(ctx, config.dataDir);

    const routes = allRoutes();
    const checkAnswers = config.checkAnswers ?? false;
    const { requestIds } = logging;
    // DNS rebinding: the LAN door answers only to this PC's own names (lanHosts.ts).
    const hostCheck = lanHostCheck({ allowedHosts: config.allowedHosts, publicUrl: config.mail?.publicUrl });
    const lanHttp = createHttpServer(
      createLanApp(ctx, { routes, staticDir: config.staticDir, requestIds, hostCheck, checkAnswers }),
    );
    // PUBLIC_PORT=off: no public door at all (a venue that takes bookings through its group's page only).
    const door =
      config.publicPort === null ? null : await publicDoor(config, ctx, { routes, checkAnswers, logging });
    if (door?.tls) stops.push(door.tls.stop);
    const hub = createHub(ctx, lanHttp, hostCheck);
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
    let publicPort: number | null = null;
    if (door && config.publicPort !== null) {
      publicPort = await listen(door.http, config.publicPort, config.host);
      stops.push(() => closeHttp(door.http));
    }

    let retentionRan: Promise<void> = Promise.resolve();
    const jobs = backgroundJobs({
      config,
      backupEveryMs: config.backupIntervalMs ?? DEFAULT_BACKUP_INTERVAL_MS,
      lanPort,
      publicTls:
        door?.tls && door.https ? { server: door.https, files: door.tls.files, acme: door.tls.acme } : null,
      retentionRanBeforeDoors: restored,
      onRetentionRan: (ran) => {
        retentionRan = ran;
      },
      groupDoor: groupDoor(routes, { checkAnswers }),
    });
    for (const job of jobs) stops.push(job.start(ctx));

    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    let closed: Promise<void> | null = null;
    return {
      lanUrl: `http://${shownHost}:${lanPort}`,
      publicUrl: publicPort === null ? '' : `${door?.tls ? 'https' : 'http'}://${shownHost}:${publicPort}`,
      lanPort,
      publicPort,
      lanUrls: lanUrlsFor(lanPort),
      db,
      events,
      ctx,
      hub,
      retentionRan,
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

/** The public door's app on its HTTP or HTTPS server (not yet listening), with its certificate if any. */
async function publicDoor(
  config: ServerConfig,
  ctx: AppContext,
  options: { routes: ReturnType<typeof allRoutes>; checkAnswers: AnswerChecks; logging: ServerLogging },
) {
  const tls = await publicDoorTls(config, ctx.log);
  const publicApp = createPublicApp(ctx, {
    routes: options.routes,
    checkAnswers: options.checkAnswers,
    staticDir: config.staticDir,
    requestIds: options.logging.requestIds,
    https: tls !== null,
    limits: {
      requestsPerMinute: config.publicRequestsPerMinute ?? 300,
      bookingsPer10Minutes: config.publicBookingsPer10Minutes ?? 20,
    },
  });
  const https = tls ? createHttpsServer(tls.options, publicApp) : null;
  const http = https ?? createHttpServer(publicApp);
  if (!tls) ctx.log(PLAIN_HTTP_WARNING);
  // The public door never upgrades to a socket.
  http.on('upgrade', (_req, socket) => socket.destroy());
  return { tls, https, http };
}

function listen(server: Server | HttpsServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeHttp(server: Server | HttpsServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
