import { existsSync } from 'node:fs';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { CreateReservationBody } from '../../shared/api/reservations';
import {
  GROUP_PAGE_PATH,
  groupBookingEndpoints as api,
  offlineSentence,
  VenueProfile,
  type BookingOp,
  type GroupVenue,
} from '../../shared/group/booking';
import { OFFLINE_AFTER_MS, VenueId, type GroupEvent, type Heartbeat } from '../../shared/group/events';
import { zodMessage } from '../../server-kit/refusals';
import { REVALIDATE, screenFiles, sendScreenFile } from '../../server-kit/precompressed';
import { requestRefusal } from '../../server-kit/requestErrors';
import { venueAsker } from './ask';
import { bookAtVenue, type Booked } from './book';
import { startDecisions } from './decisions';

/**
 * The group's booking page on the hub (docs/group-booking.md): the group's venues, then for one venue the
 * venue's own answers. Every question about lanes is asked of the venue over NATS request/reply
 * (`booking.<venueId>.<op>`) and its answer passed on once it passed the checks the venue's own page makes
 * (shared/group/venueReply.ts): the hub decides nothing about lanes and stores no booking. A venue that
 * does not answer within `timeoutMs` (offline, or its link down), or answers something broken, gets the
 * offline sentence with its phone number. A booking is held by the venue and confirmed by the hub's word
 * (book.ts, decisions.ts): it exists at the venue if and only if the customer was shown it as confirmed.
 *
 * What the hub keeps of a venue is its public settings (name, town, phone, hours), asked of the venue when
 * its heartbeat arrives and at most once a minute, so an offline venue can still be named with its number.
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

const NO_SUCH_VENUE = 'There is no such venue in this group.';

export interface GroupBooking {
  router: Router;
  /** Asks every venue the hub knows for its public settings now (tests; the hub's start). */
  refreshProfiles(): Promise<void>;
  stop(): void;
}

