import type { Msg, NatsConnection } from '@nats-io/transport-node';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { AvailabilityQuery, CancelTokenBody } from '../../shared/api/publicBooking';
import { CreateReservationBody } from '../../shared/api/reservations';
import {
  BOOKING_OPS,
  BookingDecision,
  bookingSubjects,
  CANCEL_PAGE_HEADER,
  REQUEST_HEADER,
  RequestId,
  type BookingOp,
  type VenueReply,
} from '../../shared/group/booking';
import type { AppContext } from '../context';
import { zodMessage } from '../../server-kit/refusals';
import { cancelByToken, cancellationLookup } from '../services/customerCancel';
import { badRequest, DomainError } from '../services/domainError';
import { rememberedJson } from '../services/readCache';
import { holdGroupBooking, settleGroupHold } from '../services/groupHolds';
import { availabilityFor, confirmationOf } from '../services/reservations';
import { publicSettings } from '../services/settings';

/**
 * The venue's answers to the group's booking page (docs/group-booking.md), on the relay's own NATS connection
 * (the appliance dials out to the hub, so no port is opened at the venue). Each question on
 * `booking.<venueId>.<op>` is answered by the same services as the venue's public door, with the public
 * door's schemas, sentences and statuses: availability from the same remembered grid, the cancel link's
 * lookup and cancel by the same token rules. A booking question is *held* under the hub's request id, by the
 * same rules and in the same immediate transaction as a customer's booking on the public door, and becomes a
 * booking (its e-mail, its event for head office) only on the hub's word, `decide`
 * (services/groupHolds.ts). NATS permissions let this venue's user subscribe to its own questions only, and
 * answer only the questions it received.
 *
 * Answers are built synchronously on the event loop (better-sqlite3), so the hub's simultaneous questions are
 * taken one after another, each in its own transaction: the database decides the race exactly as for the
 * public door. Nothing here compares the venue's clock with the hub's.
 */

const SOMETHING_WRONG = 'Something went wrong. Please try again.';
const NOT_NAMED = 'This booking request cannot be taken. Please try again.';

/** The hub's id for a booking question, or null when it named none. */
function requestIdOf(msg: Msg): string | null {
  const id = safeParse(RequestId, msg.headers?.get(REQUEST_HEADER) ?? '');
  return id.success ? id.data : null;
}

function parsed<T>(schema: $ZodType<T>, value: unknown, where = ''): T {
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(`${where}${zodMessage(result.error)}`);
  return result.data;
}

function opOf(subject: string): BookingOp | null {
  const op = subject.slice(subject.lastIndexOf('.') + 1);
  return BOOKING_OPS.find((o) => o === op) ?? null;
}

function bodyOf(msg: Msg): unknown {
  if (msg.data.length === 0) return {};
  try {
    return msg.json();
  } catch {
    throw new DomainError(400, 'BAD_JSON', 'Request body is not valid JSON');
  }
}

/** A URL the hub names for the cancel link: http(s) only, and of a sane length; anything else is ignored. */
function cancelPageOf(msg: Msg): string | undefined {
  const page = msg.headers?.get(CANCEL_PAGE_HEADER) ?? '';
  if (!page || page.length > 300) return undefined;
  try {
    const url = new URL(page);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The answer as JSON text (an availability grid goes out as the public door's remembered bytes). */
function answer(ctx: AppContext, op: BookingOp, msg: Msg): string {
  const reply = (r: VenueReply) => JSON.stringify(r);
  switch (op) {
    case 'profile':
      return reply({ status: 200, body: publicSettings(ctx) });
    case 'availability': {
      const query = parsed(AvailabilityQuery, bodyOf(msg), 'query ');
      const bytes = rememberedJson(ctx, `availability|${query.date}|${query.duration}`, () =>
        availabilityFor(ctx, query.date, query.duration),
      );
      return `{"status":200,"body":${bytes.toString('utf8')}}`;
    }
    case 'book': {
      const requestId = requestIdOf(msg);
      // A hub that names no request cannot confirm a hold: nothing is held for it.
      if (!requestId) throw new DomainError(503, 'VENUE_OFFLINE', NOT_NAMED);
      const body = parsed(CreateReservationBody, bodyOf(msg));
      const held = holdGroupBooking(ctx, requestId, body, cancelPageOf(msg) ?? null);
      return reply({ status: 201, body: confirmationOf(ctx, held) });
    }
    case 'decide': {
      const state = settleGroupHold(ctx, parsed(BookingDecision, bodyOf(msg)));
      return reply({ status: 200, body: { state } });
    }
    case 'cancel_lookup':
      return reply({
        status: 200,
        body: cancellationLookup(ctx, parsed(CancelTokenBody, bodyOf(msg)).token),
      });
    case 'cancel':
      return reply({ status: 200, body: cancelByToken(ctx, parsed(CancelTokenBody, bodyOf(msg)).token) });
  }
}

/** Answers one question; never throws (a broken question gets its 4xx, a fault a plain 500 sentence). */
export function answerBookingQuestion(ctx: AppContext, msg: Msg): string {
  const op = opOf(msg.subject);
  if (!op) return JSON.stringify({ status: 404, message: 'No such question', code: 'NOT_FOUND' });
  try {
    return answer(ctx, op, msg);
  } catch (err) {
    if (err instanceof DomainError) {
      const refusal: VenueReply = { status: err.status, message: err.message, code: err.code };
      return JSON.stringify(refusal);
    }
    ctx.log(`Group booking: ${op} failed: ${err instanceof Error ? err.message : String(err)}`);
    return JSON.stringify({ status: 500, message: SOMETHING_WRONG, code: 'INTERNAL' });
  }
}

/**
 * Subscribes to this venue's questions on `nc`; the client library keeps the subscription through
 * reconnects. Returns what stops it.
 */
export function startBookingResponder(ctx: AppContext, nc: NatsConnection, venueId: string): () => void {
  const sub = nc.subscribe(bookingSubjects(venueId), {
    callback: (err, msg) => {
      if (err || !msg.reply || !ctx.db.open) return;
      msg.respond(answerBookingQuestion(ctx, msg));
    },
  });
  return () => sub.unsubscribe();
}
