import type { Route } from '../route';
import { authRoutes } from './auth';
import { deviceRoutes } from './devices';
import { laneRoutes } from './lanes';
import { publicBookingRoutes } from './publicBooking';
import { reservationRoutes } from './reservations';
import { settingsRoutes } from './settings';
import { tournamentRoutes } from './tournaments';
import { gameRoutes } from './games';
import { laneGameRoutes } from './laneGame';
import { mailRoutes } from './mail';
import { opsRoutes } from './ops';
import { statsRoutes } from './stats';
import { privacyRoutes } from './privacy';
import { userRoutes } from './users';
import { clientErrorRoutes } from './clientErrors';
import { groupRoutes } from './group';
import { groupDoorRoutes } from './groupDoor';
import { apiDocRoutes } from './apiDocs';
import { leagueRoutes } from './leagues';

/**
 * The route table of the whole API, in one place. Each area adds its routes here; access is declared on
 * every route (see route.ts) and the tests walk this table.
 */
export function allRoutes(): Route[] {
  return [
    ...authRoutes(),
    ...deviceRoutes(),
    ...laneRoutes(),
    ...reservationRoutes(),
    ...publicBookingRoutes(),
    ...settingsRoutes(),
    ...tournamentRoutes(),
    ...gameRoutes(),
    ...laneGameRoutes(),
    ...mailRoutes(),
    ...opsRoutes(),
    ...statsRoutes(),
    ...privacyRoutes(),
    ...userRoutes(),
    ...clientErrorRoutes(),
    ...groupRoutes(),
    ...leagueRoutes(),
    ...groupDoorRoutes(),
    ...apiDocRoutes(),
  ];
}
