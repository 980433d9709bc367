import type { NextReservation } from '../api/lanes';
import type { LaneBlock } from '../booking/laneBlock';
import { addMinutes, minutesBetween, venueDayBounds, venueDateOf } from '../time/venueTime';

/**
 * A lane's derived fields (docs/behaviour.md#session-lengths-and-what-fits): which booking or tournament
 * comes next on a lane and which session lengths still fit before it. One rule for the server (GET
 * /api/lanes, POST /start's conflict check) and the renderer (lane card, game-setup screen), so the screen
 * never offers what the server would refuse.
 *
 * Decisions of ours:
 * - What takes a lane: active reservations and tournament blocks. A running session is the lane's own
 *   status, not a booking, so 'session' blocks are ignored here.
 * - "Today" for the next reservation is the venue's calendar day in its own zone, stretched to at least the
 *   longest session (3 hours) past now. A booking at 00:15 is tomorrow on the calendar, but it is what stops
 *   a 1-hour game started at 23:30, so the front desk must see it on the card. When tonight's hours run past
 *   midnight (Friday 12:00–01:00) "today" lasts until closing, so at 20:00 the card already shows the 00:30
 *   booking that belongs to Friday's opening.
 * - Closing time does not limit canFit*. The screens word a refusal as "not enough time before next
 *   reservation", and staff decide when the last game ends; a booking that runs past closing still
 *   blocks the lane for its whole length.
 * - Minutes until the next reservation are rounded down, so `canFit30Min` is true exactly when the
 *   booking is at least 30 whole minutes away; a booking already under way counts as 0 minutes.
 */

/** A block as the lane rules read it; the server may add the reservation's prepaid amount for the card. */
export type LaneRuleBlock = LaneBlock & { prepaidAmount?: string };

/** The session lengths a lane carries a fits-now flag for, in minutes. */
export const FIT_MINUTES = {
  canFit30Min: 30,
  canFit1Hour: 60,
  canFit90Min: 90,
  canFit2Hour: 120,
  canFit150Min: 150,
  canFit3Hour: 180,
} as const;
export type FitFlag = keyof typeof FIT_MINUTES;
export type FitFlags = Record<FitFlag, boolean>;

/** The longest session the venue sells, which sets how far ahead the card must look. */
export const LONGEST_SESSION_MINUTES = 180;

export interface LaneAvailability extends FitFlags {
  nextReservation: NextReservation | null;
  timeUntilNextReservation: number | null;
}

/** Blocks that stop a session from being started: everything but the lane's own running session. */
function isBooking(block: LaneRuleBlock): boolean {
  return block.kind === 'reservation' || block.kind === 'tournament' || block.kind === 'league';
}

/** The name the card shows under 'Reserved By' for a block. */
export function holderOf(block: LaneRuleBlock): string {
  if (block.kind === 'tournament') return block.tournamentName ?? 'Tournament';
  if (block.kind === 'league') return block.leagueName ?? 'League night';
  return block.customerName ?? 'Reservation';
}

/**
 * The end of "today" for the lane rules: the venue's midnight, or 3 hours on, or `openUntil` (the closing
 * of the opening now falls in, when the server knows it), whichever is latest. The server reads blocks up
 * to this instant and no further.
 */
export function lookAheadEnd(now: Date, zone: string, openUntil: Date | null = null): Date {
  const openMs = openUntil?.getTime() ?? 0;
  // One request asks this for every lane and block with the same clock reading: answer it once.
  if (
    lastLookAhead &&
    lastLookAhead.nowMs === now.getTime() &&
    lastLookAhead.zone === zone &&
    lastLookAhead.openMs === openMs
  ) {
    return new Date(lastLookAhead.endMs);
  }
  const dayEnd = venueDayBounds(venueDateOf(now, zone), zone).end.getTime();
  const sessionEnd = addMinutes(now, LONGEST_SESSION_MINUTES).getTime();
  const end = Math.max(dayEnd, sessionEnd, openMs);
  lastLookAhead = { nowMs: now.getTime(), zone, openMs, endMs: end };
  return new Date(end);
}
let lastLookAhead: { nowMs: number; zone: string; openMs: number; endMs: number } | null = null;

