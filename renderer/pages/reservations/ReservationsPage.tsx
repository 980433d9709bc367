import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Reservation } from '../../../shared/api/reservations';
import { reservationsEndpoints } from '../../../shared/api/reservationEdits';
import type { Lane } from '../../../shared/api/lanes';
import { call } from '../../api/call';
import { laneQueries } from '../../api/queries/lanes';
import { reservationQueries } from '../../api/queries/reservations';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import { venueDayOf } from '../../../shared/booking/hours';
import { useSettings } from '../../api/queries/settings';
import { useLanes } from '../../api/queries/lanes';
import { useReservations } from '../../api/queries/reservations';
import { useNow } from '../../components/kit/useNow';
import { shownDays } from './reservationDays';
import { ReservationCard } from './ReservationCard';
import { ReservationModal } from './ReservationModal';
import { StartSessionDialog } from '../../components/lane/StartSessionDialog';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { formatLongDay } from '../../../shared/i18n/format';
import './reservations.css';

/** The 10 most recent completed reservations are listed (docs/behaviour.md). */
const RECENT_COMPLETED = 10;

/** Today moves on at the venue's midnight while the page stays open. */
const CLOCK_TICK_MS = 60_000;

/**
 * The Reservations page: active reservations with their actions, and recent completed ones. The active
 * cards are a week's at a time, from today; Later days and Earlier days step through the diary
 * (GET /api/reservations answers one page of days, so a diary months long is never drawn at once).
 */
export default function ReservationsPage() {
  const settings = useSettings();
  const venue = settings.data ?? { ...DEFAULT_SETTINGS, id: '' };
  const [week, setWeek] = useState(0);
  const days = shownDays(venueDayOf(useNow(CLOCK_TICK_MS), venue), week);
  const reservations = useReservations(days.page);
  const lanes = useLanes();
  const { timezone: zone, currency } = venue;
  const queryClient = useQueryClient();
  const t = useT();
  const language = useLanguage();
  const [modal, setModal] = useState<{ editing: Reservation | null } | null>(null);
  const [starting, setStarting] = useState<{ lane: Lane; booking: Reservation } | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reservationQueries.all().queryKey });
    void queryClient.invalidateQueries({ queryKey: laneQueries.list().queryKey });
  };
  const cancel = useMutation({
    mutationFn: (r: Reservation) => call(reservationsEndpoints.cancel, { params: { id: r.id } }),
    onSuccess: () => {
      toast({
        title: t('staff.reservations.success'),
        description: t('staff.reservations.cancelled'),
        variant: 'success',
      });
      refresh();
    },
    onError: (err) =>
      toast({
        title: t('staff.reservations.error'),
        description: errorMessage(err, t('staff.reservations.cancelFailed')),
        variant: 'destructive',
      }),
  });
  const all = reservations.data ?? [];
  const byTime = (a: Reservation, b: Reservation) => a.reservedTime.localeCompare(b.reservedTime);
  // A booking whose session is playing has arrived and leaves the list to activate.
  const active = all.filter((r) => r.status === 'active' && !r.arrived).sort(byTime);
  const arrived = all.filter((r) => r.status === 'active' && r.arrived).sort(byTime);
  const completed = all
    .filter((r) => r.status === 'completed')
    .sort((a, b) => b.reservedTime.localeCompare(a.reservedTime))
    .slice(0, RECENT_COMPLETED);
  const laneOf = (r: Reservation) => lanes.data?.find((l) => l.id === r.laneId);
  const busy = cancel.isPending;

  /** Bookings shown without actions: those playing now and those completed. */
  const readOnlyList = (list: typeof arrived) => (
    <div className="reservation-list">
      {list.map((r) => (
        <ReservationCard key={r.id} reservation={r} lane={laneOf(r)} zone={zone} currency={currency} />
      ))}
    </div>
  );

  return (
    <section className="page reservations-page">
      <header className="page-head">
        <h1>{t('staff.reservations.heading')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setModal({ editing: null })}>
          {t('staff.reservations.new')}
        </button>
      </header>
      <nav className="reservation-days" aria-label={t('staff.reservations.daysShown')}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={week === 0}
          onClick={() => setWeek((w) => Math.max(0, w - 1))}
        >
          {t('staff.reservations.earlier')}
        </button>
        <p className="reservation-days-label" aria-live="polite">
          {t('staff.reservations.range', {
            first: week === 0 ? t('staff.reservations.today') : formatLongDay(days.first, language),
            last: formatLongDay(days.last, language),
          })}
        </p>
        {week > 0 ? (
          <button type="button" className="btn btn-ghost" onClick={() => setWeek(0)}>
            {t('staff.reservations.today')}
          </button>
        ) : null}
        <button type="button" className="btn btn-outline" onClick={() => setWeek((w) => w + 1)}>
          {t('staff.reservations.later')}
        </button>
      </nav>
      {reservations.isPending ? (
        <p className="page-loading">{t('staff.reservations.loading')}</p>
      ) : reservations.isError ? (
        <p role="alert">{errorMessage(reservations.error, t('staff.reservations.loadFailed'))}</p>
      ) : (
        <>
          <section aria-labelledby="active-heading">
            <h2 id="active-heading">{t('staff.reservations.active', { count: active.length })}</h2>
            {active.length === 0 ? <p className="muted">{t('staff.reservations.noActive')}</p> : null}
            <div className="reservation-list">
              {active.map((r) => (
                <ReservationCard
                  key={r.id}
                  reservation={r}
                  lane={laneOf(r)}
                  zone={zone}
                  currency={currency}
                  actions={{
                    busy,
                    onActivate: () => {
                      const lane = laneOf(r);
                      if (lane) setStarting({ lane, booking: r });
                    },
                    onEdit: () => setModal({ editing: r }),
                    onCancel: () => cancel.mutate(r),
                  }}
                />
              ))}
            </div>
          </section>
          {arrived.length > 0 ? (
            <section aria-labelledby="arrived-heading">
              <h2 id="arrived-heading">{t('staff.reservations.playing', { count: arrived.length })}</h2>
              {readOnlyList(arrived)}
            </section>
          ) : null}
          <section aria-labelledby="completed-heading">
            <h2 id="completed-heading">{t('staff.reservations.completed')}</h2>
            {completed.length === 0 ? <p className="muted">{t('staff.reservations.noCompleted')}</p> : null}
            {readOnlyList(completed)}
          </section>
        </>
      )}
      <StartSessionDialog
        key={starting ? starting.booking.id : 'closed'}
        lane={starting?.lane ?? null}
        booking={starting?.booking ?? null}
        onClose={() => {
          setStarting(null);
          refresh();
        }}
      />
      <ReservationModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onOpenChange={(open) => {
          if (!open) setModal(null);
        }}
      />
    </section>
  );
}
