import { openingOn, type BookingSettings } from '../booking/hours';
import { addDays, venueDateOf, weekdayOf, type VenueDate } from '../time/venueTime';

/** The Monday that starts the (ISO) week `date` falls in: head office's "this week". */
export function weekStartOf(date: VenueDate): VenueDate {
  const back = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 };
  return addDays(date, -back[weekdayOf(date)]);
}

/** Hours the venue is open on `date` (0 when closed or without hours). */
export function hoursOpenOn(date: VenueDate, settings: BookingSettings): number {
  const day = openingOn(date, settings);
  return day.kind === 'open' ? (day.closesAt.getTime() - day.opensAt.getTime()) / 3_600_000 : 0;
}

/**
 * What a venue can sell, for utilisation on head office: lanes in service × opening hours, today and over
 * this week (Monday to Sunday), in the venue's own zone.
 */
export function laneHoursOpen(
  now: Date,
  settings: BookingSettings,
  lanesInService: number,
): { today: number; week: number } {
  const today = venueDateOf(now, settings.timezone);
  const monday = weekStartOf(today);
  let week = 0;
  for (let i = 0; i < 7; i += 1) week += hoursOpenOn(addDays(monday, i), settings);
  return { today: hoursOpenOn(today, settings) * lanesInService, week: week * lanesInService };
}
