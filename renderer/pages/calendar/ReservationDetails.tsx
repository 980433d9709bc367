import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import type { Reservation } from '../../../shared/api/reservations';
import type { Currency } from '../../../shared/api/settings';
import { formatMoney } from '../../../shared/money';
import { formatLongDay, formatTime } from '../../../shared/i18n/format';
import { addMinutes, venueDateOf } from '../../../shared/time/venueTime';
import { useLanguage, useT } from '../../i18n/I18nProvider';

interface Props {
  reservation: Reservation | null;
  laneName: string;
  zone: string;
  currency: Currency;
  onClose(): void;
}

/**
 * The reservation details (docs/behaviour.md#the-calendar): customer, status, contact, lane name, players,
 * date, time range, duration, prepaid amount (in the venue's currency, from settings) and when it was booked.
 */
export function ReservationDetails({ reservation: r, laneName, zone, currency, onClose }: Props) {
  const t = useT();
  const language = useLanguage();
  return (
    <Dialog.Root open={r !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogFrame title={t('staff.details.title')}>
        {r ? (
          <dl className="details-list">
            <dt>{t('staff.details.customer')}</dt>
            <dd>{r.customerName}</dd>
            <dt>{t('staff.details.status')}</dt>
            <dd>{t('staff.details.statusValue', { status: r.status })}</dd>
            <dt>{t('staff.details.contact')}</dt>
            <dd>
              {[r.contactInfo, r.emailAddress].filter(Boolean).join(' · ') || t('staff.details.notGiven')}
            </dd>
            <dt>{t('staff.details.lane')}</dt>
            <dd>{laneName}</dd>
            <dt>{t('staff.details.players')}</dt>
            <dd>{r.playerCount}</dd>
            <dt>{t('staff.details.date')}</dt>
            <dd>{formatLongDay(venueDateOf(r.reservedTime, zone), language)}</dd>
            <dt>{t('staff.details.time')}</dt>
            <dd>
              {formatTime(r.reservedTime, zone)} – {formatTime(addMinutes(r.reservedTime, r.duration), zone)}
            </dd>
            <dt>{t('staff.details.duration')}</dt>
            <dd>{t('staff.details.minutes', { minutes: r.duration })}</dd>
            <dt>{t('staff.details.prepaid')}</dt>
            <dd>{formatMoney(r.prepaidAmount, currency, language)}</dd>
            <dt>{t('staff.details.bookedOn')}</dt>
            <dd>
              {formatLongDay(venueDateOf(r.createdAt, zone), language)} {formatTime(r.createdAt, zone)}
            </dd>
          </dl>
        ) : null}
        <div className="dialog-actions">
          <CloseButton>{t('staff.dialog.close')}</CloseButton>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
