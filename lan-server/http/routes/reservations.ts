import {
  CreateReservationBody,
  OverrideReservationBody,
  ReplaceReservationBody,
} from '../../../shared/api/reservations';
import {
  cancelReservation,
  confirmationOf,
  createReservation,
  replaceReservation,
  reservationsForStaff,
  type BookingActor,
} from '../../services/reservations';
import { defineRoute, type Route, type RouteCall } from '../route';
import { unauthenticated } from '../errors';

/**
 * Staff through the LAN door book as staff; everyone else — and anyone at all on the public door — books
 * as a customer, with every customer rule applied.
 */
function actorOf(call: RouteCall<unknown, unknown>): BookingActor {
  return call.user && call.door === 'lan' ? { kind: 'staff', user: call.user } : { kind: 'customer' };
}

/** SPEC §7 Reservations, plus the safe edit (PUT) that the reservation modal uses. */
export function reservationRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/reservations',
      access: 'staff',
      handle: ({ ctx }) => reservationsForStaff(ctx),
    }),
    defineRoute({
      method: 'post',
      path: '/api/reservations',
      access: 'public',
      status: 201,
      body: CreateReservationBody,
      handle: (call) => {
        const actor = actorOf(call);
        const saved = createReservation(call.ctx, { body: call.body, override: null }, actor);
        // A customer gets a confirmation without personal details; staff get the whole reservation.
        return actor.kind === 'staff' ? saved : confirmationOf(call.ctx, saved);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/reservations/override',
      access: 'staff',
      status: 201,
      body: OverrideReservationBody,
      handle: ({ ctx, body, user }) => {
        if (!user) throw unauthenticated();
        return createReservation(
          ctx,
          { body, override: { reason: body.overrideReason } },
          { kind: 'staff', user },
        );
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/reservations/:id',
      access: 'staff',
      body: ReplaceReservationBody,
      handle: ({ ctx, body, params }) => replaceReservation(ctx, params.id ?? '', body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/reservations/:id',
      access: 'staff',
      handle: ({ ctx, params }) => cancelReservation(ctx, params.id ?? ''),
    }),
  ];
}
