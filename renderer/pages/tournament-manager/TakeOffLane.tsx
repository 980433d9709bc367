import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Game } from '../../../shared/api/games';
import { gameWrites } from '../../../shared/api/gameResults';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { useT } from '../../i18n/i18nContext';
import { useRefreshTournament } from './managerData';

/**
 * A match being played on a lane's tablet can be taken off the lane (players swapped boards, a
 * board broke). It goes back to pending, its legs so far are dropped, and 'Schedule Next Matches' offers it
 * again. Asks first (inline), because the players lose the legs they threw on that board.
 */
export function TakeOffLane({ game, tournamentId }: { game: Game; tournamentId: string }) {
  const t = useT();
  const refresh = useRefreshTournament();
  const tbd = t('tournaments.panel.tbd');
  const [asking, setAsking] = useState(false);
  const takeOff = useMutation({
    mutationFn: () => call(gameWrites.takeOffLane, { params: { id: game.id } }),
    onSuccess: () => {
      toast({
        title: t('tournaments.takeOff.done'),
        description: t('tournaments.takeOff.doneHint', { home: game.home ?? tbd, away: game.away ?? tbd }),
        variant: 'success',
      });
      refresh(tournamentId);
    },
    onError: (err) =>
      toast({
        title: t('tournaments.takeOff.failed'),
        description: errorMessage(err, t('tournaments.toast.scoreFailedHint')),
        variant: 'destructive',
      }),
  });
  if (game.status !== 'active' || game.laneId === null) return null;
  if (!asking) {
    return (
      <button type="button" className="btn btn-outline btn-small" onClick={() => setAsking(true)}>
        {t('tournaments.takeOff.open')}
      </button>
    );
  }
  return (
    <span className="take-off-confirm" role="group" aria-label={t('tournaments.takeOff.group')}>
      <span className="muted">{t('tournaments.takeOff.ask', { lane: game.laneId })}</span>
      <button
        type="button"
        className="btn btn-danger btn-small"
        disabled={takeOff.isPending}
        onClick={() => takeOff.mutate()}
      >
        {t('tournaments.takeOff.confirm')}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setAsking(false)}>
        {t('tournaments.takeOff.keep')}
      </button>
    </span>
  );
}
