import type { Game } from '../../shared/api/games';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { newGame } from '../../shared/darts/game';

/**
 * A lane's fresh 501 game between Ann and Bob as the store's tests start it: the lane game the server
 * answers (`first`) and the same game as a game row (`row`), on lane `laneId`.
 */
export function laneGameFixture(laneId: number) {
  const session = { laneNumber: laneId, laneName: `Lane ${laneId}`, startTime: null, sessionDuration: 3600 };
  const start = newGame({ mode: '501', players: ['Ann', 'Bob'], sets: 1, legs: 1 });
  const first: LaneGameResponse = { gameId: 'g1', laneId, session, state: start };
  const row: Game = {
    id: 'g1',
    laneId,
    tournamentId: null,
    players: ['Ann', 'Bob'],
    gameMode: '501',
    sets: 1,
    legs: 1,
    scores: {},
    currentPlayer: 0,
    status: 'active',
    winner: null,
    stage: null,
    groupId: null,
    roundNumber: 0,
    home: null,
    away: null,
    bestOf: 1,
    scheduledTime: null,
    startedAt: null,
    completedAt: null,
  };
  return { session, start, first, row };
}
