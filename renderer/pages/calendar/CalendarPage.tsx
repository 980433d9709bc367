import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import { longDay } from '../../../shared/booking/display';
import { venueDayOf } from '../../../shared/booking/hours';
import { MonthCalendar } from '../customer-booking/MonthCalendar';
import { useSettings } from '../../api/queries/settings';
import { useLanes } from '../../api/queries/lanes';
import { tournamentQueries } from '../../api/queries/tournaments';
import { laneLabel } from '../reservations/queries';
import { useReservations } from '../../api/queries/reservations';
import { calendarBlocks, calendarLanes, dayView, reservationDays, reservationsOn } from './calendarGrid';
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
 */
export default function CalendarPage() {
  const settings = useSettings();
  const lanes = useLanes();
  const reservations = useReservations();
  const tournaments = useQuery(tournamentQueries.list());
  const venue = settings.data ?? { ...DEFAULT_SETTINGS, id: '' };
  const zone = venue.timezone;
  const now = useNow(CLOCK_TICK_MS);
  const today = venueDayOf(now, venue);
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const [openId, setOpenId] = useState<string | null>(null);

  const all = reservations.data ?? [];
  const columns = calendarLanes(lanes.data ?? []);
  // Tournaments are another area's data: if they cannot be read, the grid still shows bookings.
  const blocks = calendarBlocks(all, tournaments.data ?? [], lanes.data ?? [], now);
  const dayCount = reservationsOn(all, date, venue).length;
  const view = dayView(date, venue);
  const open = all.find((r) => r.id === openId) ?? null;
  const loading = settings.isPending || lanes.isPending || reservations.isPending;

  return (
    <section className="page calendar-page">
      <header className="page-head">
        <h1>Lane Calendar</h1>
      </header>
      <div className="calendar-layout">
        <aside className="card calendar-side">
          <MonthCalendar
            label="Calendar month"
            selected={date}
            today={today}
            dots={reservationDays(all, venue)}
            onSelect={setPicked}
          />
          <button type="button" className="btn btn-outline" onClick={() => setPicked(null)}>
            Today
          </button>
        </aside>
        <div className="card calendar-day">
          <header className="calendar-day-head">
            <h2>{longDay(date)}</h2>
            <span className="badge" aria-label={`${dayCount} reservations`}>
              {dayCount} {dayCount === 1 ? 'reservation' : 'reservations'}
            </span>
          </header>
          {loading ? (
            <p className="page-loading">Loading calendar...</p>
          ) : columns.length === 0 ? (
            <p className="muted">No lanes configured</p>
          ) : view.kind === 'message' ? (
            <p className="calendar-closed">{view.text}</p>
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
