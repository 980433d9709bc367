import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Lane } from '../../../shared/api/lanes';
import type { Reservation } from '../../../shared/api/reservations';
import { LaneCard, type LaneCardActions } from '../../components/lane/LaneCard';
import { useVenue } from '../../api/queries/settings';
import { useNow } from '../../components/kit/useNow';
import { useActivateReservation, useLanes, useSetLaneStatus, useStats } from '../../api/queries/lanes';
import { toast } from '../../stores/toasts';
import { useT } from '../../i18n/I18nProvider';
import { ReservationModal } from '../reservations/ReservationModal';
import { useReservations } from '../../api/queries/reservations';
import { EndSessionDialog } from './EndSessionDialog';
import { StartSessionDialog } from '../../components/lane/StartSessionDialog';
import { StatsCards } from './StatsCards';
import './dashboard.css';

/**
 * The dashboard (docs/behaviour.md#the-dashboard; the header and navigation come from StaffLayout). Live:
 * `lane_updated` replaces a lane in the cache and refreshes the stats, so another desk's change shows here
 * without a reload.
 */
export default function DashboardPage() {
  const lanes = useLanes();
  const stats = useStats();
  const { zone, currency } = useVenue();
  const now = useNow();
  const [dialog, setDialog] = useState<{ lane: Lane; booking: Reservation | null } | null>(null);
  const [ending, setEnding] = useState<Lane | null>(null);
  const [booking, setBooking] = useState<{ laneId?: number; editing: Reservation | null } | null>(null);
  const reservations = useReservations();
  const activate = useActivateReservation();
  const setStatus = useSetLaneStatus();
  const busy = activate.isPending || setStatus.isPending;
  const t = useT();

  // Activating a reservation without its booking at hand only logs its failure.
  const actions: LaneCardActions = {
    onStartSession: (lane) => setDialog({ lane, booking: null }),
    onReserve: (lane) => setBooking({ laneId: lane.id, editing: null }),
    onEditReservation: (lane) =>
      setBooking({ laneId: lane.id, editing: bookingHolding(lane, reservations.data ?? [], now) }),
    // Ending asks first, showing the fee due (EndSessionDialog), then says it ended.
    onEndSession: setEnding,
    // Activating a booking — or starting a 'Reserved Soon' lane's booking early — opens the same Start
    // Session dialog as a walk-in, filled in from the booking.
    onActivate: (lane) => {
      const held = bookingHolding(lane, reservations.data ?? [], now);
      if (held) {
        setDialog({ lane, booking: held });
        return;
      }
      activate.mutate(
        { laneId: lane.id, body: {} },
        {
          onSuccess: () =>
            toast({
              title: t('staff.dashboard.success'),
              description: t('staff.dashboard.activated'),
              variant: 'success',
            }),
          onError: (err) => console.error(`Activating lane ${lane.number} failed`, err),
        },
      );
    },
    onSetStatus: (lane, status) =>
      setStatus.mutate(
        { laneId: lane.id, status },
        {
          onError: (err) =>
            toast({
              title: t('staff.dashboard.error'),
              description: err instanceof Error ? err.message : t('staff.dashboard.laneFailed'),
              variant: 'destructive',
            }),
        },
      ),
  };

  if (lanes.isPending) return <p className="page-loading">{t('staff.dashboard.loading')}</p>;

  return (
    <section className="page dashboard">
      <StatsCards stats={stats.data} />

      <section className="card quick-actions" aria-labelledby="quick-actions">
        <h2 id="quick-actions">{t('staff.dashboard.quickActions')}</h2>
        <div className="quick-actions-row">
          <Link className="btn btn-primary" to="/tournaments">
            {t('staff.dashboard.startTournament')}
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => setBooking({ editing: null })}>
            {t('staff.dashboard.newReservation')}
          </button>
          <Link className="btn btn-outline" to="/tv/scoreboard">
            {t('staff.dashboard.tournamentBoard')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="lanes-heading">
        <h2 id="lanes-heading">{t('staff.dashboard.lanes')}</h2>
        {lanes.isError ? (
          <p role="alert">{t('staff.dashboard.lanesFailed', { reason: lanes.error.message })}</p>
        ) : (
          <div className="lane-grid">
            {lanes.data.map((lane) => (
              <LaneCard
                key={lane.id}
                lane={lane}
                now={now}
                zone={zone}
                currency={currency}
                busy={busy}
                {...actions}
              />
            ))}
          </div>
        )}
      </section>

      <StartSessionDialog
        key={dialog ? `${dialog.lane.id}-${dialog.booking?.id ?? 'walk-in'}` : 'closed'}
        lane={dialog?.lane ?? null}
        booking={dialog?.booking ?? null}
        onClose={() => setDialog(null)}
      />
      <EndSessionDialog lane={ending} currency={currency} onClose={() => setEnding(null)} />
      <ReservationModal
        open={booking !== null}
        onOpenChange={(open) => {
          if (!open) setBooking(null);
        }}
        laneId={booking?.laneId}
        editing={booking?.editing ?? null}
      />
    </section>
  );
}

/**
 * The active booking that makes a reserved lane reserved: the one running now, else the lane's next one.
 * Null when the list has not arrived yet; the modal then opens as a new booking for the lane.
 */
function bookingHolding(lane: Lane, reservations: Reservation[], now: Date): Reservation | null {
  const onLane = reservations.filter((r) => r.laneId === lane.id && r.status === 'active');
  const running = onLane.find((r) => {
    const start = Date.parse(r.reservedTime);
    return start <= now.getTime() && now.getTime() < start + r.duration * 60_000;
  });
  return running ?? onLane.find((r) => r.reservedTime === lane.nextReservation?.reservedTime) ?? null;
}
