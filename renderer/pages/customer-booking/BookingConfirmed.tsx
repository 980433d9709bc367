import type { BookingConfirmation } from '../../../shared/api/reservations';
import type { Currency } from '../../../shared/api/settings';
import { durationLabel, longDay, venueClock, venueDay } from '../../../shared/booking/display';
import { formatMoney } from '../../../shared/money';
import { bookingReference } from '../../../shared/booking/customerView';
import type { SelectedSlot } from './bookingForm';

interface Props {
  booking: BookingConfirmation;
  slot: SelectedSlot;
  zone: string;
  currency: Currency;
  /** Whether the venue e-mails confirmations (public settings); only then is an e-mail promised. */
  byEmail: boolean;
  venue: string | undefined;
  onAgain(): void;
}

/**
 * The sentence that promises an e-mail shows only while the venue has a mail server set up. Otherwise the
 * customer is told the truth: the venue confirms by phone, on the number they just gave.
 */
export const EMAIL_PROMISE = 'A confirmation email should arrive shortly.';
export function phoneConfirmation(venue: string | undefined): string {
  return `${venue || 'The venue'} will confirm your booking by phone.`;
}

/**
 * The success screen: 'Booking Confirmed!', what was booked, and 'Make Another Booking'. It names everything
 * a customer needs at the door — the venue, day, time, lane, players — and a reference to quote (the
 * booking's card at the front desk shows the same).
 */
export function BookingConfirmed({ booking, slot, zone, currency, byEmail, venue, onAgain }: Props) {
  return (
    <main className="booking-page">
      <section className="card booking-success" aria-live="polite">
        <h1>Booking Confirmed!</h1>
        <p>Your dart lane reservation has been successfully booked.</p>
        <dl className="booking-summary">
          <dt>Reference</dt>
          <dd className="booking-reference">{bookingReference(booking.id)}</dd>
          {venue ? (
            <>
              <dt>Venue</dt>
              <dd>{venue}</dd>
            </>
          ) : null}
          <dt>Date</dt>
          <dd>{longDay(venueDay(booking.reservedTime, zone))}</dd>
          <dt>Time</dt>
          <dd>{venueClock(booking.reservedTime, zone)}</dd>
          <dt>Lane</dt>
          <dd>{slot.laneName}</dd>
          <dt>Players</dt>
          <dd>{booking.playerCount}</dd>
          <dt>Duration</dt>
          <dd>{durationLabel(booking.duration)}</dd>
          <dt>Price</dt>
          <dd>{formatMoney(booking.price, currency)}</dd>
        </dl>
        <p className="muted">{byEmail ? EMAIL_PROMISE : phoneConfirmation(venue)}</p>
        <button type="button" className="btn btn-primary" onClick={onAgain}>
          Make Another Booking
        </button>
      </section>
    </main>
  );
}
