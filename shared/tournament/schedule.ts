/**
 * 'Schedule Next Matches' (docs/behaviour.md#scheduling-matches): only pending
 * games are used, matched to available lanes, at most as many as there are lanes; start times are spaced
 * 30 minutes apart starting now. The dialog shows this plan and sends it; the server re-checks each pair.
 */
export const SCHEDULE_SPACING_MS = 30 * 60 * 1000;

export interface SchedulableGame {
  id: string;
  status: string;
  home: string | null;
  away: string | null;
}

export interface SchedulableLane {
  id: number;
  status: string;
  isInTournament: boolean;
}

export interface PlannedMatch {
  gameId: string;
  laneId: number;
  scheduledTime: string;
}

/**
 * Decisions: a game is schedulable only when both players are known (a TBD side cannot throw), and a lane
 * is available when its status is available and it is not already hosting a tournament match. Games keep
 * their order (group rounds first, then knockout match order); lanes go in the order given.
 */
export function planMatches(
  games: readonly SchedulableGame[],
  lanes: readonly SchedulableLane[],
  now: Date,
): PlannedMatch[] {
  const ready = games.filter((g) => g.status === 'pending' && g.home !== null && g.away !== null);
  const free = lanes.filter((l) => l.status === 'available' && !l.isInTournament);
  const count = Math.min(ready.length, free.length);
  const plan: PlannedMatch[] = [];
  for (let i = 0; i < count; i++) {
    plan.push({
      gameId: ready[i].id,
      laneId: free[i].id,
      scheduledTime: new Date(now.getTime() + i * SCHEDULE_SPACING_MS).toISOString(),
    });
  }
  return plan;
}
