import { RESERVATION_DAYS } from '../../../shared/api/reservationEdits';
import { longDay } from '../../../shared/time/display';
import { addDays, type VenueDate } from '../../../shared/time/venueTime';
import type { ReservationPage } from '../../api/queries/reservations';

/** The days one page of the Reservations page shows, and how it asks the server for them. */
export interface ShownDays {
  /** What GET /api/reservations is asked: nothing for this week (the server's today), else its first day. */
  page: ReservationPage;
  first: VenueDate;
  last: VenueDate;
  /** 'Today – Tuesday 16 June 2026', then 'Wednesday 17 June 2026 – Tuesday 23 June 2026'. */
  label: string;
}

/**
 * Page `index` of the Reservations page: 0 is today and the six days after it, 1 the week after, and so
 * on. The page never goes before today — that is the calendar's, which shows any past day's bookings.
 * This week is asked without a day, so it is the same cached answer the dashboard reads and the server
 * decides what today is (a venue open past midnight is still in yesterday at 00:30).
 */
export function shownDays(today: VenueDate, index: number): ShownDays {
  const days = RESERVATION_DAYS.default;
  const step = Math.max(0, Math.floor(index));
  const first = addDays(today, step * days);
  const last = addDays(first, days - 1);
  return {
    page: step === 0 ? {} : { from: first, days },
    first,
    last,
    label: `${step === 0 ? 'Today' : longDay(first)} – ${longDay(last)}`,
  };
}
