import { headers as natsHeaders, RequestError, type NatsConnection } from '@nats-io/transport-node';
import type { $ZodType } from 'zod/v4/core';
import type { AnswerOf, BodyIn, Endpoint, QueryIn } from '../../shared/api/endpoint';
import { bookingSubject, venueQuestions, type BookingOp } from '../../shared/group/questions';
import { checkedVenueReply, type CheckedReply } from '../../shared/group/venueReply';

/**
 * What asking a venue one question came to: its reply as checked (shared/group/venueReply.ts), or
 * - `nobody`: certainly never delivered — NATS said nobody listens on the venue's subject, or the hub's own
 *   link was down so it was never sent;
 * - `silent`: no reply in time, which may mean the venue got it and answered too late.
 */
export type Asked<T> = CheckedReply<T> | { kind: 'nobody' } | { kind: 'silent' };

type Entry<Op extends BookingOp> = (typeof venueQuestions)[Op];

/** What a question sends: its entry's query for a `get` entry, else its body. */
export type QuestionOf<Op extends BookingOp> = Entry<Op>['method'] extends 'get'
  ? QueryIn<Entry<Op>>
  : BodyIn<Entry<Op>>;

export interface AskOptions<T> {
  /** NATS headers (the booking protocol's request id and cancel page). */
  headers?: Record<string, string>;
  /** How long to wait for this answer, when not the asker's own wait. */
  timeoutMs?: number;
  /** A reader more lenient than the entry's schema (a profile stored before venues had a town). */
  reading?: $ZodType<T>;
}

export interface VenueAsker {
  /**
   * Asks a venue one question of the NATS door (`venueQuestions`, the league feed among them): the question's JSON on
   * `booking.<venueId>.<question>`, the answer checked against the entry — its status and response schema.
   */
  ask<Op extends BookingOp, T = AnswerOf<Entry<Op>>>(
    venueId: string,
    op: Op,
    question: QuestionOf<Op>,
    options?: AskOptions<T>,
  ): Promise<Asked<T>>;
  stop(): void;
}

/** Asks venues over NATS request/reply, waiting `timeoutMs` for each answer. */
export function venueAsker(nc: NatsConnection, timeoutMs: number): VenueAsker {
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

  return {
    async ask<Op extends BookingOp, T>(
      venueId: string,
      op: Op,
      question: QuestionOf<Op>,
      options: AskOptions<T> = {},
    ): Promise<Asked<T>> {
      if (!linkUp || nc.isClosed()) return { kind: 'nobody' };
      const entry: Endpoint = venueQuestions[op];
      if (typeof entry.response !== 'object') throw new Error(`${op}: a question is answered with JSON`);
      const h = natsHeaders();
      for (const [name, value] of Object.entries(options.headers ?? {})) h.set(name, value);
      try {
        const msg = await nc.request(bookingSubject(venueId, op), JSON.stringify(question ?? {}), {
          timeout: options.timeoutMs ?? timeoutMs,
          headers: h,
        });
        const schema = (options.reading ?? entry.response) as $ZodType<T>;
        return checkedVenueReply(msg.string(), { status: entry.status ?? 200, schema });
      } catch (err) {
        return err instanceof RequestError && err.isNoResponders() ? { kind: 'nobody' } : { kind: 'silent' };
      }
    },
    stop() {
      stopped = true;
    },
  };
}
