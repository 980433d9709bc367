import type { Lane } from '../../../shared/api/lanes';
import type { StaffReservation } from '../../../shared/api/reservationEdits';
import type { Currency } from '../../../shared/api/settings';
import { venueDateOf } from '../../../shared/time/venueTime';
import { formatMoney, toMinor } from '../../../shared/money';
import { formatLongDay, formatTime } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
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
  const t = useT();
  const language = useLanguage();
  return (
    <article className="card reservation-card" aria-label={t('staff.card.label', { name: r.customerName })}>
      <header className="reservation-card-head">
        <h3>{r.customerName}</h3>
        {r.arrived ? (
          <span className="badge badge-arrived">{t('staff.card.arrived')}</span>
        ) : (
          <span className={`badge badge-${r.status}`}>
            {t('staff.details.statusValue', { status: r.status })}
          </span>
        )}
      </header>
      <dl className="reservation-facts">
        <dt>{t('staff.card.lane')}</dt>
        <dd>{t('staff.lane.title', { number: lane?.number ?? r.laneId })}</dd>
        <dt>{t('staff.card.reference')}</dt>
        <dd>{bookingReference(r.id)}</dd>
        <dt>{t('staff.card.players')}</dt>
        <dd>{t('staff.card.playerCount', { count: r.playerCount })}</dd>
        <dt>{t('staff.card.time')}</dt>
        <dd>
          {formatLongDay(venueDateOf(r.reservedTime, zone), language)} {formatTime(r.reservedTime, zone)}
        </dd>
        <dt>{t('staff.card.duration')}</dt>
        <dd>{t('staff.details.minutes', { minutes: r.duration })}</dd>
        {r.contactInfo ? (
          <>
            <dt>{t('staff.card.contact')}</dt>
            <dd>{r.contactInfo}</dd>
          </>
        ) : null}
        {r.emailAddress ? (
          <>
            <dt>{t('staff.card.email')}</dt>
            <dd>{r.emailAddress}</dd>
          </>
        ) : null}
        {prepaid > 0 ? (
          <>
            <dt>{t('staff.card.prepaid')}</dt>
            <dd>{formatMoney(r.prepaidAmount, currency, language)}</dd>
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
            {t('staff.card.activate')}
          </button>
          <button type="button" className="btn btn-outline" disabled={actions.busy} onClick={actions.onEdit}>
            {t('staff.card.edit')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('staff.card.cancelFor', { name: r.customerName })}
            title={t('staff.card.cancel')}
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
