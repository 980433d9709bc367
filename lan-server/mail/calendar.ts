import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import { vtimezone } from '../../shared/time/vtimezone';
import type { Language } from '../../shared/i18n/languages';

export interface CalendarBooking {
  /** Stable across resends, so a calendar updates the same event rather than adding a second one. */
  uid: string;
  start: string;
  durationMinutes: number;
  zone: string;
  summary: string;
  location: string;
  description: string;
  /** DTSTAMP: when the file was made (the server's clock), written in UTC as RFC 5545 §3.8.7.2 requires. */
  stamp: Date;
  /** The language the texts are written in (the customer's), named in the file's PRODID. */
  language?: Language;
}

/**
 * The .ics attached to a confirmation: one event in the venue's zone, with a VTIMEZONE block
 * listing the zone's real offset changes, so DTSTART is the booked instant in any calendar program.
 * METHOD:PUBLISH: the customer adds the event; there is no meeting to accept or decline.
 *
 * The zone is named on the event only, never as the calendar's zone: ical-generator writes DTSTAMP in the
 * calendar's zone (a local time without a 'Z', which RFC 5545 §3.8.7.2 forbids). With no calendar zone it
 * writes DTSTAMP in UTC, and the generator is still asked for the event's zone, so VTIMEZONE stays.
 * X-WR-TIMEZONE (a hint some calendar programs read) is added by hand for the same reason.
 */
export function bookingCalendar(b: CalendarBooking): string {
  const start = DateTime.fromISO(b.start, { zone: b.zone });
  const cal = ical({
    prodId: { company: 'Doubletop', product: 'Lane booking', language: (b.language ?? 'en').toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  cal.timezone({ name: null, generator: (zone) => vtimezone(zone, start.toJSDate()) });
  cal.x([['X-WR-TIMEZONE', b.zone]]);
  cal.createEvent({
    id: b.uid,
    start,
    end: start.plus({ minutes: b.durationMinutes }),
    timezone: b.zone,
    stamp: DateTime.fromJSDate(b.stamp, { zone: 'utc' }),
    summary: b.summary,
    location: b.location,
    description: b.description,
  });
  return cal.toString();
}
