import {
  publicBookingEndpoints as publicApi,
  type CancelView,
  type PublicAvailability,
  type PublicSettings,
} from '../../../shared/api/publicBooking';
import type {
  BookingConfirmation,
  CreateReservationBody,
  Reservation,
} from '../../../shared/api/reservations';
import { call } from '../../api/call';
import { publicQueries } from '../../api/queries/publicBooking';
import type { SmallKey, SmallQueryOptions } from '../../api/smallQuery';

/**
 * Where the booking page's questions go. The venue's own page asks its public door; the group's page
 * (renderer/group-booking) asks the hub, which asks the venue. Same screens, same flow, same texts: only
 * the addresses differ.
 */
export interface BookingSource {
  settings: () => SmallQueryOptions<PublicSettings>;
  availability: (date: string, duration: number) => SmallQueryOptions<PublicAvailability>;
  /** What is read again after a booking or a refusal: every day's grid. */
  availabilityKey: SmallKey;
  create: (body: CreateReservationBody) => Promise<Reservation | BookingConfirmation>;
  cancellation: (token: string) => SmallQueryOptions<CancelView>;
  cancel: (token: string) => Promise<CancelView>;
  /** Where 'Make another booking' and 'Keep my booking' lead. */
  home: string;
}

/** The venue's own public door. */
export const publicDoor: BookingSource = {
  settings: publicQueries.settings,
  availability: publicQueries.availability,
  availabilityKey: ['public', 'availability'],
  create: (body) => call(publicApi.create, { body }),
  cancellation: publicQueries.cancellation,
  cancel: (token) => call(publicApi.cancel, { body: { token } }),
  home: '/',
};
