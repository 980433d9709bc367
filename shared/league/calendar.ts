import type { Weekday } from '../time/weekdays';
import { addDays, isVenueDate, weekdayOf, type VenueDate } from '../time/venueTime';

/**
 * The season's nights on the calendar (docs/league.md#season-dates). The first night is the first date on
 * or after the season's start date that falls on its weekday; then every seventh day. A skipped date
 * (venue closed, a holiday) has no league night: the week meant for it moves to the next week, and so does
 * every week after it, so the season ends a week later for every skipped date that falls inside it. Skipped
 * dates that are not on the league's weekday change nothing.
 */

export interface SeasonCalendar {
  /** The season's first possible night, 'YYYY-MM-DD' on the venue's calendar. */
  startDate: VenueDate;
  weekday: Weekday;
  /** Dates with no league night. */
  skippedDates: readonly VenueDate[];
}

/** Why these season dates cannot be used, as a sentence for staff, or null when they can. */
export function seasonCalendarError(calendar: SeasonCalendar): string | null {
  if (!isVenueDate(calendar.startDate)) return 'The season’s start date is not a date.';
  const bad = calendar.skippedDates.find((d) => !isVenueDate(d));
  if (bad !== undefined) return `The skipped date ${bad} is not a date.`;
  return null;
}

/** The date of each week of play, week 1 first (`weeks` dates). */
export function seasonDates(calendar: SeasonCalendar, weeks: number): VenueDate[] {
  const skipped = new Set(calendar.skippedDates);
  let night = calendar.startDate;
  while (weekdayOf(night) !== calendar.weekday) night = addDays(night, 1);
  const dates: VenueDate[] = [];
  while (dates.length < weeks) {
    if (!skipped.has(night)) dates.push(night);
    night = addDays(night, 7);
  }
  return dates;
}

/** The week of play on `date`, or null when the season has no night that day. */
export function weekOnDate(calendar: SeasonCalendar, weeks: number, date: VenueDate): number | null {
  const index = seasonDates(calendar, weeks).indexOf(date);
  return index === -1 ? null : index + 1;
}
