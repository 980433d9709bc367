import type { Endpoint } from '../../../shared/api/endpoint';
import { encodedJson, implement, type Call } from '../implement';
import { publicBookingEndpoints } from '../../../shared/api/publicBooking';
import {
  reservationsEndpoints as reservationsApi,
  type StaffReservation,
} from '../../../shared/api/reservationEdits';
import { rememberedJson } from '../../services/readCache';
import {
  cancelReservation,
  confirmationOf,
  createReservation,
  replaceReservation,
  reservationsForStaff,
  type BookingActor,
} from '../../services/reservations';
import type { Route } from '../route';
import { unauthenticated } from '../errors';

/**
 * Staff through the LAN door book as staff; everyone else — and anyone at all on the public door — books
 * as a customer, with every customer rule applied.
 */
function actorOf(call: Pick<Call<Endpoint>, 'user' | 'door'>): BookingActor {
  return call.user && call.door === 'lan' ? { kind: 'staff', user: call.user } : { kind: 'customer' };
}

/** The reservations endpoints, plus the safe edit (PUT) that the reservation modal uses. */
export function reservationRoutes(): Route[] {
  return [
    // The same for every member of staff: desks refreshing together after a change cost one reading, one
    // serialisation and one compression (readCache.ts), until the next write or second.
    implement(reservationsApi.list, ({ ctx, query }) =>
      encodedJson<StaffReservation[]>(
        rememberedJson(ctx, `reservations|${query.from ?? 'today'}|${query.days ?? 'default'}`, () =>
          reservationsForStaff(ctx, query),
        ),
      ),
    ),
    implement(publicBookingEndpoints.create, (call) => {
      const actor = actorOf(call);
      const saved = createReservation(
        call.ctx,
        { body: call.body, override: null, language: call.language },
        actor,
      );
      // A customer gets a confirmation without personal details; staff get the whole reservation.
      return actor.kind === 'staff' ? saved : confirmationOf(call.ctx, saved);
    }),
    implement(reservationsApi.override, ({ ctx, body, user }) => {
      if (!user) throw unauthenticated();
      return createReservation(
        ctx,
        { body, override: { reason: body.overrideReason } },
        { kind: 'staff', user },
      );
    }),
    implement(reservationsApi.replace, ({ ctx, body, params }) =>
      replaceReservation(ctx, params.id ?? '', body),
    ),
    implement(reservationsApi.cancel, ({ ctx, params }) => cancelReservation(ctx, params.id ?? '')),
  ];
}
