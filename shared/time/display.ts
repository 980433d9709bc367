import { MONTH_NAMES, WEEKDAY_NAMES } from './names';
/**
 * Small venue-zone helpers built on the platform's Intl only — no luxon — so the public booking page can
 * show times and "today" in the venue's timezone without shipping a date library to every customer.
 */

/** A start strictly before now has passed; a start at this very instant may still be booked. */
export function isPastStart(start: Date | string, now: Date | string): boolean {
  return new Date(start).getTime() < new Date(now).getTime();
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function format(cache: Map<string, Intl.DateTimeFormat>, zone: string, make: () => Intl.DateTimeFormat) {
  let f = cache.get(zone);
  if (!f) {
    f = make();
    cache.set(zone, f);
  }
  return f;
}

/** '18:30': the wall-clock time of an instant at the venue. */
export function venueClock(instant: Date | string, zone: string): string {
  const f = format(
    timeFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return f.format(new Date(instant));
}

/** '2026-06-10': the venue's calendar date at an instant. */
export function venueDay(instant: Date | string, zone: string): string {
  const f = format(
    dateFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  const parts = Object.fromEntries(f.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A 'YYYY-MM-DD' day shown long, e.g. 'Wednesday 10 June 2026'. Spelled out by hand rather than by Intl,
 * whose punctuation differs between ICU versions (Node and the browser must name a day identically).
 */
export function longDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]} ${d} ${MONTH_NAMES[(m ?? 1) - 1]} ${y}`;
}

/**
 * 'Monday 23 November 2026, 20:03': an instant as the venue reads it, in its own zone (the audit log and
 * Tonight's Games once showed raw '2024-11-23T20:03:16.675Z' and '2026-11-23').
 */
export function venueDateTime(instant: Date | string, zone: string): string {
  return `${longDay(venueDay(instant, zone))}, ${venueClock(instant, zone)}`;
}

/** '60 min' → '1 hour', '90' → '1.5 hours': how the booking page names a duration. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
