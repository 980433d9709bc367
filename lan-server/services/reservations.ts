import {
  RESERVATION_DAYS,
  type ReplaceReservationBody,
  type ReservationsQuery,
  type StaffReservation,
} from '../../shared/api/reservationEdits';
import type { Language } from '../../shared/i18n/languages';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../shared/api/auth';
import {
  isReservationDuration,
  type BookingConfirmation,
  type CreateReservationBody,
  type Reservation,
} from '../../shared/api/reservations';
import { bookingRefusal, BOOKING_MESSAGES, type Booker } from '../../shared/booking/bookingRules';
import { priceText } from '../../shared/booking/pricing';
import { reservationWindow } from '../../shared/booking/reservationList';
import { addMinutes, toInstantText, type VenueDate } from '../../shared/time/venueTime';
import type { PublicAvailability } from '../../shared/api/publicBooking';
import { openingOn, venueDayOf, venueDaySpan } from '../../shared/booking/hours';
import { bookingGrid } from '../../shared/booking/slots';
import type { AppContext } from '../context';
import { laneBlocksBetween } from '../db/laneBlocks';
import { findLaneRow, listLaneRows } from '../db/lanes';
import {
  findReservation,
  insertReservation,
  listReservations,
  setReservationStatus,
  updateReservation,
  type ReservationWrite,
} from '../db/reservations';
import { readSettings } from '../db/settings';
import { useCancelTokens } from '../db/cancelTokens';
import { conflict, DomainError, notFound } from './domainError';
import { publishLane } from './publishLane';
import { queueConfirmation } from './confirmations';
import { reportBooking, reportChange } from './groupReports';
import { recordGroupBooking, recordHold } from '../db/groupHolds';

/** The reservations page lists the 10 most recent completed reservations. */
export const RECENT_COMPLETED = 10;

/** Who asks: a customer (no staff session, or any request through the public door), or signed-in staff. */
export type BookingActor = { kind: 'customer' } | { kind: 'staff'; user: SessionUser };

interface BookingRequest {
  body: CreateReservationBody;
  override: { reason: string } | null;
  /**
   * Asked through the group's booking page: the slot is held under the hub's request id, and the booking is
   * made (services/groupHolds.ts) only when the hub confirms that the customer was shown it. Its
   * confirmation's cancel link will point at `cancelPage`, the group page's (none: the venue's own).
   */
  hold?: { requestId: string; cancelPage: string | null };
  /** The language the customer books in (the request's): their confirmation is written in it. */
  language?: Language;
}

const RESERVATION_NOT_FOUND = 'Reservation not found';

/**
 * Checks one booking against every rule (shared/booking/bookingRules.ts) and writes it, inside the caller's
 * immediate transaction so no other booking can slip in between the check and the write.
 */
function checkedWrite(
  ctx: AppContext,
  req: BookingRequest,
  booker: Booker,
  replacing?: string,
): ReservationWrite {
  const { body } = req;
  const lane = findLaneRow(ctx.db, body.laneId);
  if (!lane) throw notFound('Lane not found');
  const settings = readSettings(ctx.db);
  const start = toInstantText(body.reservedTime);
  // Only a booking length has an end worth computing: an absurd one (1e15 minutes) is no date at all, and
  // is refused below with the duration message instead of failing here.
  const end = isReservationDuration(body.duration) ? toInstantText(addMinutes(start, body.duration)) : start;
  const blocks = laneBlocksBetween(ctx.db, start, end).filter((b) => b.laneId === lane.id);
  const refusal = bookingRefusal(body, {
    lane,
    settings,
    blocks,
    now: ctx.now(),
    booker,
    override: req.override !== null,
    replacingReservationId: replacing,
  });
  if (refusal) throw new DomainError(refusal.status, refusal.code, refusal.message, refusal.words);
  return {
    laneId: lane.id,
    customerName: body.customerName.trim(),
    playerCount: body.playerCount,
    reservedTime: start,
    endTime: end,
    duration: body.duration,
    // Customers pay nothing online: a prepaid amount is the front desk's to record, never the caller's claim.
    prepaidAmount: booker === 'staff' ? body.prepaidAmount : '0.00',
    contactInfo: body.contactInfo,
    emailAddress: body.emailAddress,
    isStaffOverride: req.override !== null,
    overrideReason: req.override?.reason ?? null,
  };
}

