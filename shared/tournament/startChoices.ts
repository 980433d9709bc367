/**
 * Date and time choices of the Setup Tournament modal (docs/behaviour.md#the-tournaments-page): dates cover
 * 31 days from today, closed days marked '(Closed - Tournament Only)'; the default time is 18:00; start times
 * are hourly within that day's operating hours, or 09:00 to 22:00 when the day has no hours or is closed.
 */
import { addDays, weekdayOf, type VenueDate } from '../time/venueTime';
import type { Weekday } from '../time/weekdays';
import { closesNextDay, type DayTimes } from '../time/weeklyHours';

export const TOURNAMENT_DATE_DAYS = 31;
export const DEFAULT_TOURNAMENT_TIME = '18:00';
const FALLBACK_FIRST_HOUR = 9;
const FALLBACK_LAST_HOUR = 22;

export type HoursByWeekday = Partial<Record<Weekday, DayTimes | null | undefined>>;

export interface DateChoice {
  date: VenueDate;
  weekday: Weekday;
  /** Closed or without hours: a tournament may still run, as the note says. */
  closed: boolean;
}

const CLOCK_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

function usableHours(hours: DayTimes | null | undefined): DayTimes | null {
  if (!hours || hours.closed || !CLOCK_RE.test(hours.start) || !CLOCK_RE.test(hours.end)) return null;
  return hours;
}

/** Today and the 30 days after it. A day with no hours counts as closed (nothing is open to book). */
export function tournamentDateChoices(today: VenueDate, hours: HoursByWeekday): DateChoice[] {
  return Array.from({ length: TOURNAMENT_DATE_DAYS }, (_, i) => {
    const date = addDays(today, i);
    const weekday = weekdayOf(date);
    return { date, weekday, closed: usableHours(hours[weekday]) === null };
  });
}

const hourText = (h: number) => `${h < 10 ? '0' : ''}${h}:00`;

/**
 * Whole hours a tournament may start at on this weekday: from the opening time (rounded up to the hour)
 * to the last whole hour before closing. Decision: an 09:00–23:00 day offers 09:00 to 22:00, which is
 * also the fallback range for closed days. Hours that run past midnight (closing at or before
 * opening, shared/booking/hours.ts) offer every hour from opening to 23:00: a start after midnight is a
 * start on the next date, which the organiser picks as that date.
 */
export function tournamentStartTimes(hours: DayTimes | null | undefined): string[] {
  const open = usableHours(hours);
  let first = FALLBACK_FIRST_HOUR;
  let last = FALLBACK_LAST_HOUR;
  if (open) {
    const [sh, sm] = open.start.split(':').map(Number);
    const [eh, em] = open.end.split(':').map(Number);
    first = sm > 0 ? sh + 1 : sh;
    last = closesNextDay(open) ? 23 : em > 0 ? eh : eh - 1;
  }
  const times: string[] = [];
  for (let h = first; h <= last; h++) times.push(hourText(h));
  return times;
}

/** 18:00 when the day offers it, else the nearest offered hour. */
export function defaultStartTime(times: readonly string[]): string {
  if (times.length === 0 || times.includes(DEFAULT_TOURNAMENT_TIME)) return DEFAULT_TOURNAMENT_TIME;
  const target = 18;
  return [...times].sort(
    (a, b) => Math.abs(parseInt(a, 10) - target) - Math.abs(parseInt(b, 10) - target),
  )[0];
}
