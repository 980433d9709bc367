import { jetstream, type PubAck } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueInboxPrefix, venueSubject, type GroupEvent, type Heartbeat } from '../../shared/group/events';
import { resolvePeriod } from '../../shared/group/periods';
import { periodFigures } from '../analytics/periodFigures';
import { rebuildRollupSql } from '../analytics/rollupSql';
import { waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import { expectedFigures, venueStory, type VenueStory } from './analyticsFixtures';
import { startEngines, startHub, venuePassword, type Engines } from './groupFixtures';

/**
 * The hourly rollup is kept once per batch of messages (hub/analytics/keep.ts), not once per event: these
 * tests hold it to a recomputation from the stored projections, and the figures to the ones counted in the
 * test from what was sent, after batches holding the same event twice and after batches cut off mid-write.
 */
const VENUE = 'rollup-v';
let engines: Engines;
let hub: HubCore;
let db: pg.Client;

beforeAll(async () => {
  engines = await startEngines([VENUE]);
  hub = await startHub(engines);
  db = new pg.Client({ connectionString: engines.pg.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await hub?.stop();
  await engines?.close();
});

type Sent = { subject: string; body: string; id: string };

const sent = (m: GroupEvent | Heartbeat, id = m.eventId): Sent => ({
  subject: venueSubject(VENUE, m.kind),
  body: JSON.stringify(m),
  id,
});

async function publish(messages: Sent[]): Promise<void> {
  const nc = await connect({
    servers: engines.nats.url,
    user: VENUE,
    pass: venuePassword(VENUE),
    inboxPrefix: venueInboxPrefix(VENUE),
  });
  try {
    const js = jetstream(nc);
    let inFlight: Promise<PubAck>[] = [];
    for (const m of messages) {
      inFlight.push(js.publish(m.subject, m.body, { msgID: m.id }));
      if (inFlight.length >= 200) {
        await Promise.all(inFlight);
        inFlight = [];
      }
    }
    await Promise.all(inFlight);
  } finally {
    await nc.close();
  }
}

async function storedEvents(): Promise<number> {
  return Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]?.n ?? 0);
}

const events = (story: VenueStory) => story.messages.filter((m) => m.kind !== 'heartbeat').length;

const NONZERO = `NOT (bookings = 0 AND no_shows = 0 AND sessions = 0 AND minutes_sold = 0 AND revenue_minor = 0
  AND tournaments = 0)`;

/**
 * The rollup's rows (hours and days) that differ from the rollup recomputed from the projections in one go,
 * as the migration does; an hour or day whose figures all came back to nothing counts as no row. The
 * recomputation is rolled back.
 */
async function differences(): Promise<unknown[]> {
  await db.query('BEGIN');
  try {
    await db.query(
      `CREATE TEMP TABLE kept_hours ON COMMIT DROP AS SELECT * FROM venue_hours WHERE ${NONZERO}`,
    );
    await db.query(
      `CREATE TEMP TABLE kept_days ON COMMIT DROP AS SELECT * FROM venue_day_totals WHERE ${NONZERO}`,
    );
    await db.query('DELETE FROM venue_hours');
    for (const sql of rebuildRollupSql('')) await db.query(sql, [1]);
    const compare = (kept: string, now: string) => `
      (SELECT 'kept' AS side, * FROM ${kept} EXCEPT SELECT 'kept', * FROM ${now} WHERE ${NONZERO})
      UNION ALL
      (SELECT 'recomputed', * FROM ${now} WHERE ${NONZERO} EXCEPT SELECT 'recomputed', * FROM ${kept})`;
    const hours = await db.query(compare('kept_hours', 'venue_hours'));
    const days = await db.query(compare('kept_days', 'venue_day_totals'));
    return [...hours.rows, ...days.rows];
  } finally {
    await db.query('ROLLBACK');
  }
}

async function figuresOf(story: VenueStory, from: string, to: string) {
  const period = resolvePeriod({ kind: 'custom', from, to });
  const answer = await periodFigures(hub.pool, period, [VENUE]);
  return { got: answer.venues[0]?.figures, expected: expectedFigures(story, period) };
}

describe('the rollup kept a batch at a time', () => {
  it('counts an event delivered twice, in the same batch or a later one, once', async () => {
    const story = venueStory({ venueId: VENUE, zone: 'Europe/Paris', currency: 'EUR' }, '2025-01-06', 21, 3);
    // The venue's relay sends some events again after the stream's duplicate window, so the stream keeps both
    // copies: every third event again at once (the same batch), every seventh again at the end (a later one).
    const messages: Sent[] = [];
    const later: Sent[] = [];
    story.messages.forEach((m, i) => {
      messages.push(sent(m));
      if (m.kind === 'heartbeat') return;
      if (i % 3 === 0) messages.push(sent(m, `${m.eventId}-again`));
      if (i % 7 === 0) later.push(sent(m, `${m.eventId}-later`));
    });
    const copies = messages.length - story.messages.length + later.length;
    const duplicatesBefore = hub.ingest.stats.duplicates;
    await publish([...messages, ...later]);
    await waitFor(
      'every copy written or skipped',
      async () => hub.ingest.stats.duplicates - duplicatesBefore >= copies,
      120_000,
    );
    expect(await storedEvents()).toBe(events(story));
    expect(hub.ingest.stats.duplicates - duplicatesBefore).toBe(copies);
    expect(await differences()).toEqual([]);
    const { got, expected } = await figuresOf(story, '2025-01-06', '2025-01-26');
    expect(expected.bookings).toBeGreaterThan(0);
    expect(got).toMatchObject(expected);
  }, 180_000);

  it('leaves nothing of a batch whose writing was cut off, and writes it whole when delivered again', async () => {
    const story = venueStory({ venueId: VENUE, zone: 'Europe/Paris', currency: 'EUR' }, '2025-03-03', 21, 4);
    const before = await storedEvents();
    await hub.ingest.stop();
    await publish(story.messages.map((m) => sent(m)));
    // A hub killed mid-batch leaves PostgreSQL a connection that dropped inside its transaction: cut the
    // ingest's connection while it is inside a batch's transaction, three times, then let it drain the rest.
    const { startIngest } = await import('../ingest');
    const logged: string[] = [];
    const ingest = startIngest(hub.nc, hub.pool, { log: (line) => logged.push(line) });
    let cut = 0;
    try {
      await waitFor(
        'the backlog written despite the cuts',
        async () => {
          if (cut < 3) {
            const killed = await db.query(
              `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'
                 AND state IN ('active', 'idle in transaction') AND xact_start IS NOT NULL`,
            );
            cut += killed.rowCount ?? 0;
          }
          return (await storedEvents()) >= before + events(story);
        },
        180_000,
      );
    } finally {
      await ingest.stop();
    }
    expect(cut).toBeGreaterThan(0);
    expect(logged.some((line) => line.includes('retrying'))).toBe(true);
    expect(await storedEvents()).toBe(before + events(story));
    expect(await differences()).toEqual([]);
    const { got, expected } = await figuresOf(story, '2025-03-03', '2025-03-23');
    expect(got).toMatchObject(expected);
  }, 240_000);
});
