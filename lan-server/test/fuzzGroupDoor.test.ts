import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { REQUEST_HEADER, VenueReply } from '../../shared/group/booking';
import { BOOKING_OPS, bookingSubject, type BookingOp } from '../../shared/group/questions';
import { groupDoor } from '../http/groupDoor';
import { allRoutes } from '../http/routes';
import { anyValue } from './fuzz/arbitraries';
import { changedTables, snapshotDb } from './fuzz/dbSnapshot';
import { EXAMPLE_BODIES, EXAMPLE_QUERIES, mutations } from './fuzz/examples';
import { startTestServer, type TestServer } from './harness';

/**
 * The endpoint fuzzer over the venue's NATS door (http/groupDoor.ts), on the real server's context: random
 * and malformed questions — bytes that are not JSON, JSON of any shape, mutations of a good question — to
 * every question head office may ask, with and without the hub's request id, and to subjects the table does
 * not name. Every reply is a reply (`{ status, body }` or `{ status, message, code }`), never a 5xx but the
 * protocol's own 503 for a booking no hub can confirm, every refusal carries a sentence, and a refused
 * question wrote nothing.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** A good question of each kind, which the fuzzer mutates. */
const EXAMPLES: Record<BookingOp, Record<string, unknown>> = {
  profile: {},
  availability: EXAMPLE_QUERIES['get /api/public/availability'] ?? {},
  book: EXAMPLE_BODIES['post /api/reservations'] ?? {},
  decide: { requestId: randomUUID(), outcome: 'withdrawn' },
  cancel_lookup: { token: 'x'.repeat(22) },
  cancel: { token: 'x'.repeat(22) },
  league: {
    entries: [
      {
        number: 1,
        change: {
          kind: 'tables_changed',
          snapshot: { leagueId: randomUUID(), computedAt: '2026-06-16T21:00:00.000Z', page: {} },
        },
      },
    ],
  },
};

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(() => t?.close());

const bytesArb: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.string({ maxLength: 64 }).map((s) => new TextEncoder().encode(s)),
  anyValue.map((v) => new TextEncoder().encode(JSON.stringify(v) ?? '')),
);

function questionArb(op: BookingOp): fc.Arbitrary<{ data: Uint8Array; requestId: string | null }> {
  const json = mutations(EXAMPLES[op], anyValue).map((b) => new TextEncoder().encode(JSON.stringify(b)));
  return fc.record({
    data: fc.oneof({ weight: 3, arbitrary: json }, { weight: 1, arbitrary: bytesArb }),
    requestId: fc.oneof(fc.constant(null), fc.uuid(), fc.string({ maxLength: 40 })),
  });
}

describe("endpoint fuzzer: the venue's NATS door", () => {
  const answer = groupDoor(allRoutes(), { checkAnswers: true });

  for (const op of BOOKING_OPS) {
    it(`booking.<venue>.${op}`, async () => {
      await fc.assert(
        fc.asyncProperty(questionArb(op), async (q) => {
          const before = snapshotDb(t.server.db);
          const text = await answer(t.server.ctx, {
            subject: bookingSubject('fuzz-venue', op),
            data: q.data,
            header: (name) => (name === REQUEST_HEADER && q.requestId !== null ? q.requestId : undefined),
          });
          const what = `${op} ${new TextDecoder().decode(q.data).slice(0, 200)} → ${text.slice(0, 300)}`;
          const reply = safeParse(VenueReply, JSON.parse(text));
          expect(reply.success, what).toBe(true);
          if (!reply.success) return;
          // The one designed 5xx: a booking question no hub can confirm (no request id, or withdrawn first).
          if (reply.data.status >= 500)
            expect([op, reply.data.status, reply.data.code], what).toEqual(['book', 503, 'VENUE_OFFLINE']);
          if (reply.data.status >= 400) {
            expect(reply.data.message, what).toMatch(/\S/);
            // A refused question changed nothing: a hold is written only when it is answered 201.
            if (op !== 'decide') expect(changedTables(before, snapshotDb(t.server.db)), what).toEqual([]);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('a subject the table does not name is 404 with a sentence, and changes nothing', async () => {
    const before = snapshotDb(t.server.db);
    const text = await answer(t.server.ctx, {
      subject: 'booking.fuzz-venue.create',
      data: new TextEncoder().encode('{}'),
      header: () => undefined,
    });
    expect(JSON.parse(text)).toEqual({ status: 404, message: 'No such question', code: 'NOT_FOUND' });
    expect(changedTables(before, snapshotDb(t.server.db))).toEqual([]);
  });
});
