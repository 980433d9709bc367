import type { LaneRecord } from '../api/lanes';
import type { Reservation } from '../api/reservations';
import type { Tournament } from '../api/tournaments';
import { addMinutes, toInstantText } from '../time/venueTime';
import type { LaneBlock } from './laneBlock';

/**
 * The one rule for what takes a lane and when (laneBlock.ts's definitions: only what still takes it). The
 * server builds its blocks with these from the rows an indexed window reads (lan-server/db/laneBlocks.ts),
 * and the staff calendar from the entities it holds, so both draw the same blocks.
 */

/** Lane blocking for a tournament assumes 2 hours when it has no duration. */
export const DEFAULT_TOURNAMENT_BLOCK_HOURS = 2;

/** An active reservation blocks [reservedTime, reservedTime + duration); any other status blocks nothing. */
export function reservationBlock(
  r: Pick<
    Reservation,
    | 'id'
    | 'laneId'
    | 'reservedTime'
    | 'duration'
    | 'status'
    | 'customerName'
    | 'playerCount'
    | 'prepaidAmount'
  >,
): LaneBlock | null {
  if (r.status !== 'active') return null;
  return {
    laneId: r.laneId,
    kind: 'reservation',
    start: toInstantText(r.reservedTime),
    end: toInstantText(addMinutes(r.reservedTime, r.duration)),
    customerName: r.customerName,
    playerCount: r.playerCount,
    prepaidAmount: r.prepaidAmount,
    reservationId: r.id,
  };
}

/** A tournament not completed or cancelled, with a date, blocks each lane it uses for its duration. */
export function tournamentBlocks(
  t: Pick<Tournament, 'id' | 'name' | 'status' | 'selectedLanes' | 'scheduledDate' | 'duration'>,
): LaneBlock[] {
  if (t.status === 'completed' || t.status === 'cancelled' || !t.scheduledDate) return [];
  const hours = t.duration > 0 ? t.duration : DEFAULT_TOURNAMENT_BLOCK_HOURS;
  const start = toInstantText(t.scheduledDate);
  const end = toInstantText(addMinutes(t.scheduledDate, hours * 60));
  return t.selectedLanes.map((laneId) => ({
    laneId,
    kind: 'tournament',
    start,
    end,
    tournamentId: t.id,
    tournamentName: t.name,
  }));
}

/** The staff calendar's step, which a match's block (below) covers. */
const MATCH_BLOCK_MINUTES = 30;

/**
 * A lane playing a tournament match (status `tournament`, see shared/lanes/laneStatus.ts) is taken by that
 * tournament now, even outside the tournament's planned hours (a cup running late, or one with no date): a
 * tournament block over the half hour `now` falls in, named after the tournament. When the match will end is
 * not known, so nothing later is blocked. For the staff calendar only: bookings keep the tournament's own
 * blocks (laneBlock.ts).
 */
export function matchBlock(
  lane: Pick<LaneRecord, 'id' | 'status' | 'tournamentId' | 'tournamentName'>,
  now: Date,
): LaneBlock | null {
  if (lane.status !== 'tournament') return null;
  const step = MATCH_BLOCK_MINUTES * 60_000;
  const start = new Date(Math.floor(now.getTime() / step) * step);
  return {
    laneId: lane.id,
    kind: 'tournament',
    start: start.toISOString(),
    end: new Date(start.getTime() + step).toISOString(),
    tournamentId: lane.tournamentId ?? undefined,
    tournamentName: lane.tournamentName ?? 'Tournament',
  };
}

/** A running session (occupied, with a start) blocks [startTime, startTime + sessionDuration seconds). */
export function sessionBlock(
  lane: Pick<LaneRecord, 'id' | 'status' | 'startTime' | 'sessionDuration'>,
): LaneBlock | null {
  if (lane.status !== 'occupied' || !lane.startTime) return null;
  return {
    laneId: lane.id,
    kind: 'session',
    start: toInstantText(lane.startTime),
    end: toInstantText(addMinutes(lane.startTime, lane.sessionDuration / 60)),
  };
}

/** A league night: the season's lanes from its start time for its duration (docs/league-nights.md). */
export function leagueNightBlocks(night: {
  seasonId: string;
  name: string;
  lanes: readonly number[];
  startsAt: string;
  endsAt: string;
}): LaneBlock[] {
  return night.lanes.map((laneId) => ({
    laneId,
    kind: 'league',
    start: toInstantText(night.startsAt),
    end: toInstantText(night.endsAt),
    leagueSeasonId: night.seasonId,
    leagueName: night.name,
  }));
}
