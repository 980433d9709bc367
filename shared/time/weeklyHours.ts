import type { Weekday } from './weekdays';

/**
 * A venue's weekly opening hours as wall-clock times: when a day's hours run past midnight, and when two
 * days' hours would overlap. The booking rules (shared/booking/hours.ts) and the settings contract
 * (shared/api/settingsUpdate.ts) both read these.
 */

/** One day's hours as settings keep them: HH:MM times, and the Closed box. */
export interface DayTimes {
  start: string;
  end: string;
  closed: boolean;
}

const CLOCK_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether a day's hours close on the next calendar day. The rule: a closing time at or before the opening
 * time means the next day, so Friday 12:00–01:00 is open from Friday noon to 01:00 on Saturday morning, the
 * way a bar writes its hours.
 *
 * Decision, equal times: an opening and closing time that are the same (09:00–09:00, 00:00–00:00) mean
 * open for 24 hours, closing on the next day at that same time — the rule read literally. A day the venue
 * does not open is marked with its Closed box, never with equal times. Whatever the times, a day's
 * opening therefore lasts more than 0 and at most 24 hours (23 or 25 on a clock-change night).
 */
export function closesNextDay(hours: Pick<DayTimes, 'start' | 'end'>): boolean {
  return hours.end <= hours.start;
}

/** 'monday' → 'Monday', for messages such as 'Closed on {weekday}'. */
export function weekdayLabel(weekday: Weekday): string {
  return weekday.charAt(0).toUpperCase() + weekday.slice(1);
}

/** Two days' hours that would share time: `day` runs past midnight beyond the opening of `next`. */
export interface HoursClash {
  day: Weekday;
  next: Weekday;
  /** `day`'s closing time, on `next`'s clock. */
  closes: string;
  /** `next`'s opening time. */
  opens: string;
}

/**
 * Hours that run past midnight must close by the time the next day opens (Friday 12:00–02:00 with
 * Saturday opening at 01:00 is refused): otherwise one instant would belong to two openings, and a slot
 * to two days. Closed days and days with unreadable times clash with nothing.
 */
export function hoursClash(
  operatingHours: Partial<Record<Weekday, DayTimes | null | undefined>>,
  weekdays: readonly Weekday[],
): HoursClash | null {
  for (const [i, day] of weekdays.entries()) {
    const hours = operatingHours[day];
    const next = weekdays[(i + 1) % weekdays.length] as Weekday;
    const following = operatingHours[next];
    if (!readable(hours) || !readable(following) || !closesNextDay(hours)) continue;
    if (following.start < hours.end) return { day, next, closes: hours.end, opens: following.start };
  }
  return null;
}

function readable(hours: DayTimes | null | undefined): hours is DayTimes {
  return !!hours && !hours.closed && CLOCK_RE.test(hours.start) && CLOCK_RE.test(hours.end);
}
