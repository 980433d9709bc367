import {
  GroupKnockoutBody,
  ScheduleMatchesBody,
  TournamentBody,
  type TournamentCreated,
} from '../../../shared/api/tournaments';
import {
  createGroupKnockout,
  createTournament,
  deleteTournament,
  getTournaments,
  startTournament,
  updateTournament,
} from '../../services/tournaments';
import { requireTournament } from '../../services/tournamentsCommon';
import { exportResults } from '../../services/tournamentsExport';
import { advanceGroups, groupsOf, knockoutOf, scheduleMatches } from '../../services/tournamentsStages';
import { defineRoute, type Route } from '../route';

/**
 * SPEC §7 Tournaments. Reads are 'lan': the TV scoreboard reads them on the LAN door without signing in
 * (names of players in a public tournament, nothing personal), and the public door never serves them.
 * Writes and the export file are staff only.
 */
export function tournamentRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/tournaments',
      access: 'lan',
      handle: ({ ctx }) => getTournaments(ctx),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tournaments/group-knockout',
      access: 'staff',
      body: GroupKnockoutBody,
      status: 201,
      handle: ({ ctx, body }): TournamentCreated => ({ tournament: createGroupKnockout(ctx, body) }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tournaments',
      access: 'staff',
      body: TournamentBody,
      status: 201,
      handle: ({ ctx, body }) => createTournament(ctx, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/tournaments/:id',
      access: 'lan',
      handle: ({ ctx, params }) => requireTournament(ctx, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/api/tournaments/:id',
      access: 'staff',
      body: TournamentBody,
      handle: ({ ctx, params, body }) => updateTournament(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/tournaments/:id',
      access: 'staff',
      handle: ({ ctx, params }) => deleteTournament(ctx, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tournaments/:id/start',
      access: 'staff',
      handle: ({ ctx, params }) => startTournament(ctx, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/tournaments/:id/groups',
      access: 'lan',
      handle: ({ ctx, params }) => groupsOf(ctx, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/tournaments/:id/knockout',
      access: 'lan',
      handle: ({ ctx, params }) => knockoutOf(ctx, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tournaments/:id/advance-groups',
      access: 'staff',
      handle: ({ ctx, params }) => advanceGroups(ctx, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tournaments/:id/schedule-matches',
      access: 'staff',
      body: ScheduleMatchesBody,
      handle: ({ ctx, params, body }) => scheduleMatches(ctx, params.id, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/tournaments/:id/export',
      access: 'staff',
      handle: ({ ctx, params, res }) => {
        const { fileName, csv } = exportResults(ctx, params.id);
        // res.attachment encodes names outside ASCII (RFC 6266) so any tournament name is a safe header.
        res.attachment(fileName).type('text/csv; charset=utf-8').send(csv);
        return undefined;
      },
    }),
  ];
}
