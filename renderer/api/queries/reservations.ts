import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESERVATION_DAYS, reservationsEndpoints } from '../../../shared/api/reservationEdits';
import { call } from '../call';
import { keys } from '../keys';

/**
 * A page of the staff's reservations: `days` venue days from `from` ('YYYY-MM-DD'; left out, today as the
 * server counts it), with the recent completed always included (GET /api/reservations).
 */
export interface ReservationPage {
  from?: string;
  days?: number;
}

/**
 * Staff reservations: one fetcher per page under `keys.reservations` (the reservations page and its pages,
 * the calendar's month, the dashboard's today). A change to the bookings refreshes every page at once by
 * that prefix (`reservationQueries.all`).
 */
export const reservationQueries = {
  all: () => ({ queryKey: keys.reservations }),
  list: (page: ReservationPage = {}) =>
    queryOptions({
      queryKey: keys.reservationPage(page.from ?? 'today', page.days ?? RESERVATION_DAYS.default),
      queryFn: ({ signal }) => call(reservationsEndpoints.list, { query: page, signal }),
    }),
};

export function useReservations(page?: ReservationPage) {
  return useQuery(reservationQueries.list(page));
}
