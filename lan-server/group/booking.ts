import type { NatsConnection } from '@nats-io/transport-node';
import { bookingSubjects } from '../../shared/group/booking';
import type { AppContext } from '../context';

/** Answers one of head office's questions with the reply's JSON text (the NATS door, http/groupDoor.ts). */
export type AnswerQuestion = (
  ctx: AppContext,
  question: { subject: string; data: Uint8Array; header(name: string): string | undefined },
) => string | Promise<string>;

/**
 * The venue's answers to the group's booking page (docs/group-booking.md), on the relay's own NATS connection
 * (the appliance dials out to the hub, so no port is opened at the venue). Each question on
 * `booking.<venueId>.<question>` is answered by the NATS door (`answer`, lan-server/http/groupDoor.ts): the
 * route of the question's entry, as over HTTP. NATS permissions let this venue's user subscribe to its own
 * questions only, and answer only the questions it received.
 *
 * Answers are built synchronously on the event loop (better-sqlite3), so the hub's simultaneous questions are
 * taken one after another, each in its own transaction: the database decides the race exactly as for the
 * public door. Nothing here compares the venue's clock with the hub's.
 *
 * Subscribes to this venue's questions on `nc`; the client library keeps the subscription through
 * reconnects. Returns what stops it.
 */
export function startBookingResponder(
  ctx: AppContext,
  nc: NatsConnection,
  venueId: string,
  answer: AnswerQuestion,
): () => void {
  const sub = nc.subscribe(bookingSubjects(venueId), {
    callback: (err, msg) => {
      if (err || !msg.reply || !ctx.db.open) return;
      const header = (name: string) => msg.headers?.get(name) || undefined;
      const answered = answer(ctx, { subject: msg.subject, data: msg.data, header });
      if (answered instanceof Promise) void answered.then((text) => msg.respond(text));
      else msg.respond(answered);
    },
  });
  return () => sub.unsubscribe();
}
