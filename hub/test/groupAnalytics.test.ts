import { randomUUID } from 'node:crypto';
import { jetstream, type PubAck } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueInboxPrefix, venueSubject } from '../../shared/group/events';
import { hoursIn, lastYearOf, resolvePeriod, type PeriodAsked } from '../../shared/group/periods';
import { alerts, linkHealth } from '../analytics/alerts';
import { heatMap } from '../analytics/heatMap';
import { periodFigures } from '../analytics/periodFigures';
import { rankVenues } from '../analytics/ranking';
import { trends } from '../analytics/trends';
import type { HubCore } from '../hub';
import { storeMessages } from '../ingest';
import {
  asDelivered,
  expectedFigures,
  venueStory,
  type TestVenue,
  type VenueStory,
} from './analyticsFixtures';
import { startEngines, startHub, venuePassword, waitForEvents, type Engines } from './groupFixtures';

/**
 * Head office's figures over any period, through real nats-server and the hub's real consumer into PostgreSQL:
 * three venues in three zones and currencies, 400 days each (about 13,000 messages), published as each venue's
 * own NATS user exactly as its relay would (the relay's own path into the rollup is groupRevenue.test.ts).
 * Every figure is compared with one counted in the test from the generated facts.
 */
const VENUES: TestVenue[] = [
  { venueId: 'lon', zone: 'Europe/London', currency: 'GBP' },
  { venueId: 'par', zone: 'Europe/Paris', currency: 'EUR' },
  { venueId: 'nyc', zone: 'America/New_York', currency: 'USD' },
];
const ALL = VENUES.map((v) => v.venueId);
let engines: Engines;
let hub: HubCore;
let stories: VenueStory[];

