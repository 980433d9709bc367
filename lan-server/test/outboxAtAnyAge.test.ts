import { afterEach, describe, expect, it } from 'vitest';
import { HealthReport } from '../../shared/api/ops';
import { MailFailures } from '../../shared/api/mail';
import { ANONYMISE_OUTBOX_SQL } from '../db/outboxContacts';
import { OUTBOX_HEALTH_SQL } from '../db/outboxHealth';
import { OUTBOX_CHANNELS, OUTBOX_STATUS_SQL } from '../db/outboxLifecycle';
import { ANONYMISE_RESERVATIONS_SQL } from '../db/reservationContacts';
import type { TestServer } from './harness';
import { BOOKING, book, mailServer, outboxUntil } from './mailFixtures';
import { seedOutboxHistory } from './outboxHistory';
import { startSmtp, type TestSmtp } from './smtpFixture';

let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});

/** Indexes whose contents are what is due or waiting, never the venue's history. */
const BOUNDED_INDEXES = ['outbox_queued_by_age', 'group_outbox_queued'];

/** The plan's lines that read a whole table, or a whole index that grows with history. */
function scansOf(plan: string[]): string[] {
  return plan.filter(
    (line) =>
      /^SCAN (?!\(subquery)/.test(line) && !BOUNDED_INDEXES.some((index) => line.endsWith(` INDEX ${index}`)),
  );
}

const PARAMS = {
  cutoff: '2024-06-10T12:00:00.000Z',
  limit: 500,
  reason: 'r',
  marker: 'Anonymised customer',
  now: '2026-06-10T12:00:00.000Z',
  cap: 1000,
  since: '2026-06-03T12:00:00.000Z',
};

/** Median of `runs` timings of a statement, in milliseconds. */
function medianMs(run: () => unknown, runs = 21): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    run();
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN;
}

describe('five years of e-mail: the retention run and /healthz read only what is due', () => {
  it('each statement reads an index range, and on 29,000 messages a run with nothing due stays within 3 ms', async () => {
    t = await mailServer('smtp://127.0.0.1:9'); // never reached: nothing is due
    const db = t.server.db;
    const history = seedOutboxHistory(db, t.clock.now(), { years: 5, perDay: 16 });
    expect(history.messages).toBeGreaterThan(29_000);
    db.exec('ANALYZE'); // the planner now knows the tables are big; the plans must still hold
    const statements: Record<string, string> = {
      'retention: the outbox': ANONYMISE_OUTBOX_SQL,
      'retention: bookings': ANONYMISE_RESERVATIONS_SQL,
      ...Object.fromEntries(Object.entries(OUTBOX_HEALTH_SQL).map(([k, sql]) => [`health: ${k}`, sql])),
      ...Object.fromEntries(
        OUTBOX_CHANNELS.flatMap((channel) =>
          Object.entries(OUTBOX_STATUS_SQL).map(([k, sql]) => [`status of ${channel}: ${k}`, sql(channel)]),
        ),
      ),
    };
    for (const [name, sql] of Object.entries(statements)) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(PARAMS) as { detail: string }[]).map(
        (p) => p.detail,
      );
      expect({ name, scans: scansOf(plan) }).toEqual({ name, scans: [] });
    }
    // Nothing due: the seed left the history as the daily job would.
    const outbox = db.prepare(ANONYMISE_OUTBOX_SQL);
    expect(outbox.run(PARAMS).changes).toBe(0);
    // The old statement (the whole outbox joined to the bookings) took ~13 ms here, 70-100 ms at 153,000.
    const budgetMs = 3;
    expect(medianMs(() => outbox.run(PARAMS))).toBeLessThan(budgetMs);
    const failed = db.prepare(OUTBOX_HEALTH_SQL.failed);
    expect(medianMs(() => failed.get(PARAMS))).toBeLessThan(budgetMs);
    expect(failed.get(PARAMS)).toEqual({ n: 0 });

    // And through the real door: the start-up run's history is not a warning either.
    const report = HealthReport.parse(await (await t.lan('/healthz')).json());
    expect(report.outbox).toEqual({ queued: 0, failed: 0, oldestQueuedAt: null });
    expect(report.status).toBe('ok');
  });

  it('a due booking’s message and an old test e-mail are still scrubbed by the run', async () => {
    t = await mailServer('smtp://127.0.0.1:9');
    const db = t.server.db;
    seedOutboxHistory(db, t.clock.now(), { years: 3, perDay: 2 });
    // The settings say 12 months now: a year of bookings and their messages fall due.
    db.prepare('UPDATE settings SET contact_retention_months = 12').run();
    const res = await t.lan('/api/privacy/retention/run', {
      method: 'POST',
      cookie: await t.signIn('admin'),
    });
    expect(res.status).toBe(200);
    const left = db
      .prepare(
        `SELECT COUNT(*) AS n FROM outbox o LEFT JOIN reservations r ON r.id = o.reservation_id
          WHERE o.recipient <> '' AND COALESCE(r.reserved_time, o.created_at) < ?`,
      )
      .get('2025-06-10T12:00:00.000Z');
    expect(left).toEqual({ n: 0 });
    const kept = db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient <> ''").get() as { n: number };
    expect(kept.n).toBeGreaterThan(600); // the last year's messages keep their addresses
  });
});

