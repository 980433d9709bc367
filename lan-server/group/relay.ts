import { randomUUID } from 'node:crypto';
import type { Heartbeat } from '../../shared/group/events';
import { HEARTBEAT_EVERY_MS, venueInboxPrefix, venueSubject } from '../../shared/group/events';
import { laneHoursOpen } from '../../shared/group/openHours';
import type { AppContext } from '../context';
import { listLaneRows } from '../db/lanes';
import { readSettings } from '../db/settings';
import { startBookingResponder, type AnswerQuestion } from './booking';
import { forgetSettledHolds } from './bookingStore';
import { reportNoShows } from './report';
import {
  countUnsentGroupEvents,
  lastGroupEventSentAt,
  markGroupEventsSent,
  readGroupLink,
  unsentGroupEvents,
  type GroupLink,
  type OutboxEvent,
} from './store';
import { onGroupWrite } from './wake';

/** How long the group page's settled requests are remembered (group/bookingStore.ts). */
const KEEP_SETTLED_HOLDS_MS = 30 * 86_400_000;

/** What Settings → Venue Group shows of the link to head office. */
export type GroupConnection = 'off' | 'connecting' | 'connected' | 'unreachable';

export interface RelayStatus {
  state: GroupConnection;
  lastError: string | null;
}

const statuses = new WeakMap<object, RelayStatus>();

/** The relay's state for the venue's database ('off' when no relay runs, or the venue is in no group). */
export function relayStatus(db: object): RelayStatus {
  return statuses.get(db) ?? { state: 'off', lastError: null };
}

export interface RelayOptions {
  heartbeatMs?: number;
  /** The longest wait between attempts while the hub cannot be reached. */
  maxBackoffMs?: number;
}

/** The part of a NATS connection the relay uses (the client library is loaded only when a group is set). */
interface Link {
  publish(subject: string, body: string, msgId: string): Promise<void>;
  close(): Promise<void>;
}

async function openLink(ctx: AppContext, link: GroupLink, answer: AnswerQuestion): Promise<Link> {
  const [{ connect }, { jetstream }] = await Promise.all([
    import('@nats-io/transport-node'),
    import('@nats-io/jetstream'),
  ]);
  const nc = await connect({
    servers: link.hubUrl,
    user: link.venueId,
    pass: link.password,
    name: `doubletop-${link.venueId}`,
    inboxPrefix: venueInboxPrefix(link.venueId),
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
    timeout: 5_000,
  });
  const js = jetstream(nc, { timeout: 5_000 });
  // The group's booking page asks the venue over this same connection (docs/group-booking.md).
  const stopAnswering = startBookingResponder(ctx, nc, link.venueId, answer);
  return {
    async publish(subject, body, msgId) {
      await js.publish(subject, body, { msgID: msgId, timeout: 5_000 });
    },
    close: () => {
      stopAnswering();
      return nc.close();
    },
  };
}

function messageOf(e: OutboxEvent): string {
  const body = JSON.parse(e.body) as Record<string, unknown>;
  return JSON.stringify({ ...body, eventId: e.id, venueId: e.venueId, seq: e.seq, occurredAt: e.occurredAt });
}

function heartbeatOf(ctx: AppContext, link: GroupLink): Heartbeat {
  const settings = readSettings(ctx.db);
  const inService = listLaneRows(ctx.db).filter((l) => l.status !== 'maintenance' && l.status !== 'test');
  const open = laneHoursOpen(ctx.now(), settings, inService.length);
  return {
    kind: 'heartbeat',
    eventId: randomUUID(),
    venueId: link.venueId,
    occurredAt: ctx.now().toISOString(),
    venueName: settings.businessName.slice(0, 120),
    currency: settings.currency,
    timezone: settings.timezone,
    laneHoursOpenToday: open.today,
    laneHoursOpenWeek: open.week,
    queued: countUnsentGroupEvents(ctx.db),
  };
}

