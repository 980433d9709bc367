import { DateTime } from 'luxon';

/** Settings default: keep customer contact details for 24 months after the booking. */
export const DEFAULT_RETENTION_MONTHS = 24;
/** Fewer than one month would scrub a booking's contact before a customer could ask about it. */
export const MIN_RETENTION_MONTHS = 1;
/** Ten years: past that, "storage limitation" means nothing; a larger number is surely a typing slip. */
export const MAX_RETENTION_MONTHS = 120;

/** What an anonymised booking shows instead of the customer's name (phone and e-mail become empty). */
export const ANONYMISED_NAME = 'Anonymised customer';

/**
 * The storage-limitation rule (UK GDPR art. 5(1)(e)): a booking's customer name, phone and e-mail are kept
 * for `months` calendar months after the booked session's start, counted on the venue's wall clock.
 *
 * Decision: the clock starts at the session's start time (`reservedTime`), not at the moment it was booked
 * — a booking made a year ahead keeps its contact until the customer has played and for N months after.
 * Counting happens in the venue's timezone: a booking at 19:00 on 10 October is due at 19:00 on 10 October
 * N months later on the venue's clock, whatever the UTC offset did in between (BST/GMT). A month that has
 * no such day ends on its last day (31 March + 1 month = 30 April, luxon's rule).
 *
 * So the cut-off for `now` is "now on the venue's clock minus N months": a booking that started strictly
 * before it is due; one at or after it is kept.
 */
export function retentionCutoff(now: Date, zone: string, months: number): Date {
  return DateTime.fromJSDate(now, { zone }).minus({ months }).toJSDate();
}

/** Whether a booking that started at `reservedTime` has had its contact details for long enough. */
export function isDueForAnonymising(reservedTime: string, now: Date, zone: string, months: number): boolean {
  return Date.parse(reservedTime) < retentionCutoff(now, zone, months).getTime();
}

/**
 * A phone number as people type it, reduced to its digits ('07700 900-123' → '07700900123'), so a search
 * finds a booking whatever spacing the customer used. A leading '+44' is read as the UK trunk '0'.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return text.trim().startsWith('+44') ? `0${digits.slice(2)}` : digits;
}

/** E-mail addresses match without regard to case or surrounding spaces. */
export function emailKey(text: string): string {
  return text.trim().toLowerCase();
}
