import type { BookingConfirmation } from '../../../shared/api/reservations';
import type { Currency } from '../../../shared/api/settings';
import { venueClock, venueDay } from '../../../shared/time/display';
import { formatLongDay } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { useDurationLabel } from './useDurationLabel';
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
 * The success screen: 'Booking Confirmed!', what was booked, and 'Make Another Booking'. It names everything
 * a customer needs at the door — the venue, day, time, lane, players — and a reference to quote (the
 * booking's card at the front desk shows the same).
 */
export function BookingConfirmed({ booking, slot, zone, currency, byEmail, venue, onAgain }: Props) {
  const t = useT();
  const language = useLanguage();
  const durationLabel = useDurationLabel();
  // The e-mail is promised only while the venue has a mail server set up. Otherwise the customer is told
  // the truth: the venue confirms by phone, on the number they just gave.
  const promise = byEmail
    ? t('booking.emailPromise')
    : venue
      ? t('booking.phonePromise', { venue })
      : t('booking.phonePromiseNoName');
  return (
    <main className="booking-page">
      <section className="card booking-success" aria-live="polite">
        <h1>{t('booking.confirmed')}</h1>
        <p>{t('booking.confirmedText')}</p>
        <dl className="booking-summary">
          <dt>{t('booking.reference')}</dt>
          <dd className="booking-reference">{bookingReference(booking.id)}</dd>
          {venue ? (
            <>
              <dt>{t('booking.venue')}</dt>
              <dd>{venue}</dd>
            </>
          ) : null}
          <dt>{t('booking.date')}</dt>
          <dd>{formatLongDay(venueDay(booking.reservedTime, zone), language)}</dd>
          <dt>{t('booking.time')}</dt>
          <dd>{venueClock(booking.reservedTime, zone)}</dd>
          <dt>{t('booking.lane')}</dt>
          <dd>{slot.laneName}</dd>
          <dt>{t('booking.players.short')}</dt>
          <dd>{booking.playerCount}</dd>
          <dt>{t('booking.durationShort')}</dt>
          <dd>{durationLabel(booking.duration)}</dd>
          <dt>{t('booking.price')}</dt>
          <dd>{formatMoney(booking.price, currency, language)}</dd>
        </dl>
        <p className="muted">{promise}</p>
        <button type="button" className="btn btn-primary" onClick={onAgain}>
          {t('booking.again')}
        </button>
      </section>
    </main>
  );
}
