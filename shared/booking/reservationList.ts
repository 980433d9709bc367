import { venueDateOf, venueDayBounds } from '../time/venueTime';

/**
 * From when an active booking still belongs on the Reservations page (SPEC §2 "Lists Active reservations").
 *
 * A booking nobody claimed (a no-show) stays `active` for ever: SPEC §4 knows no other way out of active
 * than activate or cancel. A booking whose time has passed can no longer be activated usefully, so after
 * five years such cards would bury tonight's (issue 14: ~5,400 of them). Decision: the page lists an active
 * booking until the end of the venue day on which it ended — the front desk still sees tonight's no-shows
 * (to call the customer, or cancel the card) until the venue's midnight, and from the next day the card
 * leaves the list. Nothing is written: the booking stays `active` in the database, so the calendar, the
 * venue's figures, retention and export still see it exactly as before. Operating hours never run past
 * midnight (settings refuse an end before the start), so the venue day is the calendar day in its zone.
 */
export function activeListedFrom(now: Date, zone: string): Date {
  return venueDayBounds(venueDateOf(now, zone), zone).start;
}
