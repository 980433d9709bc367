import type { DayHours, Settings, Weekday } from '../api/settings';
import {
  addDays,
  venueDateOf,
  venueDayBounds,
  venueInstant,
  weekdayOf,
  type VenueDate,
} from '../time/venueTime';

/**
 * The settings the booking engine reads. Operating hours are loosened to "maybe missing" so a venue whose
 * stored hours lack a weekday (or hold a blank time) gets "no hours that day" instead of a crash.
 */
export interface BookingSettings {
  timezone: Settings['timezone'];
  defaultHourlyRate: Settings['defaultHourlyRate'];
  laneRates: Settings['laneRates'];
  operatingHours: Partial<Record<Weekday, DayHours | null | undefined>>;
}

/** The part of the settings that says when the venue is open: its zone and its weekly hours. */
export type VenueHours = Pick<BookingSettings, 'timezone' | 'operatingHours'>;

/** A day's opening in the venue's zone: open between two instants, closed, or without configured hours. */
export type DayOpening =
  | {
      kind: 'open';
      date: VenueDate;
      weekday: Weekday;
      start: string;
      end: string;
      opensAt: Date;
      closesAt: Date;
      /** The closing time falls on the next calendar day (the hours run past midnight). */
      overnight: boolean;
    }
  | { kind: 'closed'; date: VenueDate; weekday: Weekday }
  | { kind: 'no_hours'; date: VenueDate; weekday: Weekday };

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
export function closesNextDay(hours: Pick<DayHours, 'start' | 'end'>): boolean {
  return hours.end <= hours.start;
}

/**
 * A closed day, or a day with no hours, has no slots. Hours are wall-clock times in the venue's timezone
 * (settings.timezone), so 09:00 is 09:00 in London in winter and in summer alike. A day counts as having no
 * hours when its entry is missing or a time is not HH:MM — the settings page refuses such hours, so this only
 * guards stored data. Hours whose closing is at or before their opening run past midnight
 * ({@link closesNextDay}): the opening belongs to the day it opens on, and the next day's own hours still
 * apply to the next day.
 */
export function openingOn(date: VenueDate, settings: VenueHours): DayOpening {
  const weekday = weekdayOf(date);
  const hours = settings.operatingHours[weekday];
  if (hours?.closed) return { kind: 'closed', date, weekday };
  if (!hours || !CLOCK_RE.test(hours.start) || !CLOCK_RE.test(hours.end)) {
    return { kind: 'no_hours', date, weekday };
  }
  const overnight = closesNextDay(hours);
  const opensAt = venueInstant(date, hours.start, settings.timezone);
  const closesAt = venueInstant(overnight ? addDays(date, 1) : date, hours.end, settings.timezone);
  // Hours that open inside a spring-forward gap can land on or after closing; treat as no hours.
  if (opensAt.getTime() >= closesAt.getTime()) return { kind: 'no_hours', date, weekday };
  return { kind: 'open', date, weekday, start: hours.start, end: hours.end, opensAt, closesAt, overnight };
}

/**
 * The opening an instant falls under: the previous day's when that opening runs past midnight and has not
 * closed yet (00:30 on Saturday belongs to Friday 12:00–01:00), otherwise the opening of the instant's own
 * calendar day — also before it opens or after it closes, so a refusal can name that day's hours. Should
 * stored hours overlap (the settings page refuses that), the instant's own day wins once it has opened.
 */
export function openingAt(instant: Date | string, settings: VenueHours): DayOpening {
  const at = new Date(instant).getTime();
  const date = venueDateOf(instant, settings.timezone);
  const today = openingOn(date, settings);
  if (today.kind === 'open' && at >= today.opensAt.getTime()) return today;
  const yesterday = openingOn(addDays(date, -1), settings);
  if (yesterday.kind === 'open' && at < yesterday.closesAt.getTime()) return yesterday;
  return today;
}

/**
 * The venue day an instant belongs to: the day whose opening it falls in when that opening ran past
 * midnight, otherwise its calendar day. Between closing and the next midnight, and all day on a closed day,
 * this is the calendar date. "Today" for the venue's daily jobs (retention) and lists turns over after
 * the last customer leaves, not at midnight in the middle of a Friday night.
 */
export function venueDayOf(instant: Date | string, settings: VenueHours): VenueDate {
  const opening = openingAt(instant, settings);
  const date = venueDateOf(instant, settings.timezone);
  return opening.kind === 'open' && opening.date !== date ? opening.date : date;
}

/**
 * The stretch a venue day covers: from its midnight to the later of the next midnight and the day's
 * closing. Everything that can happen in the day's opening lies inside it.
 */
export function venueDaySpan(date: VenueDate, settings: VenueHours): { start: Date; end: Date } {
  const { start, end } = venueDayBounds(date, settings.timezone);
  const opening = openingOn(date, settings);
  return opening.kind === 'open' && opening.closesAt > end
    ? { start, end: opening.closesAt }
    : { start, end };
}

/** 'monday' → 'Monday', for messages such as the calendar's 'Closed on {weekday}'. */
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
  operatingHours: VenueHours['operatingHours'],
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

function readable(hours: DayHours | null | undefined): hours is DayHours {
  return !!hours && !hours.closed && CLOCK_RE.test(hours.start) && CLOCK_RE.test(hours.end);
}