/**
 * The overlap trigger is the database's last word: if it fires, the service's own check was beaten by
 * something outside this transaction, and the caller gets the same 409 as the check would have given.
 */
function asConflict(err: unknown, laneNumber: number): unknown {
  if (err instanceof Error && err.message.includes('RESERVATION_OVERLAP')) {
    return new DomainError(409, 'RESERVATION_CONFLICT', BOOKING_MESSAGES.overlap.reservation(laneNumber), {
      key: 'refusals.overlap.reservation',
      params: { lane: laneNumber },
    });
  }
  return err;
}

function laneNumberOf(ctx: AppContext, laneId: number): number {
  return findLaneRow(ctx.db, laneId)?.number ?? laneId;
}

/**
 * What makes an active row a booking, inside the transaction that made it active: head office hears of it,
 * a booking of the group page is noted as such (its cancel link), and the customer's confirmation e-mail is
 * queued in the outbox — the booking and its e-mail commit together or not at all. At once for a booking at
 * the venue's own doors; for one held for the group page, when the hub confirms it.
 */
export function bookingMade(
  ctx: AppContext,
  booking: { id: string; emailAddress: string | null; groupCancelPage: string | null },
): void {
  reportBooking(ctx, 'booking_made', booking.id);
  if (booking.groupCancelPage) recordGroupBooking(ctx.db, booking.id, booking.groupCancelPage);
  queueConfirmation(ctx, booking);
}

/** POST /api/reservations and /api/reservations/override, and the group page's hold of a slot. */
export function createReservation(ctx: AppContext, req: BookingRequest, actor: BookingActor): Reservation {
  const booker: Booker = actor.kind;
  const id = randomUUID();
  const { hold } = req;
  const write = ctx.db.transaction(() => {
    const w = checkedWrite(ctx, req, booker);
    const createdAt = toInstantText(ctx.now());
    insertReservation(ctx.db, {
      ...w,
      id,
      createdBy: actor.kind === 'staff' ? actor.user.username : null,
      createdAt,
      status: hold ? 'held' : 'active',
      language: req.language,
    });
    if (!hold) {
      bookingMade(ctx, { id, emailAddress: w.emailAddress, groupCancelPage: null });
      return;
    }
    const held = { requestId: hold.requestId, reservationId: id, cancelPage: hold.cancelPage };
    recordHold(ctx.db, { ...held, state: 'held' }, createdAt);
  });
  try {
    write.immediate();
  } catch (err) {
    throw asConflict(err, laneNumberOf(ctx, req.body.laneId));
  }
  const saved = findReservation(ctx.db, id);
  if (!saved) throw new Error('reservation vanished after commit');
  publishLane(ctx, saved.laneId);
  return saved;
}

/**
 * What a customer is told about their own booking: no personal details travel back
 * (docs/security.md#the-venues-doors).
 */
export function confirmationOf(ctx: AppContext, r: Reservation): BookingConfirmation {
  const lane = findLaneRow(ctx.db, r.laneId);
  const settings = readSettings(ctx.db);
  return {
    id: r.id,
    laneId: r.laneId,
    reservedTime: r.reservedTime,
    duration: r.duration,
    playerCount: r.playerCount,
    price: priceText(lane?.number ?? 0, r.duration, settings),
  };
}

/**
 * PUT /api/reservations/{id}: the modal's edit. The new details are checked (ignoring the reservation's own
 * old time) and written over the row in one transaction, so a refused edit leaves the original exactly as
 * it was — the safe form of "DELETE then POST" (docs/behaviour.md#editing-and-cancelling).
 */
