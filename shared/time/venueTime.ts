import { DateTime, IANAZone } from 'luxon';
import { WEEKDAYS, type Weekday } from '../api/settings';

/**
 * Venue-timezone helpers. "Today", opening hours and slot grids are wall-clock facts in the venue's zone
 * (settings.timezone), never the server process's TZ. Instants travel as UTC ISO-8601 strings.
 * Nothing here reads the clock: callers pass `now`.
 */

/** A calendar day in the venue's zone, 'YYYY-MM-DD'. */
export type VenueDate = string;
/** A wall-clock time, 'HH:MM'. */
export type ClockText = string;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

export function isVenueDate(text: string): boolean {
  return DATE_RE.test(text) && DateTime.fromISO(text, { zone: 'UTC' }).isValid;
}

/** The venue's calendar date at an instant. */
export function venueDateOf(instant: Date | string, zone: string): VenueDate {
  return toZoned(instant, zone).toISODate() ?? '';
}

/** The wall-clock 'HH:MM' at an instant in the venue's zone. */
export function clockTimeOf(instant: Date | string, zone: string): ClockText {
  return toZoned(instant, zone).toFormat('HH:mm');
}

/** SPEC §3 weekday key ('sunday'…'saturday') of a venue date. */
export function weekdayOf(date: VenueDate): Weekday {
  const d = DateTime.fromISO(date, { zone: 'UTC' });
  return WEEKDAYS[d.weekday % 7] as Weekday;
}

/**
 * The instant at which the venue's clock shows `time` on `date`. On the spring-forward day a time inside
 * the missing hour moves forward by the gap (01:30 → 02:30 BST); on the autumn day an ambiguous time takes
 * the earlier (summer-time) instant.
 */
export function venueInstant(date: VenueDate, time: ClockText, zone: string): Date {
  const [h, m] = time.split(':').map(Number);
  return DateTime.fromISO(date, { zone }).set({ hour: h, minute: m, second: 0, millisecond: 0 }).toJSDate();
}

/** Midnight at the start of `date` and at the start of the next day, in the venue's zone. */
export function venueDayBounds(date: VenueDate, zone: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/** `date` moved by whole calendar days. */
export function addDays(date: VenueDate, days: number): VenueDate {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() ?? date;
}

/** Minutes between two instants, rounded down (positive when `later` is after `earlier`). */
export function minutesBetween(earlier: Date | string, later: Date | string): number {
  return Math.floor((toDate(later).getTime() - toDate(earlier).getTime()) / 60_000);
}

export function addMinutes(instant: Date | string, minutes: number): Date {
  return new Date(toDate(instant).getTime() + minutes * 60_000);
}

/** Canonical stored form of an instant: UTC ISO-8601 with milliseconds, so strings sort as instants do. */
export function toInstantText(instant: Date | string): string {
  return toDate(instant).toISOString();
}

function toDate(instant: Date | string): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}

function toZoned(instant: Date | string, zone: string): DateTime {
  return DateTime.fromJSDate(toDate(instant)).setZone(zone);
}
