import { CANCEL_PAGE_HEADER, REQUEST_HEADER, RequestId } from '../../../shared/group/booking';
import { groupDoorEndpoints as groupDoor } from '../../../shared/group/questions';
import { safeParse } from 'zod/v4/core';
import { DomainError } from '../../services/domainError';
import { holdGroupBooking, settleGroupHold } from '../../services/groupHolds';
import { applyLeagueFeed } from '../../services/groupLeagueFeed';
import { confirmationOf } from '../../services/reservations';
import { implement } from '../implement';
import type { Route } from '../route';

/**
 * The questions only head office asks, over the NATS door only (http/groupDoor.ts): the two of the group's
 * booking protocol (docs/group-booking.md, 'Confirmed only when shown') — a booking held under the hub's
 * request id, and the hub's word on it (services/groupHolds.ts) — and the next entries of the venue's
 * league feed (services/groupLeagueFeed.ts).
 */
export function groupDoorRoutes(): Route[] {
  return [
    implement(groupDoor.hold, ({ ctx, body, header }) => {
      const requestId = safeParse(RequestId, header(REQUEST_HEADER) ?? '');
      // A hub that names no request cannot confirm a hold: nothing is held for it.
      if (!requestId.success) throw new DomainError(503, 'VENUE_OFFLINE', NOT_NAMED);
      const held = holdGroupBooking(ctx, requestId.data, body, cancelPageOf(header(CANCEL_PAGE_HEADER)));
      return confirmationOf(ctx, held);
    }),
    implement(groupDoor.decide, ({ ctx, body }) => ({ state: settleGroupHold(ctx, body) })),
    implement(groupDoor.league, ({ ctx, body }) => applyLeagueFeed(ctx, body)),
  ];
}

const NOT_NAMED = 'This booking request cannot be taken. Please try again.';

/** A URL the hub names for the cancel link: http(s) only, and of a sane length; anything else is ignored. */
function cancelPageOf(page: string | undefined): string | null {
  if (!page || page.length > 300) return null;
  try {
    const url = new URL(page);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
