import type { PublicSettings } from '../../shared/api/publicBooking';
import {
  GROUP_PAGE_PATH,
  groupBookingEndpoints as groupApi,
  type GroupVenue,
} from '../../shared/group/booking';
import { call } from '../api/call';
import type { BookingSource } from '../pages/customer-booking/bookingSource';

export const NO_SUCH_VENUE = 'There is no such venue in this group.';

export const venuesQuery = () => ({ queryKey: ['group', 'venues'], queryFn: () => call(groupApi.venues) });

/** The group page's questions for one venue: asked of the hub, which asks the venue (docs/group-booking.md). */
export function groupSource(venueId: string): BookingSource {
  const params = { venueId };
  return {
    settings: () => ({
      queryKey: ['group', venueId, 'settings'],
      queryFn: async (): Promise<PublicSettings> => {
        const venue: GroupVenue | undefined = (await call(groupApi.venues)).find(
          (v) => v.venueId === venueId,
        );
        if (!venue) throw new Error(NO_SUCH_VENUE);
        return venue;
      },
    }),
    availability: (date, duration) => ({
      queryKey: ['group', venueId, 'availability', date, duration],
      queryFn: () => call(groupApi.availability, { params, query: { date, duration } }),
    }),
    availabilityKey: ['group', venueId, 'availability'],
    create: (body) => call(groupApi.create, { params, body }),
    cancellation: (token) => ({
      queryKey: ['group', venueId, 'cancellation', token],
      queryFn: () => call(groupApi.cancellationLookup, { params, body: { token } }),
    }),
    cancel: (token) => call(groupApi.cancel, { params, body: { token } }),
    home: `${GROUP_PAGE_PATH}/${venueId}`,
  };
}

/** What the path asks for: the list, a venue's booking page, or a venue's cancel page. */
export type GroupRoute =
  { kind: 'venues' } | { kind: 'book'; venueId: string } | { kind: 'cancel'; venueId: string };

export function routeOf(pathname: string): GroupRoute {
  const rest = pathname.startsWith(GROUP_PAGE_PATH) ? pathname.slice(GROUP_PAGE_PATH.length) : pathname;
  let parts: string[];
  try {
    parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    // A broken % escape: the list, rather than a page that cannot draw.
    return { kind: 'venues' };
  }
  const [venueId, page] = parts;
  if (!venueId) return { kind: 'venues' };
  if (page === 'cancel-booking') return { kind: 'cancel', venueId };
  return { kind: 'book', venueId };
}