describe('/healthz warns about the failures staff have not seen, from the last week', () => {
  const report = async (server: TestServer) =>
    HealthReport.parse(await (await server.lan('/healthz')).json());

  it('history and erased messages do not warn; a refusal does, until marked as seen or a week old', async () => {
    smtp = await startSmtp();
    t = await mailServer(smtp.url);
    const server = t;
    const cookie = await server.signIn('admin');
    const history = seedOutboxHistory(server.server.db, server.clock.now(), { years: 5, perDay: 4 });
    expect(history.oldFailures).toBeGreaterThan(200);

    // An erasure stops a message still waiting to be sent: that is a promise kept, not a failure.
    smtp.mode = 'defer';
    await book(server);
    await outboxUntil(server, (rows) => rows[0]?.attempts === 1 && rows[0]?.status === 'queued');
    const erase = await server.lan('/api/privacy/erase', {
      method: 'POST',
      cookie,
      json: { email: BOOKING.emailAddress },
    });
    expect(erase.status).toBe(200);
    expect((await report(server)).outbox).toEqual({ queued: 0, failed: 0, oldestQueuedAt: null });
    expect((await report(server)).status).toBe('ok');

    // The mail server refuses a confirmation: that warns.
    smtp.mode = 'refuse';
    expect((await book(server, { laneId: 3, emailAddress: 'bo@example.com' })).status).toBe(201);
    await outboxUntil(server, (rows) => rows[0]?.status === 'failed');
    const warned = await report(server);
    expect(warned.status).toBe('warning');
    expect(warned.problems).toEqual(['1 e-mail could not be sent (see Settings → E-mail).']);
    const failures = async () =>
      MailFailures.parse(
        await (await server.lan('/api/mail/failures', { cookie: await server.signIn('admin') })).json(),
      );
    expect(await failures()).toEqual({
      unseen: 1,
      since: '2026-06-03T12:00:00.000Z',
      seenAt: null,
      seenBy: null,
    });

    // Staff mark it as seen: the warning goes, the message stays in the outbox.
    server.clock.advance(60_000);
    const seen = await server.lan('/api/mail/failures/seen', { method: 'POST', cookie });
    expect(seen.status).toBe(200);
    expect(MailFailures.parse(await seen.json())).toEqual({
      unseen: 0,
      since: '2026-06-10T12:01:00.000Z',
      seenAt: '2026-06-10T12:01:00.000Z',
      seenBy: 'admin',
    });
    expect((await report(server)).status).toBe('ok');
    expect((await outboxUntil(server, () => true)).some((m) => m.status === 'failed')).toBe(true);

    // A later refusal warns again; left alone, it stops warning after a week.
    server.clock.advance(60_000);
    expect((await book(server, { laneId: 4, emailAddress: 'cy@example.com' })).status).toBe(201);
    await outboxUntil(server, (rows) =>
      rows.some((m) => m.recipient === 'cy@example.com' && m.status === 'failed'),
    );
    expect((await report(server)).outbox?.failed).toBe(1);
    server.clock.advance(7 * 24 * 3_600_000 + 60_000);
    expect((await report(server)).outbox?.failed).toBe(0);
    expect((await failures()).unseen).toBe(0);
  });

  it('marking as seen needs a staff sign-in', async () => {
    t = await mailServer('smtp://127.0.0.1:9');
    expect((await t.lan('/api/mail/failures/seen', { method: 'POST' })).status).toBe(401);
    expect((await t.lan('/api/mail/failures')).status).toBe(401);
    expect((await t.pub('/api/mail/failures/seen', { method: 'POST' })).status).toBe(404);
  });
});
