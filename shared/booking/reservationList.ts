import { venueDayBounds } from '../time/venueTime';
import { venueDayOf, type VenueHours } from './hours';

/**
 * From when an active booking still belongs on the Reservations page (SPEC §2 "Lists Active reservations").
 *
 * A booking nobody claimed (a no-show) stays `active` for ever: SPEC §4 knows no other way out of active
 * than activate or cancel. A booking whose time has passed can no longer be activated usefully, so after
 * five years such cards would bury tonight's (issue 14: ~5,400 of them). Decision: the page lists an active
 * booking until the end of the venue day on which it ended — the front desk still sees tonight's no-shows
 * (to call the customer, or cancel the card) until the venue day is over, and from the next day the card
 * leaves the list. Nothing is written: the booking stays `active` in the database, so the calendar, the
 * venue's figures, retention and export still see it exactly as before. The venue day is the calendar day
 * in the venue's zone, except that hours running past midnight keep it going until closing (issue 20):
 * at 00:30 on Saturday a Friday 12:00–01:00 venue still lists Friday's bookings.
 */
export function activeListedFrom(now: Date, hours: VenueHours): Date {
  return venueDayBounds(venueDayOf(now, hours), hours.timezone).start;
}
