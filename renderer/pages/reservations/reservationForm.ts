import { DateTime } from 'luxon';
import {
  DEFAULT_RESERVATION_DURATION,
  DEFAULT_RESERVATION_PLAYERS,
  OVERRIDE_REASON_MISSING,
  RESERVATION_TIME_MISSING,
  type Reservation,
} from '../../../shared/api/reservations';
import { BOOKING_MESSAGES } from '../../../shared/booking/bookingRules';
import { isEmailAddress } from '../../../shared/mail/emailAddress';
import { clockTimeOf, venueDateOf, venueInstant } from '../../../shared/time/venueTime';

/** The reservation form's messages (docs/behaviour.md#staff-bookings-and-the-override). */
export const FORM_MESSAGES = {
  name: 'Please enter customer name',
  lane: 'Please select a lane',
  when: RESERVATION_TIME_MISSING,
  reason: OVERRIDE_REASON_MISSING,
  email: BOOKING_MESSAGES.emailInvalid,
} as const;

export interface ReservationForm {
  customerName: string;
  /** The select's value: a lane id as text, '' when none is chosen. */
  laneId: string;
  /** Venue-local 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  playerCount: number;
  duration: number;
  contactInfo: string;
  override: boolean;
  overrideReason: string;
  /** Staff may give the customer's e-mail, so a booking made at the desk is confirmed too. */
  emailAddress: string;
  prepaidAmount: string;
}

/** The default time is the next full hour (at the venue), on the day that hour falls. */
export function nextFullHour(now: Date, zone: string): { date: string; time: string } {
  const next = DateTime.fromJSDate(now).setZone(zone).plus({ hours: 1 }).startOf('hour');
  return { date: next.toISODate() ?? '', time: next.toFormat('HH:mm') };
}

export function emptyForm(now: Date, zone: string): ReservationForm {
  return {
    customerName: '',
    laneId: '',
    ...nextFullHour(now, zone),
    playerCount: DEFAULT_RESERVATION_PLAYERS,
    duration: DEFAULT_RESERVATION_DURATION,
    contactInfo: '',
    override: false,
    overrideReason: '',
    emailAddress: '',
    prepaidAmount: '0.00',
  };
}

export function formFromReservation(r: Reservation, zone: string): ReservationForm {
  return {
    customerName: r.customerName,
    laneId: String(r.laneId),
    date: venueDateOf(r.reservedTime, zone),
    time: clockTimeOf(r.reservedTime, zone),
    playerCount: r.playerCount,
    duration: r.duration,
    contactInfo: r.contactInfo ?? '',
    override: false,
    overrideReason: '',
    emailAddress: r.emailAddress ?? '',
    prepaidAmount: r.prepaidAmount,
  };
}

/** The first message the form earns, or null when it may be sent. */
export function formProblem(form: ReservationForm): string | null {
  if (form.customerName.trim() === '') return FORM_MESSAGES.name;
  if (form.laneId === '') return FORM_MESSAGES.lane;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || !/^\d{2}:\d{2}$/.test(form.time)) return FORM_MESSAGES.when;
  const email = form.emailAddress.trim();
  if (email !== '' && !isEmailAddress(email)) return FORM_MESSAGES.email;
  if (form.override && form.overrideReason.trim() === '') return FORM_MESSAGES.reason;
  return null;
}

/** The reservation body; the date and time are the venue's wall clock, sent as a UTC instant. */
export function reservationBody(form: ReservationForm, zone: string) {
  return {
    laneId: Number(form.laneId),
    customerName: form.customerName.trim(),
    playerCount: form.playerCount,
    reservedTime: venueInstant(form.date, form.time, zone).toISOString(),
    duration: form.duration,
    prepaidAmount: form.prepaidAmount,
    contactInfo: form.contactInfo.trim() || null,
    emailAddress: form.emailAddress.trim() || null,
    ...(form.override ? { isStaffOverride: true, overrideReason: form.overrideReason.trim() } : {}),
  };
}
