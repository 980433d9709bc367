import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LaneGameRecord } from '../../../shared/api/stats';
import { statsEndpoints } from '../../../shared/api/stats';
import { call } from '../../api/call';
import { laneGameQueries } from '../../api/queries/laneGame';
import { errorMessage } from '../../api/errors';
import { useScoring } from '../../stores/scoringTurn';
import { toast } from '../../stores/toasts';

/**
 * The figures of the game on this lane, from GET /api/lanes/:id/games. The server replays its game log, so
 * figures follow the darts the server has: a tap still in the tablet's queue shows once sent. Every
 * game_updated of the lane refreshes it (its key sits under the lane game's).
 */
export function useLaneStats(laneId: number, enabled = true): LaneGameRecord | null {
  const gameId = useScoring((s) => (s.laneId === laneId ? s.gameId : null));
  const games = useQuery({ ...laneGameQueries.figures(laneId), enabled });
  const list = games.data?.games ?? [];
  return list.find((g) => g.gameId === gameId) ?? null;
}

/** 'Hide from leaderboard' for one player of the lane's game, stored on the server. */
export function useHideFromLeaderboard(laneId: number) {
  const client = useQueryClient();
  const gameId = useScoring((s) => (s.laneId === laneId ? s.gameId : null));
  return useMutation({
    // Names the game this screen shows, so the choice can never land on the lane's next game.
    mutationFn: (body: { player: number; hidden: boolean }) =>
      call(statsEndpoints.leaderboardHidden, {
        params: { id: laneId },
        body: { gameId: gameId ?? '', ...body },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: laneGameQueries.figures(laneId).queryKey }),
    onError: (err) =>
      toast({
        title: 'Could not change the leaderboard choice',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
