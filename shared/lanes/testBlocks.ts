import type { LaneRecord } from '../api/lanes';
import type { LaneBlockKind } from '../booking/laneBlock';
import { addMinutes } from '../time/venueTime';
import type { LaneRuleBlock } from './availability';

/**
 * Builders for the lane-rule tests (not exported from the module's public surface; only tests import it).
 * Times are UTC ISO strings; in November Europe/London wall time equals UTC, which keeps tables readable.
 */
export const LONDON = 'Europe/London';

export function at(iso: string): Date {
  return new Date(iso);
}

export function block(
  kind: LaneBlockKind,
  start: string,
  minutes: number,
  extra: Partial<LaneRuleBlock> = {},
): LaneRuleBlock {
  const names =
    kind === 'reservation'
      ? { customerName: 'Alice', reservationId: 'r1' }
      : kind === 'tournament'
        ? { tournamentName: 'Friday Cup', tournamentId: 't1' }
        : {};
  return {
    laneId: 1,
    kind,
    start: new Date(start).toISOString(),
    end: addMinutes(start, minutes).toISOString(),
    ...names,
    ...extra,
  };
}

export function laneRecord(extra: Partial<LaneRecord> = {}): LaneRecord {
  return {
    id: 1,
    number: 1,
    name: '',
    status: 'available',
    startTime: null,
    duration: 0,
    currentFee: '0.00',
    playerCount: 0,
    players: [],
    gameMode: null,
    sets: 1,
    legs: 1,
    reservedBy: null,
    reservedUntil: null,
    prepaidAmount: '0.00',
    isInTournament: false,
    tournamentId: null,
    tournamentName: null,
    sessionDuration: 3600,
    ...extra,
  };
}
