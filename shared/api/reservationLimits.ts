/**
 * The reservation limits (docs/behaviour.md#booking-slots-and-durations), in a module with no imports so the
 * public booking page can use them without pulling the zod contract into every customer's download.
 * shared/api/reservations.ts re-exports them.
 */

/** Reservations last 30, 60, 90, 120, 150 or 180 minutes; 60 by default. */
export const RESERVATION_DURATIONS = [30, 60, 90, 120, 150, 180] as const;
export type ReservationDuration = (typeof RESERVATION_DURATIONS)[number];
export const DEFAULT_RESERVATION_DURATION: ReservationDuration = 60;

export function isReservationDuration(minutes: number): minutes is ReservationDuration {
  return (RESERVATION_DURATIONS as readonly number[]).includes(minutes);
}

/** 1 to 4 players, 2 by default. */
export const MIN_RESERVATION_PLAYERS = 1;
export const MAX_RESERVATION_PLAYERS = 4;
export const DEFAULT_RESERVATION_PLAYERS = 2;
