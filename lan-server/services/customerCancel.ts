import type { CancelView } from '../../shared/api/publicBooking';
import { cancelDeadline, cancelRefusal } from '../../shared/mail/cancelWindow';
import { spanInWords } from '../../shared/time/spanInWords';
import type { Reservation } from '../../shared/api/reservations';
import type { AppContext } from '../context';
import { findCancelToken } from '../db/cancelTokens';
import { readMailSettings } from '../db/mailSettings';
import { findReservation } from '../db/reservations';
import { readSettings } from '../db/settings';
import { DomainError } from './domainError';
import { bookingFacts } from './bookingFacts';
import { cancelBooking } from './reservations';
import { CANCEL_TOKEN_SHAPE, hashToken } from '../../server-kit/tokens';

/**
 * The customer's cancel link (docs/email.md), on the public door. A token is looked up only by its hash; the
 * answers name nothing but the booking the token belongs to, and a wrong token, a used one and an expired one
 * each get a plain 4xx sentence — never a 500, never a hint about any other booking.
 */
const INVALID = 'This cancel link is not valid. Please check that you used the whole link from your e-mail.';
const USED = 'This booking has already been cancelled.';
const EXPIRED = 'This cancel link has expired: the booking has already started or finished.';

function tooLate(cutoffMinutes: number, phone: string): string {
  const call = phone ? `please call the venue on ${phone}` : 'please call the venue';
  return `Bookings can be cancelled online until ${spanInWords(cutoffMinutes)} before the start. To cancel now, ${call}.`;
}

interface Found {
  reservation: Reservation;
  tokenUsed: boolean;
}

function findByToken(ctx: AppContext, token: string): Found {
  if (!CANCEL_TOKEN_SHAPE.test(token)) throw new DomainError(404, 'CANCEL_LINK_INVALID', INVALID);
  const row = findCancelToken(ctx.db, hashToken(token));
  const reservation = row ? findReservation(ctx.db, row.reservation_id) : undefined;
  if (!row || !reservation) throw new DomainError(404, 'CANCEL_LINK_INVALID', INVALID);
  return { reservation, tokenUsed: row.used_at !== null };
}

/** Throws the sentence for a booking the link cannot cancel now. */
function checkCancellable(ctx: AppContext, found: Found): void {
  const { cancelCutoffMinutes } = readMailSettings(ctx.db);
  const r = found.reservation;
  const refusal = found.tokenUsed
    ? 'already_cancelled'
    : cancelRefusal({
        status: r.status,
        reservedTime: r.reservedTime,
        cutoffMinutes: cancelCutoffMinutes,
        now: ctx.now(),
      });
  if (refusal === 'already_cancelled') throw new DomainError(410, 'CANCEL_LINK_USED', USED);
  if (refusal === 'over') throw new DomainError(410, 'CANCEL_LINK_EXPIRED', EXPIRED);
  if (refusal === 'past_cutoff')
    throw new DomainError(
      409,
      'CANCEL_TOO_LATE',
      tooLate(cancelCutoffMinutes, readSettings(ctx.db).contactPhone),
    );
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
