import { AvailabilityQuery, type PublicAvailability } from '../../../shared/api/publicBooking';
import { availabilityFor } from '../../services/reservations';
import { rememberedJson } from '../../services/readCache';
import { publicSettings } from '../../services/settings';
import { defineRoute, sendJsonText, type Route } from '../route';

/**
 * The booking page's reads, served on both doors. Neither answer names a customer: availability says a
 * slot is taken and why ('reserved', 'tournament', 'in_use'), never by whom.
 */
export function publicBookingRoutes(): Route[] {
  return [
    defineRoute<undefined, AvailabilityQuery>({
      method: 'get',
      path: '/api/public/availability',
      access: 'public',
      query: AvailabilityQuery,
      handle: ({ ctx, query, res }) =>
        sendJsonText(
          res,
          rememberedJson(ctx, `availability|${query.date}|${query.duration}`, (): PublicAvailability =>
            availabilityFor(ctx, query.date, query.duration),
          ),
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/api/public/settings',
      access: 'public',
      handle: ({ ctx }) => publicSettings(ctx),
    }),
  ];
}
