import type { CancelView } from '../../shared/api/publicBooking';
import { cancelDeadline, cancelRefusal } from '../../shared/mail/cancelWindow';
import { spanParts } from '../../shared/time/spanInWords';
import type { Reservation } from '../../shared/api/reservations';
import type { AppContext } from '../context';
import { findCancelToken } from '../db/cancelTokens';
import { readMailSettings } from '../db/mailSettings';
import { findReservation } from '../db/reservations';
import { readSettings } from '../db/settings';
import { refusal, type DomainError } from './domainError';
import { bookingFacts } from './bookingFacts';
import { cancelBooking } from './reservations';
import { CANCEL_TOKEN_SHAPE, hashToken } from '../../server-kit/tokens';

/**
 * The customer's cancel link (docs/email.md), on the public door. A token is looked up only by its hash; the
 * answers name nothing but the booking the token belongs to, and a wrong token, a used one and an expired one
 * each get a plain 4xx sentence in the customer's language (the refusals catalogue's `refusals.cancel.*`) —
 * never a 500, never a hint about any other booking.
 */
const invalid = (): DomainError => refusal(404, 'CANCEL_LINK_INVALID', 'refusals.cancel.invalid');

/** Past the venue's cut-off: the cut-off as people say it ('2 hours', '90 minutes'), and whom to call. */
function tooLate(cutoffMinutes: number, phone: string): DomainError {
  const { count, unit } = spanParts(cutoffMinutes);
  return refusal(409, 'CANCEL_TOO_LATE', 'refusals.cancel.tooLate', {
    count,
    unit,
    call: phone ? 'phone' : 'venue',
    phone,
  });
}

interface Found {
  reservation: Reservation;
  tokenUsed: boolean;
}

function findByToken(ctx: AppContext, token: string): Found {
  if (!CANCEL_TOKEN_SHAPE.test(token)) throw invalid();
  const row = findCancelToken(ctx.db, hashToken(token));
  const reservation = row ? findReservation(ctx.db, row.reservation_id) : undefined;
  if (!row || !reservation) throw invalid();
  return { reservation, tokenUsed: row.used_at !== null };
}

/** Throws the sentence for a booking the link cannot cancel now. */
function checkCancellable(ctx: AppContext, found: Found): void {
  const { cancelCutoffMinutes } = readMailSettings(ctx.db);
  const r = found.reservation;
  const why = found.tokenUsed
    ? 'already_cancelled'
    : cancelRefusal({
        status: r.status,
        reservedTime: r.reservedTime,
        cutoffMinutes: cancelCutoffMinutes,
        now: ctx.now(),
      });
  if (why === 'already_cancelled') throw refusal(410, 'CANCEL_LINK_USED', 'refusals.cancel.used');
  if (why === 'over') throw refusal(410, 'CANCEL_LINK_EXPIRED', 'refusals.cancel.expired');
  if (why === 'past_cutoff') throw tooLate(cancelCutoffMinutes, readSettings(ctx.db).contactPhone);
}

function viewOf(ctx: AppContext, r: Reservation): CancelView {
  return {
    ...bookingFacts(ctx, r),
    cancelBefore: cancelDeadline(r.reservedTime, readMailSettings(ctx.db).cancelCutoffMinutes).toISOString(),
    status: r.status === 'cancelled' ? 'cancelled' : 'active',
  };
}

/** POST /api/public/cancellation/lookup: the booking behind a link that may still cancel it. */
export function cancellationLookup(ctx: AppContext, token: string): CancelView {
  const found = findByToken(ctx, token);
  checkCancellable(ctx, found);
  return viewOf(ctx, found.reservation);
}

/**
 * POST /api/public/cancellation: cancels the booking in one immediate transaction (check, cancel, spend
 * every token of the booking), then frees the slot on every screen at once (lane_updated).
 */
export function cancelByToken(ctx: AppContext, token: string): CancelView {
  const cancelled = cancelBooking(ctx, () => {
    const found = findByToken(ctx, token);
    checkCancellable(ctx, found);
    return found.reservation;
  });
  return viewOf(ctx, cancelled);
}
