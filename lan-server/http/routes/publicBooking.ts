import { encodedJson, implement } from '../implement';
import { publicBookingEndpoints as publicBookingApi } from '../../../shared/api/publicBooking';
import { type PublicAvailability } from '../../../shared/api/publicBooking';
import { availabilityFor } from '../../services/reservations';
import { rememberedJson } from '../../services/readCache';
import { publicSettings } from '../../services/settings';
import type { Route } from '../route';

/**
 * The booking page's reads, served on both doors. Neither answer names a customer: availability says a
 * slot is taken and why ('reserved', 'tournament', 'in_use'), never by whom.
 */
export function publicBookingRoutes(): Route[] {
  return [
    implement(publicBookingApi.availability, ({ ctx, query }) =>
      encodedJson<PublicAvailability>(
        rememberedJson(ctx, `availability|${query.date}|${query.duration}`, (): PublicAvailability =>
          availabilityFor(ctx, query.date, query.duration),
        ),
      ),
    ),
    implement(publicBookingApi.settings, ({ ctx }) => publicSettings(ctx)),
  ];
}
