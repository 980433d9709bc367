import { headers as natsHeaders, RequestError, type NatsConnection } from '@nats-io/transport-node';
import type { $ZodType } from 'zod/v4/core';
import { bookingSubject, type BookingOp } from '../../shared/group/booking';
import { checkedVenueReply, type CheckedReply } from '../../shared/group/venueReply';

/**
 * What asking a venue one question came to: its reply as checked (shared/group/venueReply.ts), or
 * - `nobody`: certainly never delivered — NATS said nobody listens on the venue's subject, or the hub's own
 *   link was down so it was never sent;
 * - `silent`: no reply in time, which may mean the venue got it and answered too late.
 */
export type Asked<T> = CheckedReply<T> | { kind: 'nobody' } | { kind: 'silent' };

export interface VenueAsker {
  ask<T>(
    venueId: string,
    op: BookingOp,
    body: unknown,
    expected: { status: number; schema: $ZodType<T> },
    headers?: Record<string, string>,
  ): Promise<Asked<T>>;
  stop(): void;
}

/** Asks venues over NATS request/reply on `booking.<venueId>.<op>`, waiting `timeoutMs` for each answer. */
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
    async ask(venueId, op, body, expected, headers = {}) {
      if (!linkUp || nc.isClosed()) return { kind: 'nobody' };
      const h = natsHeaders();
      for (const [name, value] of Object.entries(headers)) h.set(name, value);
      try {
        const msg = await nc.request(bookingSubject(venueId, op), JSON.stringify(body ?? {}), {
          timeout: timeoutMs,
          headers: h,
        });
        return checkedVenueReply(msg.string(), expected);
      } catch (err) {
        return err instanceof RequestError && err.isNoResponders() ? { kind: 'nobody' } : { kind: 'silent' };
      }
    },
    stop() {
      stopped = true;
    },
  };
}