/**
 * The booking that next limits the lane: the earliest one that has not ended and starts before the end of
 * "today" (see above). One already under way wins over any later one. Ties go to a reservation, whose
 * customer the front desk must greet.
 */
export function nextBookingBlock(
  blocks: readonly LaneRuleBlock[],
  now: Date,
  zone: string,
  openUntil: Date | null = null,
): LaneRuleBlock | null {
  const horizon = lookAheadEnd(now, zone, openUntil).getTime();
  let best: LaneRuleBlock | null = null;
  for (const block of blocks) {
    if (!isBooking(block)) continue;
    const start = Date.parse(block.start);
    if (Date.parse(block.end) <= now.getTime() || start >= horizon) continue;
    if (
      best === null ||
      start < Date.parse(best.start) ||
      (start === Date.parse(best.start) && block.kind === 'reservation' && best.kind !== 'reservation')
    ) {
      best = block;
    }
  }
  return best;
}

/**
 * Fit flags and minutes-to-go from the next booking's start alone. Because the next booking is the
 * earliest one not yet over, nothing later can cut a session shorter, so the start is all a screen needs
 * to re-derive the flags as the clock moves (the game-setup screen does, from `lane.nextReservation`).
 */
export function availabilityFrom(
  nextReservation: NextReservation | null,
  now: Date,
): Omit<LaneAvailability, 'nextReservation'> {
  const minutes =
    nextReservation === null ? null : Math.max(0, minutesBetween(now, nextReservation.reservedTime));
  const fits = (flag: FitFlag) => sessionFits(nextReservation, FIT_MINUTES[flag], now);
  return {
    timeUntilNextReservation: minutes,
    canFit30Min: fits('canFit30Min'),
    canFit1Hour: fits('canFit1Hour'),
    canFit90Min: fits('canFit90Min'),
    canFit2Hour: fits('canFit2Hour'),
    canFit150Min: fits('canFit150Min'),
    canFit3Hour: fits('canFit3Hour'),
  };
}

/** A session of `minutes` started at `now` ends no later than the next booking starts. */
export function sessionFits(nextReservation: NextReservation | null, minutes: number, now: Date): boolean {
  if (nextReservation === null) return true;
  return addMinutes(now, minutes).getTime() <= Date.parse(nextReservation.reservedTime);
}

/** The derived fields for one lane, from that lane's blocks. */
export function laneAvailability(
  blocks: readonly LaneRuleBlock[],
  now: Date,
  zone: string,
  openUntil: Date | null = null,
): LaneAvailability {
  const next = nextBookingBlock(blocks, now, zone, openUntil);
  const nextReservation = next === null ? null : { reservedTime: next.start, customerName: holderOf(next) };
  return { nextReservation, ...availabilityFrom(nextReservation, now) };
}

/**
 * The booking a session of `minutes` from `now` would run into, if any (POST /start's
 * RESERVATION_CONFLICT). Looks at every block, not only today's, so no horizon can hide a clash.
 */
export function conflictingBooking(
  blocks: readonly LaneRuleBlock[],
  minutes: number,
  now: Date,
): { holder: string; minutesUntil: number } | null {
  const end = addMinutes(now, minutes).getTime();
  let clash: LaneRuleBlock | null = null;
  for (const block of blocks) {
    if (!isBooking(block)) continue;
    const overlapsSession = Date.parse(block.start) < end && now.getTime() < Date.parse(block.end);
    if (overlapsSession && (clash === null || Date.parse(block.start) < Date.parse(clash.start)))
      clash = block;
  }
  if (clash === null) return null;
  return { holder: holderOf(clash), minutesUntil: Math.max(0, minutesBetween(now, clash.start)) };
}
