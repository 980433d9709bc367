import type { DayHours, Settings, Weekday } from '../api/settings';
import { venueDateOf, venueInstant, weekdayOf, type VenueDate } from '../time/venueTime';

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
    }
  | { kind: 'closed'; date: VenueDate; weekday: Weekday }
  | { kind: 'no_hours'; date: VenueDate; weekday: Weekday };

const CLOCK_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * SPEC §5: a closed day, or a day with no hours, has no slots. Hours are wall-clock times in the venue's
 * timezone (settings.timezone), so 09:00 is 09:00 in London in winter and in summer alike. A day counts as
 * having no hours when its entry is missing, a time is not HH:MM, or opening is not before closing — the
 * settings page refuses such hours, so this only guards stored data.
 */
export function openingOn(date: VenueDate, settings: BookingSettings): DayOpening {
  const weekday = weekdayOf(date);
  const hours = settings.operatingHours[weekday];
  if (hours?.closed) return { kind: 'closed', date, weekday };
  if (!hours || !CLOCK_RE.test(hours.start) || !CLOCK_RE.test(hours.end) || hours.start >= hours.end) {
    return { kind: 'no_hours', date, weekday };
  }
  const opensAt = venueInstant(date, hours.start, settings.timezone);
  const closesAt = venueInstant(date, hours.end, settings.timezone);
  // Hours that open inside a spring-forward gap can land on or after closing; treat as no hours.
  if (opensAt.getTime() >= closesAt.getTime()) return { kind: 'no_hours', date, weekday };
  return { kind: 'open', date, weekday, start: hours.start, end: hours.end, opensAt, closesAt };
}

/** The opening of the venue day on which an instant falls. */
export function openingAt(instant: Date | string, settings: BookingSettings): DayOpening {
  return openingOn(venueDateOf(instant, settings.timezone), settings);
}

/** 'monday' → 'Monday', for messages such as SPEC §2's 'Closed on {weekday}'. */
export function weekdayLabel(weekday: Weekday): string {
  return weekday.charAt(0).toUpperCase() + weekday.slice(1);
}
