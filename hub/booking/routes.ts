import { existsSync } from 'node:fs';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';
import { GROUP_PAGE_PATH, groupBookingEndpoints as page } from '../../shared/group/booking';
import type { GroupEvent, Heartbeat } from '../../shared/group/events';
import { REVALIDATE, screenFiles, sendScreenFile } from '../../server-kit/precompressed';
import { apiNotFound } from '../../server-kit/requestErrors';
import { refusal } from '../../server-kit/domainError';
import { refusalOf } from '../../server-kit/refusals';
import { requestLanguageOf } from '../../server-kit/requestLanguage';
import { translate } from '../../server-kit/translate';
import type { RefusalKey } from '../../shared/i18n/keys';
import type { HubRoute } from '../implement';
import { venueAsker } from './ask';
import { startDecisions } from './decisions';
import { groupPageRoutes } from './forward';
import { venueProfiles } from './venues';

/**
 * The group's booking page on the hub (docs/group-booking.md): its endpoints (forward.ts, entries of
 * `hubEndpoints` served by head office's door), their per-address limits, and the page's own files. Every
 * question about lanes is asked of the venue over NATS; the hub decides nothing about lanes and stores no
 * booking. A booking is held by the venue and confirmed by the hub's word (book.ts, decisions.ts): it exists
 * at the venue if and only if the customer was shown it as confirmed.
 */
export interface GroupBookingOptions {
  /** The group page as customers reach it (https://book.example.com/book): cancel links point under it. */
  pageUrl: string;
  /** How long the hub waits for a venue's answer (the page must say "offline" within 2 s). */
  timeoutMs?: number;
  /** How long a confirmed booking's answer waits for the venue to take the hub's word (decisions.ts). */
  confirmWaitMs?: number;
  /** How often undecided requests are withdrawn and the hub's word told again to venues. */
  sweepEveryMs?: number;
  /** Per network address, like the venue's public door. */
  limits?: { requestsPerMinute: number; bookingsPer10Minutes: number };
  /** How often a venue's public settings are asked again at most. */
  profileEveryMs?: number;
  /** The built group page (vite.group-booking.config.ts, precompressed), served under /book. */
  staticDir?: string;
  log?: (line: string) => void;
}

export interface GroupBookingCore {
  nc: NatsConnection;
  pool: Pool;
  onStored(listener: (m: GroupEvent | Heartbeat) => void): () => void;
}

export const DEFAULT_TIMEOUT_MS = 1_500;
export const DEFAULT_LIMITS = { requestsPerMinute: 120, bookingsPer10Minutes: 10 };

export interface GroupBooking {
  /** Before the body is read: the per-address limits of the page's API. */
  guards: Router;
  /** The page's endpoints, mounted by head office's door with its own. */
  routes: HubRoute[];
  /** After every route: the page's files, and its API's 404 and faults. */
  finish: Router;
  /** Asks every venue the hub knows for its public settings now (tests; the hub's start). */
  refreshProfiles(): Promise<void>;
  stop(): void;
}

export function groupBooking(core: GroupBookingCore, options: GroupBookingOptions): GroupBooking {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const log = options.log ?? (() => undefined);
  const { nc, pool } = core;

  const asker = venueAsker(nc, timeoutMs);
  const decisions = startDecisions(asker, pool, {
    askTimeoutMs: timeoutMs,
    log,
    sweepEveryMs: options.sweepEveryMs,
  });
  const profiles = venueProfiles(pool, asker, { profileEveryMs: options.profileEveryMs ?? 60_000, log });
  const off = core.onStored((m) => {
    if (m.kind === 'heartbeat') profiles.refreshSoon(m.venueId);
  });
  const routes = groupPageRoutes({
    asker,
    profiles,
    booking: {
      asker,
      decisions,
      pageUrl: options.pageUrl,
      askTimeoutMs: timeoutMs,
      confirmWaitMs: options.confirmWaitMs ?? 1_000,
    },
  });

  // Head office's door (hub/door.ts) has already refused broken paths and cross-site writes and set the
  // security headers (HSTS too over HTTPS); its 'trust proxy' gives each customer's own address.
  const guards = express.Router();
  // The page's limits say so in the customer's language, as the venue's public door does.
  const throttled = (key: RefusalKey) => (req: Request) =>
    refusalOf(refusal(429, 'THROTTLED', key), req)?.body;
  guards.use(
    '/api/group',
    rateLimit({
      windowMs: 60_000,
      limit: limits.requestsPerMinute,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      message: throttled('refusals.tooManyRequests'),
    }),
  );
  guards.post(
    page.create.path,
    rateLimit({
      windowMs: 10 * 60_000,
      limit: limits.bookingsPer10Minutes,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      message: throttled('refusals.tooManyBookings'),
    }),
  );

  const finish = express.Router();
  finish.use('/api/group', apiNotFound);
  const staticDir = options.staticDir;
  if (staticDir && existsSync(staticDir)) {
    // The built files as the venue's public door sends them: brotli or gzip copies, hashed names cached.
    finish.use(GROUP_PAGE_PATH, screenFiles(staticDir));
    // Every page of the group page (the list, a venue, its cancel page) is the one small app.
    finish.get([GROUP_PAGE_PATH, `${GROUP_PAGE_PATH}/*splat`], (req, res, next) => {
      sendScreenFile(req, res, next, staticDir, '/group-booking.html', REVALIDATE);
    });
  }
  finish.use('/api/group', (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const refusal = refusalOf(err, req);
    if (refusal) {
      res.status(refusal.status).json(refusal.body);
      return;
    }
    log(`Group booking: ${err instanceof Error ? err.message : String(err)}`);
    res
      .status(503)
      .json({ message: translate(requestLanguageOf(req), 'refusals.group.databaseDown'), code: 'INTERNAL' });
  });

  return {
    guards,
    routes,
    finish,
    refreshProfiles: () => profiles.refreshAll(),
    stop() {
      asker.stop();
      decisions.stop();
      off();
    },
  };
}
