import type { Lane } from '../../../shared/api/lanes';
import type { Reservation } from '../../../shared/api/reservations';
import type { Tournament } from '../../../shared/api/tournaments';
import type { CalendarLeagueNight } from '../../../shared/api/leagues';
import {
  leagueNightBlocks,
  matchBlock,
  reservationBlock,
  sessionBlock,
  tournamentBlocks,
} from '../../../shared/booking/blocks';
import {
  openingOn,
  venueDayOf,
  weekdayLabel,
  type BookingSettings,
  type VenueHours,
} from '../../../shared/booking/hours';
import type { LaneBlock } from '../../../shared/booking/laneBlock';
import { blockingBlock, slotStartsOn } from '../../../shared/booking/slots';
import { CONFIGURABLE_LANES } from '../../../shared/api/settings';
import type { ReservationPage } from '../../api/queries/reservations';
import { dayText, type MonthRef } from '../customer-booking/monthGrid';

/** The calendar's grid steps in half hours. */
export const CALENDAR_STEP_MINUTES = 30;

/**
 * Every block the calendar shows, built from what the staff screens already hold: a lane playing a tournament
 * match shows the tournament's cell for the half hour of `now`, In Use for a session, and a league night its
 * season's lanes for its hours, named after the league and season, as a tournament's cell.
 */
export function calendarBlocks(
  reservations: readonly Reservation[],
  tournaments: readonly Tournament[],
  lanes: readonly Lane[],
  now: Date,
  leagueNights: readonly CalendarLeagueNight[] = [],
): LaneBlock[] {
  return [
    ...reservations.map(reservationBlock),
    ...tournaments.flatMap(tournamentBlocks),
    ...leagueNights.flatMap(leagueNightBlocks),
    ...lanes.map(sessionBlock),
    ...lanes.map((lane) => matchBlock(lane, now)),
  ].filter((b): b is LaneBlock => b !== null);
}

/**
 * The page of GET /api/reservations a month of the calendar reads: its first day and its length, so the
 * dots and the day grid show every booking of the month — past days' unclaimed ones included — and never
 * the whole diary.
 */
export function monthPage({ year, month }: MonthRef): ReservationPage & { from: string; days: number } {
  return { from: dayText(year, month, 1), days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/** Up to the first 10 lanes, by number, are the grid's columns. */
export function calendarLanes(lanes: readonly Lane[]): Lane[] {
  return [...lanes].sort((a, b) => a.number - b.number).slice(0, CONFIGURABLE_LANES);
}

/**
 * Days (venue days) that have at least one active reservation: the mini month's dots. A booking at 00:30
 * on Saturday in a Friday that closes at 01:00 is Friday's (shared/booking/hours.ts venueDayOf), as its
 * row is in Friday's grid.
 */
export function reservationDays(reservations: readonly Reservation[], venue: VenueHours): Set<string> {
  return new Set(
    reservations.filter((r) => r.status === 'active').map((r) => venueDayOf(r.reservedTime, venue)),
  );
}

/** The active reservations that start in a venue day: the count badge. */
export function reservationsOn(
  reservations: readonly Reservation[],
  date: string,
  venue: VenueHours,
): Reservation[] {
  return reservations.filter((r) => r.status === 'active' && venueDayOf(r.reservedTime, venue) === date);
}

export type CalendarCell =
  | { kind: 'reserved'; block: LaneBlock }
  | { kind: 'tournament'; block: LaneBlock }
  | { kind: 'in_use' }
  | { kind: 'available' }
  | { kind: 'past' };

/**
 * One grid cell: what holds the lane during [start, start + 30 min). A free half hour that is already over is
 * 'past', never 'Available': nobody can book it any more. What held the lane stays shown.
 */
export function cellAt(
  laneId: number,
  start: string,
  blocks: readonly LaneBlock[],
  now: Date | null = null,
): CalendarCell {
  const block = blockingBlock(laneId, start, CALENDAR_STEP_MINUTES, blocks);
  if (!block) {
    const over = now !== null && Date.parse(start) + CALENDAR_STEP_MINUTES * 60_000 <= now.getTime();
    return { kind: over ? 'past' : 'available' };
  }
  if (block.kind === 'reservation') return { kind: 'reserved', block };
  // A league night is drawn as a tournament's hours are: the lane is taken by an event, named.
  if (block.kind === 'tournament' || block.kind === 'league') return { kind: 'tournament', block };
  return { kind: 'in_use' };
}

export type DayView =
  | { kind: 'grid'; rows: string[] }
  | { kind: 'message'; text: string; reason: 'closed' | 'no_hours'; weekday: string };

/**
 * 'Closed on {weekday}' on a closed day; otherwise the day's half-hour rows within its hours, running on past
 * midnight to closing when the hours do.
 */
export function dayView(date: string, settings: BookingSettings): DayView {
  const opening = openingOn(date, settings);
  const weekday = weekdayLabel(opening.weekday);
  if (opening.kind === 'closed')
    return { kind: 'message', text: `Closed on ${weekday}`, reason: 'closed', weekday: opening.weekday };
  if (opening.kind === 'no_hours')
    return {
      kind: 'message',
      text: `No opening hours set for ${weekday}`,
      reason: 'no_hours',
      weekday: opening.weekday,
    };
  return { kind: 'grid', rows: slotStartsOn(date, CALENDAR_STEP_MINUTES, settings) };
}

/**
 * The row the grid opens at: today, the half hour under way (or the first row, before opening); on any other
 * day, the first row — the day's opening. Null after the day's last row: today is over, and the grid opens at
 * its end.
 */
export function openingRow(rows: readonly string[], now: Date): string | null {
  const current = [...rows].reverse().find((start) => Date.parse(start) <= now.getTime());
  if (current === undefined) return rows[0] ?? null;
  const lastEnd = Date.parse(rows[rows.length - 1] ?? current) + CALENDAR_STEP_MINUTES * 60_000;
  return now.getTime() < lastEnd ? current : null;
}
