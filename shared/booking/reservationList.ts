import { addDays, type VenueDate } from '../time/venueTime';
import { venueDaySpan, type VenueHours } from './hours';

/** The stretch of time a page of the Reservations page covers: an active booking is listed when it overlaps it. */
export interface ReservationWindow {
  start: Date;
  end: Date;
}

/**
 * The window of `days` venue days from `from` that a page of the Reservations page (and a month of the
 * calendar) lists: from that day's midnight to the end of the last day's span — its midnight, or its
 * closing when the hours run past midnight, so a Friday open until 01:00 keeps its 00:30 booking on
 * Friday's page. A booking is listed when it ends after the start and starts before the end.
 *
 * The page opens on today (the venue day: at 00:30 on Saturday a Friday 12:00–01:00 venue is still in
 * Friday). A booking nobody claimed (a no-show) stays `active` for ever — an active booking leaves only by
 * being activated or cancelled — so listing every active booking would, after five years, bury tonight's
 * cards under thousands of stale ones. From today, the page lists tonight's no-shows until the venue day is
 * over (the desk can still call the customer, or cancel the card) and none from earlier days. Nothing is
 * written: the booking stays `active` in the database, so the calendar, the venue's figures, retention and
 * export still see it; and a page asked for an earlier day lists that day's bookings, claimed or not.
 */
export function reservationWindow(from: VenueDate, days: number, hours: VenueHours): ReservationWindow {
  return {
    start: venueDaySpan(from, hours).start,
    end: venueDaySpan(addDays(from, Math.max(1, days) - 1), hours).end,
  };
}
