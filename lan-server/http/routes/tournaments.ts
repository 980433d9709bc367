import { fileAnswer, implement } from '../implement';
import { tournamentReads } from '../../../shared/api/tournaments';
import { tournamentWrites } from '../../../shared/api/tournamentWrites';
import { type TournamentCreated } from '../../../shared/api/tournaments';
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
import { advanceGroups, scheduleMatches } from '../../services/tournamentsStages';
import { groupsOf, knockoutOf, readTournamentState } from '../../services/tournamentView';
import { type Route } from '../route';

/**
 * The tournaments endpoints. Reads are 'lan': the TV scoreboard reads them on the LAN door without signing in
 * (names of players in a public tournament, nothing personal), and the public door never serves them.
 * Writes and the export file are staff only.
 */
export function tournamentRoutes(): Route[] {
  return [
    implement(tournamentReads.list, ({ ctx, query }) => getTournaments(ctx, query)),
    implement(tournamentWrites.createGroupKnockout, ({ ctx, body }): TournamentCreated => ({
      tournament: createGroupKnockout(ctx, body),
    })),
    implement(tournamentWrites.create, ({ ctx, body }) => createTournament(ctx, body)),
    implement(tournamentReads.one, ({ ctx, params }) => requireTournament(ctx, params.id)),
    implement(tournamentWrites.update, ({ ctx, params, body }) => updateTournament(ctx, params.id, body)),
    implement(tournamentWrites.remove, ({ ctx, params }) => {
      deleteTournament(ctx, params.id);
      return undefined;
    }),
    implement(tournamentWrites.start, ({ ctx, params }) => startTournament(ctx, params.id)),
    implement(tournamentReads.groups, ({ ctx, params }) => groupsOf(ctx, params.id)),
    implement(tournamentReads.knockout, ({ ctx, params }) => knockoutOf(ctx, params.id)),
    implement(tournamentReads.state, ({ ctx, params }) => readTournamentState(ctx, params.id)),
    implement(tournamentWrites.advanceGroups, ({ ctx, params }) => advanceGroups(ctx, params.id)),
    implement(tournamentWrites.scheduleMatches, ({ ctx, params, body }) =>
      scheduleMatches(ctx, params.id, body),
    ),
    implement(tournamentWrites.export, ({ ctx, params }) => {
      const { fileName, csv } = exportResults(ctx, params.id);
      // Express encodes names outside ASCII (RFC 6266) so any tournament name is a safe header.
      return fileAnswer('text/csv; charset=utf-8', fileName, csv);
    }),
  ];
}
