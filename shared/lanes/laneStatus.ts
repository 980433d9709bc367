import { LaneStatus, type Lane, type LaneRecord } from '../api/lanes';
import { holderOf, laneAvailability, nextBookingBlock, type LaneRuleBlock } from './availability';

/**
 * A lane's status as stored, read into the closed set. A value this version does not know (a database
 * edited by hand, or written by a later version and restored here) reads as `maintenance`: the lane is
 * out of service until staff set it, rather than offered to customers in a state nobody can explain.
 */
export function laneStatusFrom(stored: string): LaneStatus {
  const known = LaneStatus.safeParse(stored);
  return known.success ? known.data : 'maintenance';
}

/**
 * When a lane shows `reserved` (docs/behaviour.md#lane-states), decided here once for the server and the
 * screens.
 *
 * The rule: a lane whose stored status is `available` shows `reserved` from the moment one of its active
 * reservations starts until that reservation's booked time is over — [reservedTime, reservedTime +
 * duration), the same span that blocks the lane for bookings. Then it shows `available` again by itself.
 * Cancelling the reservation (it stops being active, so it is no longer a block) or activating it (the lane
 * becomes `occupied`) ends it earlier.
 *
 * Why the whole booked time and not a short grace period: the customer has paid for the slot and often
 * arrives late; handing the lane to a walk-in after ten minutes would leave the front desk nothing to
 * give them. A walk-in could not have used the lane anyway, since the booking blocks every session that
 * would overlap it.
 *
 * Why derived rather than stored: the status then changes at the right instant with no write at all, a
 * cancelled or edited booking can never leave a stale `reserved` behind, and a restart loses nothing.
 * The server's ticker only has to notice the change and publish `lane_updated`.
 *
 * Stored statuses other than `available` (occupied, test, maintenance, anything raw) are shown as they are:
 * a board taken out of service stays out of service even when a booking starts on it.
 *
 * `tournament`: an `available` lane that holds a tournament match (`isInTournament`, set when
 * schedule-matches puts a match on it and cleared when the match's result is in or it is taken off) shows
 * `tournament`, ahead of `reserved`: the board is physically in use by the match, and a lane card that said
 * "available" invited a walk-in the server would then refuse. The decision, screen by screen:
 * - the dashboard card reads 'Tournament Match', names the tournament, and offers View Score only (no
 *   Setup Game, no End Session: the match ends with its last leg or in the tournament manager);
 * - starting a session or activating a booking on it is refused, as it already was (tournamentMatchStart.ts);
 * - stats count it with the occupied lanes ('Occupied Lanes' are lanes in play);
 * - the calendar shows the current half hour as the tournament's cell; the TV venue view shows its match;
 * - booking, availability and canFit* are unchanged: they already see the tournament's own block.
 * Derived rather than stored, like `reserved`: the stored status stays `available`, so ending the match
 * frees the lane with no second write to forget.
 */
export function effectiveStatus(record: LaneRecord, blocks: readonly LaneRuleBlock[], now: Date): LaneStatus {
  if (record.status !== 'available') return record.status;
  if (record.isInTournament) return 'tournament';
  return currentReservation(blocks, now) !== null ? 'reserved' : 'available';
}

/** The active reservation whose booked time contains `now`, the earliest-starting if bookings overlap. */
export function currentReservation(blocks: readonly LaneRuleBlock[], now: Date): LaneRuleBlock | null {
  let current: LaneRuleBlock | null = null;
  for (const block of blocks) {
    if (block.kind !== 'reservation') continue;
    const inside = Date.parse(block.start) <= now.getTime() && now.getTime() < Date.parse(block.end);
    if (inside && (current === null || Date.parse(block.start) < Date.parse(current.start))) current = block;
  }
  return current;
}

/**
 * The lane every lane response and `lane_updated` message carries: the stored record, its effective status,
 * and its derived fields (availability.ts). `blocks` may hold other lanes' blocks; only this lane's are read.
 *
 * For an `available` lane the reservation fields describe the booking the card talks about: while reserved,
 * the current booking ('Reserved Until' its end, 'Reserved By', 'Prepaid'); otherwise the next booking today
 * ('Future Reservation' on the lane card). Other statuses keep what the session stored.
 */
export function deriveLane(
  record: LaneRecord,
  blocks: readonly LaneRuleBlock[],
  now: Date,
  zone: string,
  openUntil: Date | null = null,
): Lane {
  const own = blocks.filter((block) => block.laneId === record.id);
  const availability = laneAvailability(own, now, zone, openUntil);
  const status = effectiveStatus(record, own, now);
  if (record.status !== 'available') return { ...record, status, ...availability };

  const shown = currentReservation(own, now) ?? nextBookingBlock(own, now, zone, openUntil);
  const booking =
    shown === null
      ? { reservedBy: null, reservedUntil: null, prepaidAmount: '0.00' }
      : {
          reservedBy: holderOf(shown),
          reservedUntil: shown.end,
          prepaidAmount: shown.prepaidAmount ?? '0.00',
        };
  return { ...record, ...booking, status, ...availability };
}