function sameLink(a: GroupLink, b: GroupLink): boolean {
  return a.hubUrl === b.hubUrl && a.venueId === b.venueId && a.password === b.password;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/**
 * The venue's side of its group (docs/venue-group.md): sends `group_outbox` to the hub's JetStream stream, one
 * event at a time in the order they were written, each with its row id as `Nats-Msg-Id`. A row is marked sent
 * only after the stream acknowledged it, so a crash (SIGKILL) between the two sends it again on the next start
 * and the stream (its duplicate window) and the hub (`ON CONFLICT (event_id)`) count it once. While the hub
 * cannot be reached it waits longer each time (to `maxBackoffMs`) and the venue goes on working: nothing here
 * stands in the way of a request. A heartbeat every 30 s tells head office the venue is up.
 *
 * A venue in no group opens no connection and loads no NATS code; joining or leaving (Settings → Venue Group)
 * takes effect on the relay's next round. Head office's questions on the same connection are answered by
 * `answer`, the venue's NATS door (lan-server/http/groupDoor.ts).
 */
export function startGroupRelay(
  ctx: AppContext,
  answer: AnswerQuestion,
  options: RelayOptions = {},
): () => Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_EVERY_MS;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let stopped = false;
  let wake: (() => void) | null = null;
  let woken = false;
  // While the hub cannot be reached, new writes wait for the backoff rather than cut it short.
  let waiting = false;
  const offWrite = onGroupWrite(ctx.db, () => {
    if (waiting) return;
    woken = true;
    wake?.();
  });
  const setStatus = (state: GroupConnection, lastError: string | null = null) =>
    statuses.set(ctx.db, { state, lastError });
  setStatus(readGroupLink(ctx.db) ? 'connecting' : 'off');

  /** Sleeps until `ms` pass, a write wakes the relay, or it stops. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        woken = false;
        resolve();
      }
      wake = done;
    });

  let current: { link: GroupLink; conn: Link } | null = null;
  const closeLink = async () => {
    const conn = current?.conn;
    current = null;
    await conn?.close().catch(() => undefined);
  };

  const loop = async () => {
    let backoff = 0;
    let nextHeartbeat = 0;
    while (!stopped) {
      const link = readGroupLink(ctx.db);
      if (!link) {
        await closeLink();
        setStatus('off');
        await pause(5_000);
        continue;
      }
      try {
        if (current && !sameLink(current.link, link)) await closeLink();
        if (!current) {
          setStatus('connecting', relayStatus(ctx.db).lastError);
          current = { link, conn: await openLink(ctx, link, answer) };
        }
        const conn = current.conn;
        reportNoShows(ctx);
        forgetSettledHolds(ctx.db, new Date(ctx.now().getTime() - KEEP_SETTLED_HOLDS_MS).toISOString());
        if (Date.now() >= nextHeartbeat) {
          const beat = heartbeatOf(ctx, link);
          await conn.publish(venueSubject(link.venueId, 'heartbeat'), JSON.stringify(beat), beat.eventId);
          nextHeartbeat = Date.now() + heartbeatMs;
        }
        const batch = unsentGroupEvents(ctx.db, 100);
        for (const e of batch) {
          if (stopped) break;
          await conn.publish(venueSubject(e.venueId, e.kind), messageOf(e), e.id);
          markGroupEventsSent(ctx.db, [e.seq], ctx.now().toISOString());
        }
        setStatus('connected');
        backoff = 0;
        if (batch.length < 100) await pause(Math.max(0, Math.min(nextHeartbeat - Date.now(), 5_000)));
      } catch (err) {
        if (stopped) break;
        setStatus('unreachable', errorText(err));
        backoff = Math.min(maxBackoffMs, Math.max(250, backoff * 2));
        // A connection that failed to open is retried from scratch; one that is reconnecting keeps trying.
        if (current === null) backoff = Math.max(backoff, 500);
        waiting = true;
        await pause(backoff);
        waiting = false;
      }
    }
  };
  const running = loop().catch((err: unknown) => ctx.log(`Venue group relay stopped: ${errorText(err)}`));

  return async () => {
    stopped = true;
    offWrite();
    wake?.();
    await running;
    await closeLink();
    statuses.delete(ctx.db);
  };
}

/** What Settings → Venue Group shows: the link, its state, the queue and the last event sent. */
export function relayFigures(ctx: AppContext): { queued: number; lastSentAt: string | null } {
  return { queued: countUnsentGroupEvents(ctx.db), lastSentAt: lastGroupEventSentAt(ctx.db) };
}
