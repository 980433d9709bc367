import type { Endpoint } from './endpoint';
import { apiDocEndpoints } from './apiDocs';
import { authEndpoints } from './auth';
import { devicesEndpoints } from './devices';
import { usersEndpoints } from './users';
import { gameReads } from './games';
import { gameWrites } from './gameResults';
import { laneGameEndpoints } from './laneGame';
import { mailEndpoints } from './mail';
import { opsEndpoints } from './ops';
import { privacyEndpoints } from './privacy';
import { publicBookingEndpoints } from './publicBooking';
import { reservationsEndpoints } from './reservationEdits';
import { settingsEndpoints } from './settingsUpdate';
import { statsEndpoints } from './stats';
import { tournamentReads } from './tournaments';
import { tournamentWrites } from './tournamentWrites';
import { clientErrorEndpoints } from './clientErrors';
import { laneEndpoints } from './lanes';
import { venueEndpoints } from './venue';
import { groupEndpoints } from './group';
import { leagueEndpoints } from './leagues';
import { leagueNightEndpoints } from './leagueNights';
import { leaguePublicEndpoints } from './leaguePublic';
import { leagueSeasonEndEndpoints } from './leagueSeasonEnd';
import { leagueMatchNightEndpoints } from './leagueMatchNight';
import { leagueBoardEndpoints } from './leagueBoard';
import { leagueMailEndpoints } from './leagueMail';

/**
 * The venue's endpoint table for its HTTP doors, LAN and public: one area per file of shared/api, joined
 * here. Its third door, the NATS door head office asks, has its entries beside the group's rules
 * (shared/group/questions.ts); shared/venueDoors.ts joins all three. The venue implements each
 * entry once (lan-server/http/routes), the screens call entries by name (renderer/api/call.ts), and
 * lan-server/test/contract.test.ts checks that the two sides cover the same table. Head office's door has
 * its own part of the table, `hubEndpoints` (shared/group/headOfficeApi.ts). A new endpoint starts as an
 * entry in its area's file (docs/architecture.md).
 */
export const endpoints = {
  auth: authEndpoints,
  devices: devicesEndpoints,
  users: usersEndpoints,
  games: { ...gameReads, ...gameWrites },
  laneGame: laneGameEndpoints,
  mail: mailEndpoints,
  ops: opsEndpoints,
  privacy: privacyEndpoints,
  publicBooking: publicBookingEndpoints,
  reservations: reservationsEndpoints,
  settings: settingsEndpoints,
  stats: statsEndpoints,
  tournaments: { ...tournamentReads, ...tournamentWrites },
  lanes: laneEndpoints,
  clientErrors: clientErrorEndpoints,
  venue: venueEndpoints,
  group: groupEndpoints,
  leagues: {
    ...leagueEndpoints,
    ...leagueNightEndpoints,
    ...leaguePublicEndpoints,
    ...leagueSeasonEndEndpoints,
    ...leagueMatchNightEndpoints,
    ...leagueBoardEndpoints,
    ...leagueMailEndpoints,
  },
  apiDocs: apiDocEndpoints,
} as const;

/** Every entry of the HTTP doors, for the API documents and the fuzzer. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((area): Endpoint[] => Object.values(area));
}
