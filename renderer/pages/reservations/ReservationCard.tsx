import type { Lane } from '../../../shared/api/lanes';
import type { StaffReservation } from '../../../shared/api/reservationEdits';
import type { Currency } from '../../../shared/api/settings';
import { clockTimeOf, venueDateOf } from '../../../shared/time/venueTime';
import { formatMoney, toMinor } from '../../../shared/money';
import { longDay } from '../../../shared/time/display';
import { bookingReference } from '../../../shared/booking/customerView';

interface Props {
  reservation: StaffReservation;
  lane: Lane | undefined;
  zone: string;
  currency: Currency;
  /** Active cards only: Activate, Edit and Cancel. */
  actions?: { onActivate(): void; onEdit(): void; onCancel(): void; busy: boolean };
}

/**
 * A reservation card (docs/behaviour.md#the-reservations-page): name, status, lane, players, time, minutes,
 * contact and any prepaid amount.
 */
export function ReservationCard({ reservation: r, lane, zone, currency, actions }: Props) {
  const prepaid = toMinor(r.prepaidAmount) ?? 0;
  return (
    <article className="card reservation-card" aria-label={`Reservation for ${r.customerName}`}>
      <header className="reservation-card-head">
        <h3>{r.customerName}</h3>
        {r.arrived ? (
          <span className="badge badge-arrived">arrived</span>
        ) : (
          <span className={`badge badge-${r.status}`}>{r.status}</span>
        )}
      </header>
      <dl className="reservation-facts">
        <dt>Lane</dt>
        <dd>Lane {lane?.number ?? r.laneId}</dd>
        <dt>Reference</dt>
        <dd>{bookingReference(r.id)}</dd>
        <dt>Players</dt>
        <dd>{r.playerCount} players</dd>
        <dt>Time</dt>
        <dd>
          {longDay(venueDateOf(r.reservedTime, zone))} {clockTimeOf(r.reservedTime, zone)}
        </dd>
        <dt>Duration</dt>
        <dd>{r.duration} minutes</dd>
        {r.contactInfo ? (
          <>
            <dt>Contact</dt>
            <dd>{r.contactInfo}</dd>
          </>
        ) : null}
        {r.emailAddress ? (
          <>
            <dt>Email</dt>
            <dd>{r.emailAddress}</dd>
          </>
        ) : null}
        {prepaid > 0 ? (
          <>
            <dt>Prepaid</dt>
            <dd>{formatMoney(r.prepaidAmount, currency)}</dd>
          </>
        ) : null}
      </dl>
      {actions ? (
        <div className="reservation-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={actions.busy}
            onClick={actions.onActivate}
          >
            Activate
          </button>
          <button type="button" className="btn btn-outline" disabled={actions.busy} onClick={actions.onEdit}>
            Edit
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={`Cancel reservation for ${r.customerName}`}
            title="Cancel reservation"
            disabled={actions.busy}
            onClick={actions.onCancel}
          >
            <span aria-hidden="true">🗑</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
