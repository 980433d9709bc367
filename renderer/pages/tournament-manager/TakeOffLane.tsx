import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Game } from '../../../shared/api/games';
import { gameWrites } from '../../../shared/api/gameResults';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { useRefreshTournament } from './managerData';

/**
 * A match being played on a lane's tablet can be taken off the lane (players swapped boards, a
 * board broke). It goes back to pending, its legs so far are dropped, and 'Schedule Next Matches' offers it
 * again. Asks first (inline), because the players lose the legs they threw on that board.
 */
export function TakeOffLane({ game, tournamentId }: { game: Game; tournamentId: string }) {
  const refresh = useRefreshTournament();
  const [asking, setAsking] = useState(false);
  const takeOff = useMutation({
    mutationFn: () => call(gameWrites.takeOffLane, { params: { id: game.id } }),
    onSuccess: () => {
      toast({
        title: 'Match taken off the lane',
        description: `${game.home ?? 'TBD'} v ${game.away ?? 'TBD'} is waiting for a lane again`,
        variant: 'success',
      });
      refresh(tournamentId);
    },
    onError: (err) =>
      toast({
        title: 'Failed to take the match off the lane',
        description: errorMessage(err, 'Please try again'),
        variant: 'destructive',
      }),
  });
  if (game.status !== 'active' || game.laneId === null) return null;
  if (!asking) {
    return (
      <button type="button" className="btn btn-outline btn-small" onClick={() => setAsking(true)}>
        Take Off Lane
      </button>
    );
  }
  return (
    <span className="take-off-confirm" role="group" aria-label="Take the match off its lane">
      <span className="muted">Drop the legs played on Lane {game.laneId}?</span>
      <button
        type="button"
        className="btn btn-danger btn-small"
        disabled={takeOff.isPending}
        onClick={() => takeOff.mutate()}
      >
        Take Off
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