export function replaceReservation(ctx: AppContext, id: string, body: ReplaceReservationBody): Reservation {
  let oldLaneId = 0;
  const write = ctx.db.transaction(() => {
    const existing = findReservation(ctx.db, id);
    if (!existing) throw notFound(RESERVATION_NOT_FOUND);
    if (existing.status !== 'active')
      throw conflict('Only an active reservation can be edited', 'STALE_ACTION');
    oldLaneId = existing.laneId;
    const override = body.isStaffOverride ? { reason: body.overrideReason ?? '' } : null;
    updateReservation(ctx.db, id, checkedWrite(ctx, { body, override }, 'staff', id));
    reportBooking(ctx, 'booking_edited', id);
  });
  try {
    write.immediate();
  } catch (err) {
    throw asConflict(err, laneNumberOf(ctx, body.laneId));
  }
  const saved = findReservation(ctx.db, id);
  if (!saved) throw new Error('reservation vanished after commit');
  publishLane(ctx, saved.laneId);
  if (oldLaneId !== saved.laneId) publishLane(ctx, oldLaneId);
  return saved;
}

/**
 * DELETE /api/reservations/{id}: cancels an active reservation. The row is kept with status 'cancelled'
 * rather than deleted, so a cancellation — or a client's DELETE-then-POST edit whose POST fails — never
 * destroys the booking's record; staff can see who it was and book it again.
 */
export function cancelReservation(ctx: AppContext, id: string): Reservation {
  return cancelBooking(ctx, () => {
    const existing = findReservation(ctx.db, id);
    if (!existing) throw notFound(RESERVATION_NOT_FOUND);
    if (existing.status !== 'active')
      throw conflict('Only an active reservation can be cancelled', 'STALE_ACTION');
    return existing;
  });
}

/**
 * The one way a booking is cancelled, by staff (DELETE /api/reservations/{id}) or by the customer's link
 * (services/customerCancel.ts): `find` reads and checks the booking inside the transaction with each
 * caller's own refusals; then the row is kept as 'cancelled', the customer's cancel links are used up (a
 * link to a booking staff cancelled says so, rather than cancelling it twice), and the lane's screens hear.
 */
export function cancelBooking(ctx: AppContext, find: () => Reservation): Reservation {
  const cancelled = ctx.db
    .transaction(() => {
      const booking = find();
      setReservationStatus(ctx.db, booking.id, 'cancelled');
      useCancelTokens(ctx.db, booking.id, ctx.now().toISOString());
      reportChange(ctx, { kind: 'booking_cancelled', reservationId: booking.id });
      return booking;
    })
    .immediate();
  publishLane(ctx, cancelled.laneId);
  const saved = findReservation(ctx.db, cancelled.id);
  if (!saved) throw new Error('reservation vanished after commit');
  return saved;
}

/**
 * GET /api/reservations: the Reservations page's cards for a page of venue days (`from`, default today;
 * `days`, default a week) and the recent completed. Active bookings are listed on the days they overlap
 * (shared/booking/reservationList.ts), so from today an unclaimed booking from last week is not among
 * tonight's; it stays `active` in the database for the calendar and the figures.
 */
export function reservationsForStaff(ctx: AppContext, query: ReservationsQuery): StaffReservation[] {
  const settings = readSettings(ctx.db);
  const from = query.from ?? venueDayOf(ctx.now(), settings);
  const window = reservationWindow(from, query.days ?? RESERVATION_DAYS.default, settings);
  // A booking whose session a lane is playing has arrived (lanes remember the booking they run).
  const playing = new Set(
    listLaneRows(ctx.db).flatMap((row) => (row.reservation_id ? [row.reservation_id] : [])),
  );
  return listReservations(ctx.db, window, RECENT_COMPLETED).map((r) => ({
    ...r,
    arrived: r.status === 'active' && playing.has(r.id),
  }));
}

/**
 * GET /api/public/availability: the booking grid for one venue day, computed by the same engine that
 * refuses bookings, from the day's live blocks. Lanes in maintenance are hidden; nothing names a customer.
 */
export function availabilityFor(ctx: AppContext, date: VenueDate, duration: number): PublicAvailability {
  const settings = readSettings(ctx.db);
  // Every slot lies inside the day's opening hours (which may run past midnight), so the blocks of the
  // day's span are all that can touch one.
  const { start, end } = venueDaySpan(date, settings);
  const blocks = laneBlocksBetween(ctx.db, toInstantText(start), toInstantText(end));
  const lanes = listLaneRows(ctx.db);
  return {
    date,
    duration,
    currency: settings.currency,
    timezone: settings.timezone,
    opening: openingOn(date, settings).kind,
    lanes: bookingGrid(date, duration, lanes, settings, blocks, ctx.now()),
  };
}
