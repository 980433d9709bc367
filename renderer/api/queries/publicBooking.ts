import { publicBookingEndpoints as publicApi } from '../../../shared/api/publicBooking';
import { call } from '../call';
import { keys } from '../keys';

/**
 * The booking page's cache entries: one key, one fetcher each. Their schemas are zod/mini, so the booking
 * page's own build carries only zod's small core (docs/performance.md).
 */
export const publicQueries = {
  settings: () => ({ queryKey: keys.publicSettings, queryFn: () => call(publicApi.settings) }),
  availability: (date: string, duration: number) => ({
    queryKey: keys.availability(date, duration),
    queryFn: () => call(publicApi.availability, { query: { date, duration } }),
  }),
  /** The booking behind a cancel link's token (sent in the body, never in a URL). */
  cancellation: (token: string) => ({
    queryKey: keys.cancellation(token),
    queryFn: () => call(publicApi.cancellationLookup, { body: { token } }),
  }),
};