async function publishAs(
  venueId: string,
  messages: ({ kind: string; eventId: string } & Record<string, unknown>)[],
): Promise<void> {
  const nc = await connect({
    servers: engines.nats.url,
    user: venueId,
    pass: venuePassword(venueId),
    inboxPrefix: venueInboxPrefix(venueId),
  });
  try {
    const js = jetstream(nc);
    let inFlight: Promise<PubAck>[] = [];
    for (const m of messages) {
      inFlight.push(js.publish(venueSubject(venueId, m.kind), JSON.stringify(m), { msgID: m.eventId }));
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

async function storeDirectly(messages: VenueStory['messages']): Promise<void> {
  for (let i = 0; i < messages.length; i += 500) {
    const client = await hub.pool.connect();
    try {
      await client.query('BEGIN');
      await storeMessages(client, asDelivered(messages.slice(i, i + 500)));
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }
}

beforeAll(async () => {
  engines = await startEngines(ALL);
  hub = await startHub(engines, (line) => console.log(line.slice(0, 400)));
  stories = VENUES.map((v, i) => venueStory(v, '2024-11-30', Number(process.env.DAYS ?? 400), 7 + i));
  // New York's first day of events arrives before its first heartbeat: its rows are filed on London's clock
  // until the heartbeat names its zone, which rebuilds them.
  const nyc = stories[2];
  if (nyc) {
    const firstBeat = nyc.messages.findIndex((m) => m.kind === 'heartbeat');
    const [beat] = nyc.messages.splice(firstBeat, 1);
    const secondBeat = nyc.messages.findIndex((m) => m.kind === 'heartbeat');
    if (beat) nyc.messages.splice(secondBeat, 0, beat);
  }
  // The first 370 days go in through the ingest's own statements (storeMessages), 500 to a
  // transaction; the last 30 through nats-server and the hub's consumer.
  let started = Date.now();
  for (const story of stories) {
    const beats = story.messages.flatMap((m, i) => (m.kind === 'heartbeat' ? [i] : []));
    const cut = beats[Math.max(0, beats.length - 30)] ?? 0;
    await storeDirectly(story.messages.slice(0, cut));
    story.messages.splice(0, cut);
  }
  console.log(`stored history directly in ${Date.now() - started} ms`);
  started = Date.now();
  await Promise.all(stories.map((s) => publishAs(s.venue.venueId, s.messages)));
  const events = stories.reduce((n, s) => n + s.facts.messages, 0);
  await waitForEvents(hub, events, undefined, 280_000);
  console.log(`${events} events stored in ${Date.now() - started} ms`);
}, 300_000);

afterAll(async () => {
  await hub?.stop();
  await engines?.close();
});

const RANGES: [string, PeriodAsked][] = [
  ['a week summer time starts in Europe', { kind: 'week', date: '2025-03-30' }],
  ['a week summer time ends in Europe', { kind: 'week', date: '2025-10-26' }],
  ['a week summer time starts in New York', { kind: 'week', date: '2025-03-09' }],
  ['a day the clocks go back', { kind: 'day', date: '2025-10-26' }],
  ['a month', { kind: 'month', date: '2025-06-15' }],
  ['a year', { kind: 'year', date: '2025-03-01' }],
  ['a custom range crossing New Year', { kind: 'custom', from: '2024-12-20', to: '2025-01-06' }],
];

describe('figures over any period', () => {
  it.each(RANGES)(
    '%s: each venue’s figures and last year’s equal the ones counted in the test',
    async (_, asked) => {
      const period = resolvePeriod(asked);
      const answer = await periodFigures(hub.pool, period, ALL);
      expect(answer.venues.map((v) => v.venueId)).toEqual(['lon', 'nyc', 'par']);
      for (const story of stories) {
        const v = answer.venues.find((x) => x.venueId === story.venue.venueId);
        expect(v?.figures, story.venue.venueId).toMatchObject(expectedFigures(story, period));
        expect(v?.lastYear, `${story.venue.venueId} last year`).toMatchObject(
          expectedFigures(story, lastYearOf(period)),
        );
        expect(v?.currency).toBe(story.venue.currency);
      }
      // Money per currency, never added across; the counts summed.
      expect(answer.group.revenue.map((r) => [r.currency, r.revenueMinor])).toEqual(
        [...stories]
          .sort((a, b) => a.venue.currency.localeCompare(b.venue.currency))
          .map((s) => [s.venue.currency, expectedFigures(s, period).revenueMinor]),
      );
      expect(answer.group.figures.bookings).toBe(
        stories.reduce((n, s) => n + expectedFigures(s, period).bookings, 0),
      );
    },
  );

  it('a DST week is 167 hours long in its zone, and its figures run midnight to midnight there', () => {
    expect(hoursIn(resolvePeriod({ kind: 'week', date: '2025-03-30' }), 'Europe/London')).toBe(167);
    expect(hoursIn(resolvePeriod({ kind: 'week', date: '2025-03-30' }), 'America/New_York')).toBe(168);
  });

  it('trends sum to the period’s figures, bucket by bucket', async () => {
    const period = resolvePeriod({ kind: 'year', date: '2025-01-01' });
    const answer = await trends(hub.pool, period, ALL);
    expect(answer.bucket).toBe('month');
    for (const story of stories) {
      const points = answer.venues.find((v) => v.venueId === story.venue.venueId)?.points ?? [];
      expect(points).toHaveLength(12);
      const may = points.find((p) => p.from === '2025-05-01');
      const expected = expectedFigures(story, resolvePeriod({ kind: 'month', date: '2025-05-01' }));
      expect(may).toMatchObject({
        revenueMinor: expected.revenueMinor,
        laneHoursSold: expected.laneHoursSold,
        laneHoursOpen: expected.laneHoursOpen,
      });
      expect(points.reduce((n, p) => n + p.revenueMinor, 0)).toBe(
        expectedFigures(story, period).revenueMinor,
      );
    }
  });

  it('the heat map puts each lane-hour in its weekday and hour on the venue’s clock', async () => {
    const period = resolvePeriod({ kind: 'month', date: '2025-06-01' });
    const map = await heatMap(hub.pool, period, 'nyc', ALL);
    expect(map?.cells).toHaveLength(168);
    const total = (map?.cells ?? []).reduce((n, c) => n + c.laneHoursSold, 0);
    const story = stories[2] as VenueStory;
    expect(total).toBeCloseTo(expectedFigures(story, period).laneHoursSold, 1);
    // Nothing is sold in the small hours but the walk-ins running past midnight, and nothing at 05:00.
    expect(map?.cells.filter((c) => c.hour === 5 || c.hour === 12).every((c) => c.laneHoursSold === 0)).toBe(
      true,
    );
    expect(map?.cells.find((c) => c.weekday === 4 && c.hour === 19)?.laneHoursSold).toBeGreaterThan(0);
  });

  it('ranks venues by a figure, revenue only within a currency', async () => {
    const period = resolvePeriod({ kind: 'year', date: '2025-01-01' });
    const bySessions = await rankVenues(hub.pool, period, ALL, 'sessions');
    const counts = bySessions.map((v) => v.figures.sessions);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await rankVenues(hub.pool, period, ALL, 'revenue')).map((v) => v.currency)).toEqual([
      'EUR',
      'GBP',
      'USD',
    ]);
  });
});

describe('a manager limited to chosen venues', () => {
  const MINE = ['lon', 'par'];
  it('gets only those venues from every query', async () => {
    const period = resolvePeriod({ kind: 'year', date: '2025-01-01' });
    const figures = await periodFigures(hub.pool, period, MINE);
    expect(figures.venues.map((v) => v.venueId)).toEqual(['lon', 'par']);
    expect(figures.group.revenue.map((r) => r.currency)).toEqual(['EUR', 'GBP']);
    expect((await rankVenues(hub.pool, period, MINE, 'bookings')).map((v) => v.venueId).sort()).toEqual(MINE);
    expect((await trends(hub.pool, period, MINE)).venues.map((v) => v.venueId)).toEqual(MINE);
    expect(await heatMap(hub.pool, period, 'nyc', MINE)).toBeNull();
    expect(await heatMap(hub.pool, period, 'lon', MINE)).not.toBeNull();
    expect(await linkHealth(hub.pool, 'nyc', MINE)).toBeNull();
    expect(
      [
        ...new Set((await alerts(hub.pool, MINE, new Date(Date.now() + 86_400_000))).map((a) => a.venueId)),
      ].sort(),
    ).toEqual(MINE);
    // A list naming no venue sees nothing at all.
    expect((await periodFigures(hub.pool, period, [])).venues).toEqual([]);
  });
});

describe('what needs attention now', () => {
  it('names each alert with the time it started', async () => {
    const beat = (venueId: string, occurredAt: Date, queued: number) => ({
      kind: 'heartbeat',
      eventId: randomUUID(),
      venueId,
      occurredAt: occurredAt.toISOString(),
      venueName: venueId,
      currency: 'GBP',
      timezone: 'Europe/London',
      laneHoursOpenToday: 72,
      laneHoursOpenWeek: 504,
      queued,
    });
    const now = () => new Date();
    // London's queue grows beat after beat; Paris's clock is five minutes fast; New York's is right.
    await publishAs('lon', [beat('lon', now(), 1)]);
    await publishAs('par', [
      { ...beat('par', new Date(Date.now() + 300_000), 0), timezone: 'Europe/Paris', currency: 'EUR' },
    ]);
    await publishAs('nyc', [{ ...beat('nyc', now(), 0), timezone: 'America/New_York', currency: 'USD' }]);
    const waitHealth = async (
      venueId: string,
      ok: (h: Awaited<ReturnType<typeof linkHealth>>) => boolean,
    ) => {
      for (let i = 0; i < 100; i += 1) {
        if (ok(await linkHealth(hub.pool, venueId, ALL))) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${venueId}'s health never arrived`);
    };
    await waitHealth('lon', (h) => h?.queued === 1);
    await publishAs('lon', [beat('lon', now(), 2)]);
    await waitHealth('lon', (h) => h?.queued === 2 && h.queueGrowingSince !== null);
    const risingSince = (await linkHealth(hub.pool, 'lon', ALL))?.queueGrowingSince;
    await publishAs('lon', [beat('lon', now(), 3)]);
    await waitHealth('lon', (h) => h?.queued === 3);
    // Paris names London in a message's body: dropped, and an alert for Paris.
    await publishAs('par', [{ ...beat('par', now(), 0), venueId: 'lon', timezone: 'Europe/Paris' }]);
    await waitHealth('par', (h) => h?.lastDroppedAt !== null);
    await waitHealth('nyc', (h) => h?.clockOffSince === null);

    const zero = { offlineAfterMs: 3_600_000, queueGrowingForMs: 0, droppedWithinMs: 3_600_000 };
    const found = await alerts(hub.pool, ALL, now(), zero);
    expect(found.map((a) => [a.kind, a.venueId]).sort()).toEqual([
      ['clock_off', 'par'],
      ['dropped_messages', 'par'],
      ['queue_growing', 'lon'],
    ]);
    expect(found.find((a) => a.kind === 'queue_growing')).toMatchObject({ since: risingSince, value: 3 });
    expect(found.find((a) => a.kind === 'clock_off')?.value).toBeGreaterThan(290_000);
    // An hour and a bit later nobody has heard from any of them: all three offline since their last heartbeat.
    const later = await alerts(hub.pool, ALL, new Date(Date.now() + 3_700_000), zero);
    const offline = later.filter((a) => a.kind === 'offline');
    expect(offline.map((a) => a.venueId).sort()).toEqual(ALL.slice().sort());
    const lon = await linkHealth(hub.pool, 'lon', ALL);
    expect(offline.find((a) => a.venueId === 'lon')?.since).toBe(lon?.lastHeartbeatAt);
  });
});
