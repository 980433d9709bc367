import type { Tournament } from '../../shared/api/tournaments';
import type { AppContext } from '../context';
import { lanesMarkedFor, setLaneTournament } from '../db/tournaments';
import { reportTournamentFinished } from './groupReports';

/**
 * The one point where a tournament becomes finished, whatever its format (group knockout, single or double
 * elimination, round robin, Swiss): inside the result's transaction, the tournament is completed with its
 * champion, its lanes are released, and head office is told through the group outbox — so the result, the
 * release and the event commit together or not at all (docs/venue-group.md).
 *
 * A correction of a tournament already completed only changes its champion: it was finished (and reported)
 * once, when its last result was first saved.
 */
export function finishTournament(
  ctx: AppContext,
  t: Tournament,
  champion: string,
  now: string,
): { tournament: Tournament; finished: boolean; lanes: number[] } {
  const bracket = { ...(t.bracket ?? {}), champion };
  if (t.status === 'completed') return { tournament: { ...t, bracket }, finished: false, lanes: [] };
  const finished: Tournament = { ...t, status: 'completed', completedAt: now, bracket };
  const lanes = lanesMarkedFor(ctx.db, t.id);
  for (const laneId of lanes) setLaneTournament(ctx.db, laneId, null);
  reportTournamentFinished(ctx, finished);
  return { tournament: finished, finished: true, lanes };
}
