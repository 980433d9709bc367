import type { Lane } from '../api/lanes';
import { fromMinor, toMinor } from '../money';
import { isLowTime } from './countdown';
import type { FitFlag } from './availability';

/** What the lane card shows, as rules the card and its tests read (docs/behaviour.md#the-lane-card). */

/** A card lists this many players before '+N more'. */
export const CARD_PLAYER_LIMIT = 4;

/** The first four players, then '+N more' for the rest (null when everyone fits). */
export function cardPlayers(players: readonly string[]): { shown: string[]; more: string | null } {
  const rest = players.length - CARD_PLAYER_LIMIT;
  return { shown: players.slice(0, CARD_PLAYER_LIMIT), more: rest > 0 ? `+${rest} more` : null };
}

/** The status badge (docs/behaviour.md#lane-states); a status this version does not know is shown raw. */
export function statusLabel(status: string): string {
  switch (status) {
    case 'available':
      return 'Available';
    case 'occupied':
      return 'Occupied';
    case 'reserved':
      return 'Reserved';
    case 'test':
      return 'Test Mode';
    case 'maintenance':
      return 'Maintenance';
    case 'tournament':
      return 'Tournament Match';
    default:
      return status;
  }
}

/**
 * Border colours (docs/behaviour.md#lane-states); `unknown` for a raw status so the card still draws a
 * neutral border. A lane playing a tournament match is blue: busy like an occupied lane, but not a paying
 * session whose time runs out (red/amber), and not yellow, which the cards give to test mode.
 */
export type CardTone = 'green' | 'red' | 'amber' | 'yellow' | 'orange' | 'blue' | 'unknown';

/** The card's border: by status, except an occupied lane with ≤600 s left turns amber. */
export function cardTone(status: string, remaining: number | null): CardTone {
  switch (status) {
    case 'available':
      return 'green';
    case 'occupied':
      return isLowTime(remaining) ? 'amber' : 'red';
    case 'reserved':
      return 'amber';
    case 'test':
      return 'yellow';
    case 'maintenance':
      return 'orange';
    case 'tournament':
      return 'blue';
    default:
      return 'unknown';
  }
}

/** The free-slot sizes on the card (30min, 1hr, 2hr, 3hr) and the flag that says each fits. */
export const FREE_SLOTS: readonly { label: string; flag: FitFlag }[] = [
  { label: '30min', flag: 'canFit30Min' },
  { label: '1hr', flag: 'canFit1Hour' },
  { label: '2hr', flag: 'canFit2Hour' },
  { label: '3hr', flag: 'canFit3Hour' },
];

/**
 * The free slots an available lane lists when it has a reservation today: the sizes that still fit
 * before it. Null when the card shows no list (not available, or nothing booked today).
 */
export function freeSlots(lane: Lane): string[] | null {
  if (lane.status !== 'available' || lane.nextReservation === null) return null;
  return FREE_SLOTS.filter((slot) => lane[slot.flag]).map((slot) => slot.label);
}

/**
 * An available lane that cannot fit 30 minutes before its next reservation replaces Setup Game with a
 * disabled 'Reserved Soon' button; this is its tooltip, or null when Setup Game is offered.
 */
export function reservedSoonTooltip(lane: Lane): string | null {
  if (lane.status !== 'available' || lane.nextReservation === null || lane.canFit30Min) return null;
  const minutes = lane.timeUntilNextReservation ?? 0;
  return `Cannot start game - reservation for ${lane.nextReservation.customerName} in ${minutes} minutes`;
}

/**
 * Reserved lanes show 'Reserved Until', available lanes with a booking later today 'Future Reservation'; both
 * add 'Reserved By' and the prepaid amount when above 0. Null when neither applies.
 *
 * Given `now`, an available lane whose booking has already begun is held by a tournament (a customer's
 * booking under way makes the lane `reserved`): the card says 'Tournament Since' its start, with the
 * tournament's name under 'Reserved By', so the desk sees which tournament holds the board.
 */
export function cardReservation(
  lane: Lane,
  now?: Date,
): {
  label: 'Reserved Until' | 'Future Reservation' | 'Tournament Since';
  time: string;
  by: string;
  prepaid: string | null;
} | null {
  const prepaid = (toMinor(lane.prepaidAmount) ?? 0) > 0 ? lane.prepaidAmount : null;
  if (lane.status === 'reserved' && lane.reservedUntil !== null) {
    return { label: 'Reserved Until', time: lane.reservedUntil, by: lane.reservedBy ?? '', prepaid };
  }
  if (lane.status === 'available' && lane.nextReservation !== null) {
    const started = now !== undefined && Date.parse(lane.nextReservation.reservedTime) <= now.getTime();
    if (started)
      return {
        label: 'Tournament Since',
        time: lane.nextReservation.reservedTime,
        by: lane.nextReservation.customerName,
        prepaid: null,
      };
    const by = lane.reservedBy ?? lane.nextReservation.customerName;
    return { label: 'Future Reservation', time: lane.nextReservation.reservedTime, by, prepaid };
  }
  return null;
}

/** A session length for the card's Duration line: 3600 → '1 hour', 5400 → '1.5 hours', 1800 → '30 min'. */
export function sessionLengthText(seconds: number): string {
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const hours = Math.round((seconds / 3600) * 100) / 100;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * What End Session's confirmation asks the customer to pay — the session's fee less whatever the booking
 * prepaid, never below nothing. Money stays text ('18.00'), as the lane carries it.
 */
export function feeDue(lane: Pick<Lane, 'currentFee' | 'prepaidAmount'>): {
  fee: string;
  prepaid: string | null;
  due: string;
} {
  const fee = toMinor(lane.currentFee) ?? 0;
  const prepaid = toMinor(lane.prepaidAmount) ?? 0;
  return {
    fee: fromMinor(fee),
    prepaid: prepaid > 0 ? fromMinor(prepaid) : null,
    due: fromMinor(Math.max(0, fee - prepaid)),
  };
}
