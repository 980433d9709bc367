import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import { formatLongDay } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { venueDayOf } from '../../../shared/booking/hours';
import { MonthCalendar } from '../customer-booking/MonthCalendar';
import { monthOf, type MonthRef } from '../customer-booking/monthGrid';
import { useSettings } from '../../api/queries/settings';
import { useLanes } from '../../api/queries/lanes';
import { leagueQueries } from '../../api/queries/leagues';
import { tournamentQueries } from '../../api/queries/tournaments';
import { laneLabel } from '../reservations/queries';
import { useReservations } from '../../api/queries/reservations';
import {
  calendarBlocks,
  calendarLanes,
  dayView,
  monthPage,
  reservationDays,
  reservationsOn,
} from './calendarGrid';
import { DayGrid } from './DayGrid';
import { ReservationDetails } from './ReservationDetails';
import { useNow } from '../../components/kit/useNow';
import './calendar.css';

/** Half hours turn 'Past' while the calendar stays open. */
const CLOCK_TICK_MS = 30_000;

/**
 * The calendar (docs/behaviour.md#the-calendar): a mini month with dots on days with active reservations, a
 * Today button, and the selected day's half-hour grid for the first 10 lanes. Cells come from the same lane
 * blocks the booking engine uses, so the calendar and the booking page never disagree about a slot.
 * Bookings are read a month at a time: the selected day's month, and the month the mini calendar shows
 * when it was paged elsewhere.
 */
export default function CalendarPage() {
  const settings = useSettings();
  const lanes = useLanes();
  const t = useT();
  const language = useLanguage();
  const tournaments = useQuery(tournamentQueries.list());
  const venue = settings.data ?? { ...DEFAULT_SETTINGS, id: '' };
  const zone = venue.timezone;
  const now = useNow(CLOCK_TICK_MS);
  const today = venueDayOf(now, venue);
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const [openId, setOpenId] = useState<string | null>(null);
  // The month the mini calendar was paged to; null while it shows the selected day's month (it follows a
  // new selection, so choosing another day ends the paging).
  const [paged, setPaged] = useState<MonthRef | null>(null);
  const pick = (day: string | null) => {
    if ((day ?? today) !== date) setPaged(null);
    setPicked(day);
  };
  const page = monthPage(monthOf(date));
  const reservations = useReservations(page);
  // The league nights of the same month, which the grid shows as it shows a tournament.
  const leagueNights = useQuery(leagueQueries.nights(page.from, page.days));
  const shownMonth = useReservations(monthPage(paged ?? monthOf(date)));

  const all = reservations.data ?? [];
  const columns = calendarLanes(lanes.data ?? []);
  // Tournaments and leagues are other areas' data: if they cannot be read, the grid still shows bookings.
  const blocks = calendarBlocks(all, tournaments.data ?? [], lanes.data ?? [], now, leagueNights.data ?? []);
  const dayCount = reservationsOn(all, date, venue).length;
  const view = dayView(date, venue);
  const open = all.find((r) => r.id === openId) ?? null;
  const loading = settings.isPending || lanes.isPending || reservations.isPending;

  return (
    <section className="page calendar-page">
      <header className="page-head">
        <h1>{t('staff.calendar.heading')}</h1>
      </header>
      <div className="calendar-layout">
        <aside className="card calendar-side">
          <MonthCalendar
            label={t('staff.calendar.month')}
            selected={date}
            today={today}
            dots={reservationDays([...all, ...(shownMonth.data ?? [])], venue)}
            onSelect={pick}
            onMonthShown={setPaged}
          />
          <button type="button" className="btn btn-outline" onClick={() => pick(null)}>
            {t('staff.calendar.today')}
          </button>
        </aside>
        <div className="card calendar-day">
          <header className="calendar-day-head">
            <h2>{formatLongDay(date, language)}</h2>
            <span className="badge" aria-label={t('staff.calendar.countLabel', { count: dayCount })}>
              {t('staff.calendar.count', { count: dayCount })}
            </span>
          </header>
          {loading ? (
            <p className="page-loading">{t('staff.calendar.loading')}</p>
          ) : columns.length === 0 ? (
            <p className="muted">{t('staff.calendar.noLanes')}</p>
          ) : view.kind === 'message' ? (
            <p className="calendar-closed">
              {t(view.reason === 'closed' ? 'staff.calendar.closedOn' : 'staff.calendar.noHoursOn', {
                weekday: t('staff.settings.weekday', { weekday: view.weekday }),
              })}
            </p>
          ) : (
            <DayGrid
              rows={view.rows}
              lanes={columns}
              blocks={blocks}
              zone={zone}
              now={now}
              onOpenReservation={setOpenId}
            />
          )}
        </div>
      </div>
      <ReservationDetails
        reservation={open}
        laneName={
          open
            ? laneLabel(
                lanes.data?.find((l) => l.id === open.laneId),
                open.laneId,
                t,
              )
            : ''
        }
        zone={zone}
        currency={venue.currency}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
}
