import type { BookingConfirmation } from '../../../shared/api/reservations';
import type { Currency } from '../../../shared/api/settings';
import { durationLabel, longDay, venueClock, venueDay } from '../../../shared/booking/display';
import { formatMoney } from '../../../shared/money';
import type { SelectedSlot } from './bookingForm';

interface Props {
  booking: BookingConfirmation;
  slot: SelectedSlot;
  zone: string;
  currency: Currency;
  onAgain(): void;
}

/** SPEC §2 success screen: 'Booking Confirmed!', what was booked, and 'Make Another Booking'. */
export function BookingConfirmed({ booking, slot, zone, currency, onAgain }: Props) {
  return (
    <main className="booking-page">
      <section className="card booking-success" aria-live="polite">
        <h1>Booking Confirmed!</h1>
        <p>Your dart lane reservation has been successfully booked.</p>
        <dl className="booking-summary">
          <dt>Date</dt>
          <dd>{longDay(venueDay(booking.reservedTime, zone))}</dd>
          <dt>Time</dt>
          <dd>{venueClock(booking.reservedTime, zone)}</dd>
          <dt>Lane</dt>
          <dd>{slot.laneName}</dd>
          <dt>Duration</dt>
          <dd>{durationLabel(booking.duration)}</dd>
          <dt>Price</dt>
          <dd>{formatMoney(booking.price, currency)}</dd>
        </dl>
        <p className="muted">A confirmation email should arrive shortly.</p>
        <button type="button" className="btn btn-primary" onClick={onAgain}>
          Make Another Booking
        </button>
      </section>
    </main>
  );
}