export function groupBooking(core: GroupBookingCore, options: GroupBookingOptions): GroupBooking {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const profileEveryMs = options.profileEveryMs ?? 60_000;
  const log = options.log ?? (() => undefined);
  const { nc, pool } = core;

  const asker = venueAsker(nc, timeoutMs);
  const decisions = startDecisions(nc, pool, {
    askTimeoutMs: timeoutMs,
    log,
    sweepEveryMs: options.sweepEveryMs,
  });
  const bookingDeps = {
    asker,
    decisions,
    pageUrl: options.pageUrl,
    askTimeoutMs: timeoutMs,
    confirmWaitMs: options.confirmWaitMs ?? 1_000,
  };

  const asked = new Map<string, number>();
  async function refreshProfile(venueId: string): Promise<void> {
    asked.set(venueId, Date.now());
    const answer = await asker.ask(venueId, 'profile', {}, { status: 200, schema: VenueProfile });
    if (answer.kind !== 'answer') return;
    await pool.query(
      `INSERT INTO venue_profiles (venue_id, profile, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (venue_id) DO UPDATE SET profile = excluded.profile, updated_at = now()`,
      [venueId, JSON.stringify(answer.body)],
    );
  }
  const refreshSoon = (venueId: string) => {
    if (Date.now() - (asked.get(venueId) ?? 0) < profileEveryMs) return;
    refreshProfile(venueId).catch((err: unknown) =>
      log(`Group booking: profile of ${venueId}: ${err instanceof Error ? err.message : String(err)}`),
    );
  };
  const off = core.onStored((m) => {
    if (m.kind === 'heartbeat') refreshSoon(m.venueId);
  });

  async function refreshProfiles(): Promise<void> {
    const res = await pool.query<{ venue_id: string }>('SELECT venue_id FROM venues');
    await Promise.all(res.rows.map((r) => refreshProfile(r.venue_id)));
  }

  async function venues(): Promise<GroupVenue[]> {
    const res = await pool.query<{ venue_id: string; profile: unknown; online: boolean | null }>(
      `SELECT p.venue_id, p.profile,
              v.last_heartbeat_at > now() - make_interval(secs => $1) AS online
         FROM venue_profiles p LEFT JOIN venues v USING (venue_id)`,
      [OFFLINE_AFTER_MS / 1000],
    );
    const list: GroupVenue[] = [];
    for (const row of res.rows) {
      const p = safeParse(VenueProfile, row.profile);
      if (!p.success) continue;
      list.push({
        venueId: row.venue_id,
        businessName: p.data.businessName,
        town: p.data.town,
        contactPhone: p.data.contactPhone,
        currency: p.data.currency,
        timezone: p.data.timezone,
        operatingHours: p.data.operatingHours,
        confirmationsByEmail: p.data.confirmationsByEmail,
        online: row.online === true,
      });
    }
    return list.sort((a, b) => a.businessName.localeCompare(b.businessName));
  }

  async function venueNamed(venueId: string): Promise<VenueProfile | null> {
    if (!safeParse(VenueId, venueId).success) return null;
    const res = await pool.query<{ profile: unknown }>(
      'SELECT profile FROM venue_profiles WHERE venue_id = $1',
      [venueId],
    );
    const p = safeParse(VenueProfile, res.rows[0]?.profile);
    return p.success ? p.data : null;
  }

  // Head office's door (hub/door.ts) has already refused broken paths and cross-site writes and set the
  // security headers (HSTS too over HTTPS); its 'trust proxy' gives each customer's own address.
  const router = express.Router();
  const throttled = { message: 'Too many requests. Please wait a minute and try again.', code: 'THROTTLED' };
  router.use(
    '/api/group',
    rateLimit({
      windowMs: 60_000,
      limit: limits.requestsPerMinute,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      message: throttled,
    }),
  );
  router.post(
    api.create.path,
    rateLimit({
      windowMs: 10 * 60_000,
      limit: limits.bookingsPer10Minutes,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      message: { message: 'Too many bookings from this address. Please call the venue.', code: 'THROTTLED' },
    }),
  );
  router.use('/api/group', express.json({ limit: '10kb' }));

  router.get(api.venues.path, (_req, res, next) => {
    venues()
      .then((list) => res.json(list))
      .catch(next);
  });

  /**
   * One question of the page: the public door's schema in, then `answer` (which asks the venue) out — the
   * venue's checked answer or refusal, or the offline sentence.
   */
  const forward =
    <T>(
      input: 'query' | 'body',
      inSchema: $ZodType<T>,
      answer: (
        venueId: string,
        question: T,
      ) => Promise<Booked | { kind: 'answer'; status: number; body: unknown }>,
    ) =>
    (req: Request, res: Response, next: NextFunction) => {
      (async () => {
        const venueId = String(req.params.venueId ?? '');
        const venue = await venueNamed(venueId);
        if (!venue) {
          res.status(404).json({ message: NO_SUCH_VENUE, code: 'NOT_FOUND' });
          return;
        }
        const parsed = safeParse(inSchema, input === 'query' ? req.query : (req.body ?? {}));
        if (!parsed.success) {
          const where = input === 'query' ? 'query ' : '';
          res.status(400).json({ message: `${where}${zodMessage(parsed.error)}`, code: 'VALIDATION' });
          return;
        }
        const answered = await answer(venueId, parsed.data);
        if (answered.kind === 'offline') {
          res.status(503).json({
            message: offlineSentence(venue.businessName, venue.contactPhone),
            code: 'VENUE_OFFLINE',
          });
          return;
        }
        if (answered.kind === 'booked') res.status(201).json(answered.body);
        else res.status(answered.status).json(answered.body);
      })().catch(next);
    };

  /** A question that changes nothing at the venue: its checked answer, passed on. */
  const read =
    (op: BookingOp, status: number, outSchema: $ZodType) => async (venueId: string, question: unknown) => {
      const asked = await asker.ask(venueId, op, question, { status, schema: outSchema });
      if (asked.kind === 'answer') return { kind: 'answer' as const, status, body: asked.body };
      if (asked.kind === 'refusal')
        return { kind: 'refused' as const, status: asked.status, body: asked.body };
      return { kind: 'offline' as const };
    };

  router.get(
    api.availability.path,
    forward('query', api.availability.query, read('availability', 200, api.availability.response)),
  );
  router.post(
    api.create.path,
    forward('body', api.create.body, (venueId, body: CreateReservationBody) =>
      bookAtVenue(bookingDeps, venueId, body),
    ),
  );
  router.post(
    api.cancellationLookup.path,
    forward('body', api.cancellationLookup.body, read('cancel_lookup', 200, api.cancellationLookup.response)),
  );
  router.post(api.cancel.path, forward('body', api.cancel.body, read('cancel', 200, api.cancel.response)));
  router.use('/api/group', (req, res) => {
    res.status(404).json({ message: `No such endpoint: ${req.method} ${req.path}`, code: 'NOT_FOUND' });
  });

  const staticDir = options.staticDir;
  if (staticDir && existsSync(staticDir)) {
    // The built files as the venue's public door sends them: brotli or gzip copies, hashed names cached.
    router.use(GROUP_PAGE_PATH, screenFiles(staticDir));
    // Every page of the group page (the list, a venue, its cancel page) is the one small app.
    router.get([GROUP_PAGE_PATH, `${GROUP_PAGE_PATH}/*splat`], (req, res, next) => {
      sendScreenFile(req, res, next, staticDir, '/group-booking.html', REVALIDATE);
    });
  }

  router.use('/api/group', (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const refusal = requestRefusal(err);
    if (refusal) {
      res.status(refusal.status).json(refusal.body);
      return;
    }
    log(`Group booking: ${err instanceof Error ? err.message : String(err)}`);
    res.status(503).json({ message: 'The booking page cannot read its database just now', code: 'INTERNAL' });
  });

  return {
    router,
    refreshProfiles,
    stop() {
      asker.stop();
      decisions.stop();
      off();
    },
  };
}
