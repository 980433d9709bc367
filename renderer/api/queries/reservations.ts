import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsEndpoints } from '../../../shared/api/reservationEdits';
import { call } from '../call';
import { keys } from '../keys';

/** Staff reservations: one fetcher for `keys.reservations` (reservations page, its modal, calendar, dashboard). */
export const reservationQueries = {
  list: () =>
    queryOptions({
      queryKey: keys.reservations,
      queryFn: ({ signal }) => call(reservationsEndpoints.list, { signal }),
    }),
};

export function useReservations() {
  return useQuery(reservationQueries.list());
}
