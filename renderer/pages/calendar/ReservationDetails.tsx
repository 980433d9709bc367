import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import type { Reservation } from '../../../shared/api/reservations';
import type { Currency } from '../../../shared/api/settings';
import { longDay } from '../../../shared/time/display';
import { formatMoney } from '../../../shared/money';
import { addMinutes, clockTimeOf, venueDateOf } from '../../../shared/time/venueTime';

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
  return (
    <Dialog.Root open={r !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogFrame title="Reservation Details">
        {r ? (
          <dl className="details-list">
            <dt>Customer</dt>
            <dd>{r.customerName}</dd>
            <dt>Status</dt>
            <dd>{r.status}</dd>
            <dt>Contact</dt>
            <dd>{[r.contactInfo, r.emailAddress].filter(Boolean).join(' · ') || 'Not given'}</dd>
            <dt>Lane</dt>
            <dd>{laneName}</dd>
            <dt>Players</dt>
            <dd>{r.playerCount}</dd>
            <dt>Date</dt>
            <dd>{longDay(venueDateOf(r.reservedTime, zone))}</dd>
            <dt>Time</dt>
            <dd>
              {clockTimeOf(r.reservedTime, zone)} –{' '}
              {clockTimeOf(addMinutes(r.reservedTime, r.duration), zone)}
            </dd>
            <dt>Duration</dt>
            <dd>{r.duration} minutes</dd>
            <dt>Prepaid</dt>
            <dd>{formatMoney(r.prepaidAmount, currency)}</dd>
            <dt>Booked on</dt>
            <dd>
              {longDay(venueDateOf(r.createdAt, zone))} {clockTimeOf(r.createdAt, zone)}
            </dd>
          </dl>
        ) : null}
        <div className="dialog-actions">
          <CloseButton />
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
