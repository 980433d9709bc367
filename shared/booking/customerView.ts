import type { PublicLaneAvailability } from '../api/publicBooking';
import type { DayHours, Weekday } from '../api/settings';
import { WEEKDAY_NAMES } from '../time/names';
import { isPastStart } from '../time/display';

/**
 * What the customer's booking page shows, beyond the engine's slots: times first on a phone, closed days, and
 * the booking's reference. Intl- and luxon-free, like display.ts, for the page's slim build.
 */

/** The weekdays in the settings' order (sunday first), as operating hours key them. */
const WEEKDAY_KEYS: readonly Weekday[] = WEEKDAY_NAMES.map((name) => name.toLowerCase() as Weekday);

type Hours = Partial<Record<Weekday, Pick<DayHours, 'closed'> | null | undefined>>;

/** The weekday of a 'YYYY-MM-DD' day, as operating hours key it. */
export function weekdayKeyOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  const index = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return WEEKDAY_KEYS[index] ?? 'sunday';
}

/** Whether the venue is closed all day on a day (its weekday is marked closed). */
export function isClosedDay(date: string, hours: Hours): boolean {
  return hours[weekdayKeyOf(date)]?.closed === true;
}

/**
 * 'Closed on Sundays', 'Closed on Sundays and Mondays', 'Closed on Sundays, Mondays and Tuesdays' — the
 * line under the date picker; null when the venue opens every day. Weeks read Monday first, as the picker.
 */
/** The weekdays the venue is closed on, Monday first. */
export function closedWeekdays(hours: Hours): Weekday[] {
  const mondayFirst = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];
  return mondayFirst
    .map((name) => name.toLowerCase() as Weekday)
    .filter((key) => hours[key]?.closed === true);
}

export function closedDaysText(hours: Hours): string | null {
  const mondayFirst = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];
  const closed = mondayFirst.filter((name) => hours[name.toLowerCase() as Weekday]?.closed === true);
  if (closed.length === 0) return null;
  const plural = closed.map((name) => `${name}s`);
  const last = plural.pop();
  return `Closed on ${plural.length > 0 ? `${plural.join(', ')} and ${last}` : last}`;
}

/** 'Closed on Sundays': what the booking page says for a day whose weekday the venue is closed. */
export function closedOnDayText(date: string): string {
  const key = weekdayKeyOf(date);
  return `Closed on ${key.charAt(0).toUpperCase()}${key.slice(1)}s`;
}

/** A lane free at a time, with its price for the chosen length. */
export interface FreeLane {
  laneId: number;
  laneName: string;
  price: string;
}

/** A start time at which at least one lane is free, and those lanes in lane order. */
export interface FreeTime {
  start: string;
  lanes: FreeLane[];
}

/**
 * The phone: the day's free times first — each start at which some lane can be booked, with the lanes free
 * then — leaving out times already past and times with no free lane. The customer picks a time, then (if they
 * care) a lane; the first free lane is picked for them.
 */
export function freeTimes(lanes: readonly PublicLaneAvailability[], now: Date): FreeTime[] {
  const byStart = new Map<string, FreeLane[]>();
  for (const lane of [...lanes].sort((a, b) => a.number - b.number)) {
    for (const slot of lane.slots) {
      if (slot.state !== 'available' || isPastStart(slot.start, now)) continue;
      const free = byStart.get(slot.start) ?? [];
      free.push({ laneId: lane.laneId, laneName: lane.name, price: slot.price });
      byStart.set(slot.start, free);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => Date.parse(a) - Date.parse(b))
    .map(([start, free]) => ({ start, lanes: free }));
}

/**
 * The short reference a customer quotes at the bar or on the phone: the booking id's first eight
 * characters, upper case, in two fours ('1A2B-3C4D'). Staff see the same on the booking's card.
 */
export function bookingReference(id: string): string {
  const head = id
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return head.length > 4 ? `${head.slice(0, 4)}-${head.slice(4)}` : head;
}
