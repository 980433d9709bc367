import { randomUUID } from 'node:crypto';
import type { Heartbeat } from '../../shared/group/events';
import { HEARTBEAT_EVERY_MS, venueInboxPrefix, venueSubject } from '../../shared/group/events';
import { laneHoursOpen } from '../../shared/group/openHours';
import type { AppContext } from '../context';
import { forgetSettledHolds } from '../db/groupHolds';
import { readGroupLink, type GroupLink } from '../db/groupLink';
import { findGroupEvent, type GroupEventRow } from '../db/groupOutbox';
import { listLaneRows } from '../db/lanes';
import { queueFigures } from '../db/outboxLifecycle';
import { readSettings } from '../db/settings';
import type { Courier } from '../outbox/port';
import { reportNoShows } from '../services/groupReports';
import { startBookingResponder, type AnswerQuestion } from './booking';

/** How long the group page's settled requests are remembered (db/groupHolds.ts). */
const KEEP_SETTLED_HOLDS_MS = 30 * 86_400_000;
/** How often a venue in no group looks whether it has joined one (joining wakes it at once anyway). */
const IDLE_OUTSIDE_A_GROUP_MS = 5_000;

export interface RelayOptions {
  heartbeatMs?: number;
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

function messageOf(e: GroupEventRow): string {
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
    queued: queueFigures(ctx.db, 'group').queued,
  };
}

function sameLink(a: GroupLink, b: GroupLink): boolean {
  return a.hubUrl === b.hubUrl && a.venueId === b.venueId && a.password === b.password;
}

/**
 * The group channel's way out (docs/venue-group.md): the venue's one outbound connection to its group's NATS,
 * over which the outbox worker publishes each event to the hub's JetStream stream with its row id as
 * `Nats-Msg-Id`. The worker marks an event sent only after the stream acknowledged it, so a SIGKILL between
 * the two sends it again on the next start, and the stream (its duplicate window) and the hub
 * (`ON CONFLICT (event_id)`) count it once. The same connection answers the group booking page's questions
 * (group/booking.ts), and carries a heartbeat every 30 s that tells head office the venue is up.
 *
 * Each round it reads the link: a venue in no group opens no connection and loads no NATS code; joining,
 * leaving or changing the link (Settings → Venue Group) takes effect at once. It also reports the bookings
 * nobody came for and forgets the group page's long-settled requests. Head office's questions on the same
 * connection are answered by `answer`, the venue's NATS door (lan-server/http/groupDoor.ts).
 */
export function groupCourier(
  ctx: AppContext,
  answer: AnswerQuestion,
  options: RelayOptions = {},
): Courier<{ subject: string; body: string }> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_EVERY_MS;
  let current: { link: GroupLink; conn: Link } | null = null;
  let nextHeartbeat = 0;

  const closeLink = async () => {
    const conn = current?.conn;
    current = null;
    await conn?.close().catch(() => undefined);
  };
  const connection = () => {
    if (!current) throw new Error('The venue group link is closed');
    return current;
  };

  return {
    async open(connecting) {
      const link = readGroupLink(ctx.db);
      if (!link) {
        await closeLink();
        return false;
      }
      if (current && !sameLink(current.link, link)) await closeLink();
      if (!current) {
        connecting();
        current = { link, conn: await openLink(ctx, link, answer) };
      }
      return true;
    },
    async round() {
      const { link, conn } = connection();
      reportNoShows(ctx);
      forgetSettledHolds(ctx.db, new Date(ctx.now().getTime() - KEEP_SETTLED_HOLDS_MS).toISOString());
      if (Date.now() >= nextHeartbeat) {
        const beat = heartbeatOf(ctx, link);
        await conn.publish(venueSubject(link.venueId, 'heartbeat'), JSON.stringify(beat), beat.eventId);
        nextHeartbeat = Date.now() + heartbeatMs;
      }
    },
    prepare(ref) {
      const event = findGroupEvent(ctx.db, ref.id);
      if (!event) throw new Error(`Event ${ref.id} is not in the group outbox`);
      return { subject: venueSubject(event.venueId, event.kind), body: messageOf(event) };
    },
    async send(event, ref) {
      await connection().conn.publish(event.subject, event.body, ref.id);
      return { outcome: 'sent', receipt: null };
    },
    idleMs: () =>
      current ? Math.max(0, Math.min(nextHeartbeat - Date.now(), 5_000)) : IDLE_OUTSIDE_A_GROUP_MS,
    close: closeLink,
  };
}
