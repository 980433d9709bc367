import type { Lane, TabletLane } from '../api/lanes';

/**
 * The lane a paired tablet is sent (GET /api/lanes/{id} with a device cookie, and its `lane_updated`
 * messages): the staff lane with every customer's detail left behind. Built field by field rather than
 * by deleting the personal ones, so nothing new can slip through by being added to Lane.
 */
export function tabletLaneOf(lane: Lane): TabletLane {
  return {
    id: lane.id,
    number: lane.number,
    name: lane.name,
    status: lane.status,
    startTime: lane.startTime,
    duration: lane.duration,
    sessionDuration: lane.sessionDuration,
    gameMode: lane.gameMode,
    sets: lane.sets,
    legs: lane.legs,
    isInTournament: lane.isInTournament,
    tournamentId: lane.tournamentId,
    tournamentName: lane.tournamentName,
    nextReservation: lane.nextReservation ? { reservedTime: lane.nextReservation.reservedTime } : null,
    timeUntilNextReservation: lane.timeUntilNextReservation,
  };
}
