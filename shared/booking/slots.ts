import type { SlotState } from '../api/publicBooking';
import { addMinutes, toInstantText, type VenueDate } from '../time/venueTime';
import { isPastStart } from '../time/display';
import { openingOn, type BookingSettings } from './hours';
import { blockTimes, type LaneBlock, type LaneBlockKind } from './laneBlock';
import { priceText } from './pricing';
import { laneOwnName, madeUpName } from '../i18n/numberedNames';

/** Booking start times run in half-hour steps. */
export const SLOT_STEP_MINUTES = 30;

/**
 * Start times run in half-hour steps from the opening hour up to closing minus the duration; a closed day or
 * a day with no hours has none. Steps are taken in real elapsed time from the opening instant, so on a
 * DST-change day every slot is a distinct instant, lasts exactly its duration and ends by closing (a venue
 * open through 01:00–02:00 on the autumn day shows that wall-clock hour twice, once per offset).
 */
export function slotStartsOn(date: VenueDate, durationMinutes: number, settings: BookingSettings): string[] {
  const opening = openingOn(date, settings);
  if (opening.kind !== 'open' || durationMinutes <= 0) return [];
  const lastStart = addMinutes(opening.closesAt, -durationMinutes).getTime();
  const starts: string[] = [];
  for (let t = opening.opensAt; t.getTime() <= lastStart; t = addMinutes(t, SLOT_STEP_MINUTES)) {
    starts.push(toInstantText(t));
  }
  return starts;
}

export { isPastStart };

/** Which slot state each kind of block produces; also the order in which a slot reports its blocker. */
const STATE_OF_BLOCK: Record<LaneBlockKind, Exclude<SlotState, 'available' | 'past'>> = {
  reservation: 'reserved',
  tournament: 'tournament',
  league: 'league',
  session: 'in_use',
};
const BLOCK_PRIORITY: readonly LaneBlockKind[] = ['reservation', 'tournament', 'league', 'session'];

/**
 * The first block on `laneId` sharing time with [start, start + duration), a reservation before a tournament
 * before a session. `ignoreReservationId` leaves out the reservation being edited, so moving a booking by
 * half an hour does not collide with itself.
 */
export function blockingBlock(
  laneId: number,
  start: Date | string,
  durationMinutes: number,
  blocks: readonly LaneBlock[],
  ignoreReservationId?: string,
): LaneBlock | null {
  // Milliseconds, not ISO text: this runs for every slot of every lane on each availability request.
  const from = typeof start === 'string' ? Date.parse(start) : start.getTime();
  const to = from + durationMinutes * 60_000;
  const hits = blocks.filter(
    (b) =>
      b.laneId === laneId &&
      !(ignoreReservationId && b.kind === 'reservation' && b.reservationId === ignoreReservationId) &&
      from < blockTimes(b).end &&
      blockTimes(b).start < to,
  );
  for (const kind of BLOCK_PRIORITY) {
    const hit = hits.find((b) => b.kind === kind);
    if (hit) return hit;
  }
  return null;
}

/**
 * A slot's state on one lane (docs/behaviour.md#booking-slots-and-durations): 'past' if it starts before now
 * (whatever else holds it — a customer needs no more reason), else 'reserved' on overlap with an active
 * reservation, 'tournament' with a tournament using the lane, 'in_use' with a current lane session, else
 * 'available'. The blocks are already only the live ones (active reservations, tournaments not completed or
 * cancelled).
 */
export function slotStateOf(
  laneId: number,
  start: Date | string,
  durationMinutes: number,
  blocks: readonly LaneBlock[],
  now: Date | string,
  ignoreReservationId?: string,
): SlotState {
  if (isPastStart(start, now)) return 'past';
  const block = blockingBlock(laneId, start, durationMinutes, blocks, ignoreReservationId);
  return block ? STATE_OF_BLOCK[block.kind] : 'available';
}

/** A lane as the slot grid needs it. */
export interface GridLane {
  id: number;
  number: number;
  name: string;
  status: string;
}

export interface LaneSlots {
  laneId: number;
  number: number;
  name: string;
  slots: { start: string; state: SlotState; price: string }[];
}

/** Lanes in maintenance are hidden from (and cannot be booked on) the customer booking page. */
export function isBookableLane(lane: Pick<GridLane, 'status'>): boolean {
  return lane.status !== 'maintenance';
}

/**
 * A lane's own name, or null when it has none; a screen words such a lane from its number in its language
 * ('Bahn 3': shared/i18n/numberedNames.ts).
 */
export { laneOwnName };

/**
 * A lane's name as the server sends it: a blank one reads 'Lane {n}' (docs/behaviour.md#words-used-here),
 * which each screen words from the number (shared/i18n/numberedNames.ts).
 */
export function laneDisplayName(lane: Pick<GridLane, 'name' | 'number'>): string {
  return laneOwnName(lane) ?? madeUpName.lane(lane.number);
}

/**
 * The customer booking grid for one day and duration: every bookable lane, in lane-number order, with each
 * slot's state and price. The server answers GET /api/public/availability with exactly this.
 */
export function bookingGrid(
  date: VenueDate,
  durationMinutes: number,
  lanes: readonly GridLane[],
  settings: BookingSettings,
  blocks: readonly LaneBlock[],
  now: Date | string,
): LaneSlots[] {
  const starts = slotStartsOn(date, durationMinutes, settings);
  return lanes
    .filter(isBookableLane)
    .slice()
    .sort((a, b) => a.number - b.number)
    .map((lane) => {
      const price = priceText(lane.number, durationMinutes, settings);
      return {
        laneId: lane.id,
        number: lane.number,
        name: laneDisplayName(lane),
        slots: starts.map((start) => ({
          start,
          state: slotStateOf(lane.id, start, durationMinutes, blocks, now),
          price,
        })),
      };
    });
}
