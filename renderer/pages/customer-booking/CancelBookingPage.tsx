import type { CancelView } from '../../../shared/api/publicBooking';
import { venueClock, venueDay } from '../../../shared/time/display';
import { formatLongDay } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { laneName } from '../../i18n/numberedNames';
import { useDurationLabel } from './useDurationLabel';
import { formatMoney } from '../../../shared/money';
import { useSmallQuery } from '../../api/smallQuery';
import { useAction } from '../../api/useAction';
import { errorMessage } from '../../api/errors';
import { publicDoor, type BookingSource } from './bookingSource';
import { tokenFromHash } from './cancelLink';
import './customerBooking.css';

/** What the page shows of a booking: when, where, how long, how many, the price — no contact details. */
function BookingFacts({ view }: { view: CancelView }) {
  const t = useT();
  const language = useLanguage();
  const durationLabel = useDurationLabel();
  return (
    <dl className="booking-summary">
      <dt>{t('booking.date')}</dt>
      <dd>{formatLongDay(venueDay(view.reservedTime, view.timezone), language)}</dd>
      <dt>{t('booking.time')}</dt>
      <dd>{venueClock(view.reservedTime, view.timezone)}</dd>
      <dt>{t('booking.lane')}</dt>
      <dd>{laneName(t, { name: view.laneName, number: view.laneNumber })}</dd>
      <dt>{t('booking.durationShort')}</dt>
      <dd>{durationLabel(view.duration)}</dd>
      <dt>{t('booking.players.short')}</dt>
      <dd>{view.playerCount}</dd>
      <dt>{t('booking.price')}</dt>
      <dd>{formatMoney(view.price, view.currency, language)}</dd>
    </dl>
  );
}

function Notice({ heading, text, home }: { heading: string; text: string; home: string }) {
  const t = useT();
  return (
    <main className="booking-page">
      <section className="card booking-success" role="alert">
        <h1>{heading}</h1>
        <p>{text}</p>
        <a className="btn btn-primary" href={home}>
          {t('booking.again')}
        </a>
      </section>
    </main>
  );
}

/**
 * The customer's cancel link (docs/behaviour.md#the-cancel-link), on the public door at
 * /cancel-booking#token=…: shows the booking the link belongs to, asks to confirm, and cancels it. A used,
 * wrong or expired link shows the server's sentence; past the venue's cut-off, the sentence asks the customer
 * to call.
 */
export default function CancelBookingPage({ source = publicDoor }: { source?: BookingSource }) {
  const token = tokenFromHash(window.location.hash);
  const booking = useSmallQuery({
    ...source.cancellation(token ?? ''),
    enabled: token !== null,
  });
  const cancel = useAction(() => source.cancel(token ?? ''));
  const t = useT();
  const language = useLanguage();

  if (token === null)
    return (
      <Notice heading={t('booking.cancel.heading')} text={t('booking.cancel.noToken')} home={source.home} />
    );
  if (cancel.isSuccess)
    return (
      <Notice heading={t('booking.cancel.doneHeading')} text={t('booking.cancel.done')} home={source.home} />
    );
  if (booking.isError)
    return (
      <Notice
        heading={t('booking.cancel.heading')}
        text={errorMessage(booking.error, t('booking.cancel.failed'))}
        home={source.home}
      />
    );
  const view = booking.data;
  if (view === undefined) return <p className="page-loading">{t('booking.cancel.loading')}</p>;
  return (
    <main className="booking-page">
      <section className="card booking-success" aria-labelledby="cancel-heading">
        <h1 id="cancel-heading">{t('booking.cancel.heading')}</h1>
        <p>
          {view.businessName ? `${view.businessName}: ` : ''}
          {t('booking.cancel.question')}
        </p>
        <BookingFacts view={view} />
        <p className="muted">
          {t('booking.cancel.until', {
            day: formatLongDay(venueDay(view.cancelBefore, view.timezone), language),
            time: venueClock(view.cancelBefore, view.timezone),
          })}
        </p>
        {cancel.isError ? (
          <p role="alert" className="booking-empty">
            {errorMessage(cancel.error, t('booking.cancel.failed'))}
          </p>
        ) : null}
        <div className="dialog-actions">
          <a className="btn btn-outline" href={source.home}>
            {t('booking.cancel.keep')}
          </a>
          <button
            type="button"
            className="btn btn-danger"
            disabled={cancel.isPending}
            onClick={() => void cancel.run(undefined)}
          >
            {cancel.isPending ? t('booking.cancel.busy') : t('booking.cancel.confirm')}
          </button>
        </div>
      </section>
    </main>
  );
}
