import { existsSync } from 'node:fs';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';
import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  bookingSubject,
  CANCEL_PAGE_HEADER,
  DEADLINE_HEADER,
  GROUP_PAGE_PATH,
  groupBookingEndpoints as api,
  groupCancelPage,
  offlineSentence,
  VenueProfile,
  VenueReply,
  type BookingOp,
  type GroupVenue,
} from '../../shared/group/booking';
import { OFFLINE_AFTER_MS, VenueId, type GroupEvent, type Heartbeat } from '../../shared/group/events';
import { zodMessage } from '../../lan-server/http/errors';
import { REVALIDATE, screenFiles, sendScreenFile } from '../../lan-server/http/precompressed';
import { requestRefusal } from '../../server-kit/requestErrors';

/**
 * The group's booking page on the hub (docs/group-booking.md): the group's venues, then for one venue the
 * venue's own answers. Every question about lanes is asked of the venue over NATS request/reply
 * (`booking.<venueId>.<op>`) and its answer passed on as it came: the hub decides nothing about lanes and
 * stores no booking. A venue that does not answer within `timeoutMs` (offline, or its link down) gets the
 * offline sentence with its phone number — never a booking it did not confirm.
 *
 * What the hub keeps of a venue is its public settings (name, town, phone, hours), asked of the venue when
 * its heartbeat arrives and at most once a minute, so an offline venue can still be named with its number.
 */
export interface GroupBookingOptions {
  /** The group page as customers reach it (https://book.example.com/book): cancel links point under it. */
  pageUrl: string;
  /** How long the hub waits for a venue's answer (the page must say "offline" within 2 s). */
  timeoutMs?: number;
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

interface Answer {
  status: number;
  body: unknown;
}

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

  // While the hub's own link is down a question would sit in the client's buffer: say offline at once.
  let linkUp = true;
  let stopped = false;
  void (async () => {
    for await (const s of nc.status()) {
      if (stopped) break;
      if (s.type === 'disconnect') linkUp = false;
      else if (s.type === 'reconnect') linkUp = true;
    }
  })().catch(() => undefined);

  async function ask(venueId: string, op: BookingOp, body: unknown): Promise<Answer | null> {
    if (!linkUp || nc.isClosed()) return null;
    const h = natsHeaders();
    h.set(DEADLINE_HEADER, String(Date.now() + timeoutMs));
    if (op === 'book') h.set(CANCEL_PAGE_HEADER, groupCancelPage(options.pageUrl, venueId));
    try {
      const msg = await nc.request(bookingSubject(venueId, op), JSON.stringify(body ?? {}), {
        timeout: timeoutMs,
        headers: h,
      });
      const reply = safeParse(VenueReply, msg.json());
      if (!reply.success) return null;
      const r = reply.data;
      return r.status < 300
        ? { status: r.status, body: r.body }
        : { status: r.status, body: { message: r.message ?? 'The venue refused this', code: r.code } };
    } catch {
      // No responders (the venue is not connected), a timeout, or an answer that is not JSON.
      return null;
    }
  }

  const asked = new Map<string, number>();
  async function refreshProfile(venueId: string): Promise<void> {
    asked.set(venueId, Date.now());
    const answer = await ask(venueId, 'profile', {});
    const profile = answer && answer.status === 200 ? safeParse(VenueProfile, answer.body) : null;
    if (!profile?.success) return;
    await pool.query(
      `INSERT INTO venue_profiles (venue_id, profile, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (venue_id) DO UPDATE SET profile = excluded.profile, updated_at = now()`,
      [venueId, JSON.stringify(profile.data)],
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

  /** One forwarded question: the public door's schema in, the venue's answer (or the offline sentence) out. */
  const forward =
    (op: BookingOp, input: 'query' | 'body', inSchema: $ZodType, outSchema: $ZodType) =>
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
        const answer = await ask(venueId, op, parsed.data);
        const ok = answer && answer.status < 300 ? safeParse(outSchema, answer.body).success : true;
        if (!answer || !ok) {
          res.status(503).json({
            message: offlineSentence(venue.businessName, venue.contactPhone),
            code: 'VENUE_OFFLINE',
          });
          return;
        }
        res.status(answer.status).json(answer.body);
      })().catch(next);
    };

  router.get(
    api.availability.path,
    forward('availability', 'query', api.availability.query, api.availability.response),
  );
  router.post(api.create.path, forward('book', 'body', api.create.body, api.create.response));
  router.post(
    api.cancellationLookup.path,
    forward('cancel_lookup', 'body', api.cancellationLookup.body, api.cancellationLookup.response),
  );
  router.post(api.cancel.path, forward('cancel', 'body', api.cancel.body, api.cancel.response));
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
      stopped = true;
      off();
    },
  };
}
