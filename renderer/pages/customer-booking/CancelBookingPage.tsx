import type { CancelView } from '../../../shared/api/publicBooking';
import { durationLabel, longDay, venueClock, venueDay } from '../../../shared/booking/display';
import { formatMoney } from '../../../shared/money';
import { useSmallQuery } from '../../api/smallQuery';
import { useAction } from '../../api/useAction';
import { errorMessage } from '../../api/errors';
import { publicDoor, type BookingSource } from './bookingSource';
import { CANCEL_TEXTS, tokenFromHash } from './cancelLink';
import './customerBooking.css';

/** What the page shows of a booking: when, where, how long, how many, the price — no contact details. */
function BookingFacts({ view }: { view: CancelView }) {
  return (
    <dl className="booking-summary">
      <dt>Date</dt>
      <dd>{longDay(venueDay(view.reservedTime, view.timezone))}</dd>
      <dt>Time</dt>
      <dd>{venueClock(view.reservedTime, view.timezone)}</dd>
      <dt>Lane</dt>
      <dd>{view.laneName}</dd>
      <dt>Duration</dt>
      <dd>{durationLabel(view.duration)}</dd>
      <dt>Players</dt>
      <dd>{view.playerCount}</dd>
      <dt>Price</dt>
      <dd>{formatMoney(view.price, view.currency)}</dd>
    </dl>
  );
}

function Notice({ heading, text, home }: { heading: string; text: string; home: string }) {
  return (
    <main className="booking-page">
      <section className="card booking-success" role="alert">
        <h1>{heading}</h1>
        <p>{text}</p>
        <a className="btn btn-primary" href={home}>
          {CANCEL_TEXTS.again}
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

  if (token === null)
    return <Notice heading={CANCEL_TEXTS.heading} text={CANCEL_TEXTS.noToken} home={source.home} />;
  if (cancel.isSuccess)
    return <Notice heading={CANCEL_TEXTS.doneHeading} text={CANCEL_TEXTS.done} home={source.home} />;
  if (booking.isError)
    return (
      <Notice
        heading={CANCEL_TEXTS.heading}
        text={errorMessage(booking.error, CANCEL_TEXTS.failed)}
        home={source.home}
      />
    );
  const view = booking.data;
  if (view === undefined) return <p className="page-loading">Loading your booking...</p>;
  return (
    <main className="booking-page">
      <section className="card booking-success" aria-labelledby="cancel-heading">
        <h1 id="cancel-heading">{CANCEL_TEXTS.heading}</h1>
        <p>
          {view.businessName ? `${view.businessName}: ` : ''}
          {CANCEL_TEXTS.question}
        </p>
        <BookingFacts view={view} />
        <p className="muted">
          You can cancel online until {longDay(venueDay(view.cancelBefore, view.timezone))}{' '}
          {venueClock(view.cancelBefore, view.timezone)}.
        </p>
        {cancel.isError ? (
          <p role="alert" className="booking-empty">
            {errorMessage(cancel.error, CANCEL_TEXTS.failed)}
          </p>
        ) : null}
        <div className="dialog-actions">
          <a className="btn btn-outline" href={source.home}>
            {CANCEL_TEXTS.keep}
          </a>
          <button
            type="button"
            className="btn btn-danger"
            disabled={cancel.isPending}
            onClick={() => void cancel.run(undefined)}
          >
            {cancel.isPending ? CANCEL_TEXTS.busy : CANCEL_TEXTS.confirm}
          </button>
        </div>
      </section>
    </main>
  );
}
