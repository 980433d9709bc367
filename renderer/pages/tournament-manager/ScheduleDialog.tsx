import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TournamentState } from '../../../shared/api/tournaments';
import { planMatches } from '../../../shared/tournament/schedule';
import { tournamentWrites } from '../../../shared/api/tournamentWrites';
import { call } from '../../api/call';
import { formatTime } from '../../../shared/i18n/format';
import { useSettings } from '../../api/queries/settings';
import { useT } from '../../i18n/i18nContext';
import { useTournamentName } from '../../i18n/tournamentNames';
import { toast } from '../../stores/toasts';
import { useLanes } from '../../api/queries/lanes';
import { useRefreshTournament } from './managerData';
import { laneLabel } from '../reservations/queries';

/**
 * 'Schedule Next Matches': pending games onto available lanes, 30 minutes apart from now — the
 * lanes the tournament's format plays on (its own lanes, or any free lane when its form chose none).
 */
export function ScheduleDialog({ state }: { state: TournamentState }) {
  const t = useT();
  const name = useTournamentName();
  const zone = useSettings().data?.timezone ?? 'Europe/London';
  const tournamentId = state.tournament.id;
  const games = state.games;
  const laneIds = state.scheduleLanes;
  const [open, setOpen] = useState(false);
  const lanes = useLanes();
  const refresh = useRefreshTournament();
  const usable = (lanes.data ?? []).filter((l) => !laneIds || laneIds.length === 0 || laneIds.includes(l.id));
  const plan = planMatches(games, usable, new Date());
  const byId = new Map(games.map((g) => [g.id, g]));
  const laneName = (id: number) =>
    laneLabel(
      lanes.data?.find((l) => l.id === id),
      id,
      t,
    );
  const schedule = useMutation({
    mutationFn: () =>
      call(tournamentWrites.scheduleMatches, { params: { id: tournamentId }, body: { matches: plan } }),
    onSuccess: () => {
      toast({ title: t('tournaments.toast.scheduled'), variant: 'success' });
      refresh(tournamentId);
      setOpen(false);
    },
    onError: () =>
      toast({
        title: t('tournaments.toast.scheduleFailed'),
        description: t('tournaments.toast.scheduleFailedHint'),
        variant: 'destructive',
      }),
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-primary">
          {t('tournaments.schedule.open')}
        </button>
      </Dialog.Trigger>
      <DialogFrame title={t('tournaments.schedule.open')}>
        {plan.length === 0 ? (
          <p className="muted">{t('tournaments.toast.nothingToSchedule')}</p>
        ) : (
          <ul className="fixtures">
            {plan.map((m) => {
              const g = byId.get(m.gameId);
              return (
                <li key={m.gameId}>
                  <strong>{g ? name(state.labels[g.id] ?? '') : ''}</strong>{' '}
                  {t('tournaments.schedule.line', {
                    home: g?.home ?? t('tournaments.panel.tbd'),
                    away: g?.away ?? t('tournaments.panel.tbd'),
                    lane: laneName(m.laneId),
                    time: formatTime(m.scheduledTime, zone),
                  })}
                </li>
              );
            })}
          </ul>
        )}
        <div className="dialog-actions">
          <CloseButton>{t('tournaments.setup.cancel')}</CloseButton>
          <button
            type="button"
            className="btn btn-primary"
            disabled={schedule.isPending}
            onClick={() => {
              if (plan.length === 0) toast({ title: t('tournaments.toast.nothingToSchedule') });
              else schedule.mutate();
            }}
          >
            {t('tournaments.schedule.submit')}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
