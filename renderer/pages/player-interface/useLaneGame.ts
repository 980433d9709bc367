import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { laneGameQueries } from '../../api/queries/laneGame';
import { ApiError, NetworkError } from '../../api/errors';
import { useLane } from '../../api/queries/lanes';
import { queryCache } from '../../api/queryCache';
import { useAuth } from '../../stores/auth';
import { scoringStore } from '../../stores/scoringTurn';

/** How often taps waiting while offline are tried again. */
export const RETRY_OFFLINE_MS = 3000;

/** `otherLane`: this browser is a tablet paired to another lane (it once waited forever). */
export type LaneGamePhase = 'signIn' | 'noGame' | 'otherLane' | 'unreachable' | 'ready';

/**
 * Binds the scoring store to the lane's game on the server, which lives in the query cache: opens the lane
 * in the store with that cache (where the store puts its taps' answers), feeds it every game the cache takes
 * (a GET, a score answer, game_updated's copy in api/live.ts — each applied once), retries unsent taps
 * every few seconds and when the browser says it is back online, and refetches after a refusal or when the
 * lane's session ends (a lane_updated that is no longer occupied).
 */
export function useLaneGame(laneId: number): { phase: LaneGamePhase; message: string | null } {
  const client = useQueryClient();
  const auth = useAuth((s) => s.status);
  // One key object per lane, so the effects below run when the lane changes, not on every render.
  const gameKey = useMemo(() => laneGameQueries.current(laneId).queryKey, [laneId]);
  const query = useQuery(laneGameQueries.current(laneId));
  // The lane (kept live by lane_updated) says when staff end the session. A paired tablet hears its lane
  // as a TabletLane (no customers' details); a staff browser's Lane has more.
  const lane = useLane(laneId);
  const laneStatus = lane.data?.status;
  // A tournament match put on or taken off the lane leaves it 'available': that changes the game too.
  const inTournament = lane.data?.isInTournament;
  const { refetch } = query;

  useEffect(() => {
    scoringStore.getState().open(laneId, queryCache(client));
  }, [client, laneId]);

  useEffect(() => {
    if (query.data) scoringStore.getState().receive(query.data);
  }, [query.data]);

  useEffect(() => {
    const unsubscribe = scoringStore.subscribe((s, previous) => {
      if (s.refusals !== previous.refusals) void refetch();
    });
    return unsubscribe;
  }, [refetch]);

  useEffect(() => {
    if (laneStatus !== undefined) void client.invalidateQueries({ queryKey: gameKey });
  }, [client, gameKey, laneStatus, inTournament]);

  useEffect(() => {
    if (auth === 'signedIn') {
      void client.invalidateQueries({ queryKey: gameKey });
      void scoringStore.getState().flush();
    }
  }, [auth, client, gameKey]);

  useEffect(() => {
    const retry = () => {
      const { status, queue, matchStart } = scoringStore.getState();
      const readFailed = client.getQueryState(gameKey)?.error instanceof NetworkError;
      if (status !== 'offline' && !readFailed) return;
      // Unsent taps (and a match start) go first; with none, a fresh read tells the screen the server is back.
      const unsentStart = matchStart !== null && !matchStart.sent;
      if (queue.length > 0 || unsentStart) void scoringStore.getState().flush();
      else void client.invalidateQueries({ queryKey: gameKey });
    };
    const timer = setInterval(retry, RETRY_OFFLINE_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [client, gameKey]);

  // A path that names no lane (e.g. /player-interface/abc) has no game to show.
  if (!Number.isInteger(laneId) || laneId <= 0) return { phase: 'noGame', message: null };
  const error = query.error;
  if (error instanceof ApiError && error.status === 401) return { phase: 'signIn', message: null };
  if (error instanceof ApiError && error.status === 403)
    return { phase: 'otherLane', message: error.message };
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    return { phase: 'noGame', message: error.message };
  }
  if (error instanceof NetworkError) return { phase: 'unreachable', message: null };
  return { phase: 'ready', message: null };
}
