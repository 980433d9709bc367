import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager, type JetStreamClient, type PubAck } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { venueInboxPrefix, venueSubject } from '../../shared/group/events';
import { NatsEngine } from '../../hub/engines/nats';
import { PgEngine } from '../../hub/engines/postgres';
import { startHubCore, type HubCore } from '../../hub/hub';
import { ms, pct, verdict, type Row } from '../report';

/**
 * The group's budget (docs/venue-group.md#tests-and-figures): an event is in head office's tables within a
 * second of being published, at p99.
 */
export const LAG_P99_BUDGET_MS = 1000;
const VENUES = 50;
const EVENTS_PER_SECOND = 2;
const HUB = { user: 'hub', password: 'bench-hub-secret' };
const venueId = (i: number) => `bench-${String(i).padStart(2, '0')}`;
const password = (id: string) => `${id}-bench-secret`;

function bookingEvent(venue: string, seq: number): { subject: string; body: string; id: string } {
  const now = new Date();
  const start = new Date(now.getTime() + 86_400_000);
  const eventId = randomUUID();
  return {
    id: eventId,
    subject: venueSubject(venue, 'booking_made'),
    body: JSON.stringify({
      kind: 'booking_made',
      eventId,
      venueId: venue,
      seq,
      occurredAt: now.toISOString(),
      reservationId: randomUUID(),
      laneNumber: 1 + (seq % 8),
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      durationMinutes: 60,
      playerCount: 4,
      prepaidAmount: '10.00',
      currency: 'GBP',
    }),
  };
}

/** Publishes `count` events as fast as the stream acknowledges them, `window` at a time; answers msgs/s. */
async function publishFlat(
  js: JetStreamClient,
  count: number,
  make: (i: number) => { subject: string; body: string; id: string },
): Promise<number> {
  const started = performance.now();
  const window = 200;
  let inFlight: Promise<PubAck>[] = [];
  for (let i = 0; i < count; i += 1) {
    const e = make(i);
    inFlight.push(js.publish(e.subject, e.body, { msgID: e.id }));
    if (inFlight.length >= window) {
      await Promise.all(inFlight);
      inFlight = [];
    }
  }
  await Promise.all(inFlight);
  return count / ((performance.now() - started) / 1000);
}

async function storedCount(hub: HubCore): Promise<number> {
  const res = await hub.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(res.rows[0]?.n ?? 0);
}

async function waitStored(hub: HubCore, n: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await storedCount(hub)) < n) {
    if (Date.now() > until)
      throw new Error(`head office stored ${await storedCount(hub)} of ${n} events in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * `npm run bench -- --only group`: one hub (a real nats-server with JetStream and a real PostgreSQL, on this
 * machine) under 50 simulated venues, each publishing 2 events a second for 60 s over its own connection and
 * credentials as an appliance's relay does (message id, awaited ack). Ingest lag is PostgreSQL's commit time
 * (the event's `received_at`) minus the venue's `occurredAt`, both on this machine's clock. Then the hub's
 * sustained rate, draining a backlog, against raw JetStream publishing on the same machine.
 */
export async function groupFigures(options: { smoke: boolean; log: (line: string) => void }): Promise<Row[]> {
  const seconds = options.smoke ? 10 : 60;
  const dir = mkdtempSync(join(tmpdir(), 'doubletop-bench-group-'));
  const venues = Array.from({ length: VENUES }, (_, i) => venueId(i));
  const [nats, pg] = await Promise.all([
    NatsEngine.start(join(dir, 'nats'), {
      hub: HUB,
      venues: venues.map((id) => ({ venueId: id, password: password(id) })),
    }),
    PgEngine.start(join(dir, 'pg')),
  ]);
  let hub: HubCore | null = null;
  const connections: NatsConnection[] = [];
  try {
    hub = await startHubCore({
      natsUrl: nats.url,
      natsUser: HUB.user,
      natsPassword: HUB.password,
      databaseUrl: pg.url,
    });

    // 1. Live: 50 venues × 2 events/s.
    for (const id of venues) {
      connections.push(
        await connect({ servers: nats.url, user: id, pass: password(id), inboxPrefix: venueInboxPrefix(id) }),
      );
    }
    options.log(`Venue group: ${VENUES} venues × ${EVENTS_PER_SECOND} events/s for ${seconds} s...`);
    const perVenue = seconds * EVENTS_PER_SECOND;
    await Promise.all(
      connections.map(async (nc, v) => {
        const js = jetstream(nc);
        const venue = venues[v] ?? '';
        // Spread the venues' ticks over the interval, as real venues are.
        await new Promise((r) => setTimeout(r, (v * 1000) / EVENTS_PER_SECOND / VENUES));
        const started = performance.now();
        for (let seq = 1; seq <= perVenue; seq += 1) {
          const e = bookingEvent(venue, seq);
          await js.publish(e.subject, e.body, { msgID: e.id });
          const due = started + (seq * 1000) / EVENTS_PER_SECOND;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
      }),
    );
    const live = VENUES * perVenue;
    await waitStored(hub, live, 60_000);
    const lag = await hub.pool.query<{ p50: number; p99: number; max: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99,
              max(ms) AS max
         FROM (SELECT EXTRACT(EPOCH FROM (received_at - occurred_at)) * 1000 AS ms FROM events) lags`,
    );
    const p50 = Number(lag.rows[0]?.p50);
    const p99 = Number(lag.rows[0]?.p99);

    // 2. Sustained: raw JetStream publishing, then the hub draining a backlog of the same size.
    const backlog = options.smoke ? 2_000 : 10_000;
    const hubJs = jetstream(hub.nc);
    const jsm = await jetstreamManager(hub.nc);
    await jsm.streams.add({ name: 'BENCH_RAW', subjects: ['bench.raw.>'] });
    const rawRate = await publishFlat(hubJs, backlog, (i) => ({
      subject: `bench.raw.${i % 50}`,
      body: bookingEvent('raw', i + 1).body,
      id: randomUUID(),
    }));
    await hub.ingest.stop();
    await publishFlat(hubJs, backlog, (i) =>
      bookingEvent(venues[i % VENUES] ?? '', perVenue + 1 + Math.floor(i / VENUES)),
    );
    const { startIngest } = await import('../../hub/ingest');
    const drainStarted = performance.now();
    const ingest = startIngest(hub.nc, hub.pool);
    await waitStored(hub, live + backlog, 300_000);
    const hubRate = backlog / ((performance.now() - drainStarted) / 1000);
    await ingest.stop();
    const ratio = hubRate / rawRate;
    options.log(
      `Venue group: lag p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; hub ${Math.round(hubRate)} events/s, raw JetStream ${Math.round(rawRate)} msgs/s`,
    );
    return [
      {
        figure: `Venue group: ingest lag p99 (${VENUES} venues × ${EVENTS_PER_SECOND}/s, ${seconds} s)`,
        measured: ms(p99),
        baseline: `p50 ${ms(p50)}`,
        budget: `≤ ${ms(LAG_P99_BUDGET_MS)}`,
        verdict: verdict(p99 <= LAG_P99_BUDGET_MS),
      },
      {
        figure: 'Venue group: hub sustained ingest vs raw JetStream publish',
        measured: `${Math.round(hubRate).toLocaleString('en-GB')} events/s (${pct(ratio)})`,
        baseline: `${Math.round(rawRate).toLocaleString('en-GB')} msgs/s raw`,
        budget: 'reported',
        verdict: 'PASS',
      },
    ];
  } finally {
    await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
    await hub?.stop();
    await Promise.all([nats.stop(), pg.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}
