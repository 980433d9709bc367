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
  // Every zone's offsets and changes fall on quarter hours, so the venue's date is the same throughout
  // any 15-minute stretch of UTC: remember it per stretch (as whole days since 1970) instead of asking
  // Intl each time.
  const bucket = Math.floor(toDate(instant).getTime() / QUARTER_HOUR_MS);
  const days = remember(`d|${zone}|${bucket}`, () => {
    const iso = DateTime.fromMillis(bucket * QUARTER_HOUR_MS, { zone }).toISODate() ?? '1970-01-01';
    return Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
  });
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** The wall-clock 'HH:MM' at an instant in the venue's zone. */
export function clockTimeOf(instant: Date | string, zone: string): ClockText {
  return toZoned(instant, zone).toFormat('HH:mm');
}

/** The settings' weekday key ('sunday'…'saturday') of a venue date. */
export function weekdayOf(date: VenueDate): Weekday {
  // A calendar date's weekday needs no zone: read it from UTC midnight of that date.
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] as Weekday;
}

/**
 * The instant at which the venue's clock shows `time` on `date`. On the spring-forward day a time inside
 * the missing hour moves forward by the gap (01:30 → 02:30 BST); on the autumn day an ambiguous time takes
 * the earlier (summer-time) instant.
 */
export function venueInstant(date: VenueDate, time: ClockText, zone: string): Date {
  return new Date(
    remember(`i|${zone}|${date}|${time}`, () => {
      const [h, m] = time.split(':').map(Number);
      return DateTime.fromISO(date, { zone })
        .set({ hour: h, minute: m, second: 0, millisecond: 0 })
        .toMillis();
    }),
  );
}

/** Midnight at the start of `date` and at the start of the next day, in the venue's zone. */
export function venueDayBounds(date: VenueDate, zone: string): { start: Date; end: Date } {
  const start = remember(`s|${zone}|${date}`, () =>
    DateTime.fromISO(date, { zone }).startOf('day').toMillis(),
  );
  const next = addDays(date, 1);
  const end = remember(`s|${zone}|${next}`, () => DateTime.fromISO(next, { zone }).startOf('day').toMillis());
  return { start: new Date(start), end: new Date(end) };
}

/** `date` moved by whole calendar days. */
export function addDays(date: VenueDate, days: number): VenueDate {
  // Calendar arithmetic on a date alone: UTC midnight has no DST, so whole days are 86,400,000 ms.
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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

/**
 * Where a wall-clock time falls in a zone never changes while the program runs, and luxon finds it through
 * Intl (slow: it dominated every lane and availability request). So those answers are remembered, as
 * milliseconds, in a bounded table; callers still get a fresh Date each time.
 */
const remembered = new Map<string, number>();
const REMEMBER_AT_MOST = 2000;

function remember(key: string, compute: () => number): number {
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
  remembered.set(key, value);
  return value;
}

function toDate(instant: Date | string): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}

function toZoned(instant: Date | string, zone: string): DateTime {
  return DateTime.fromJSDate(toDate(instant)).setZone(zone);
}
