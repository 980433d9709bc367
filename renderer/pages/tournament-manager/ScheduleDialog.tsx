import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TournamentState } from '../../../shared/api/tournaments';
import { planMatches } from '../../../shared/tournament/schedule';
import { TOURNAMENT_TOASTS } from '../../../shared/tournament/validation';
import { tournamentWrites } from '../../../shared/api/tournamentWrites';
import { call } from '../../api/call';
import { toast } from '../../stores/toasts';
import { useLanes } from '../../api/queries/lanes';
import { useRefreshTournament } from './managerData';
import { laneLabel } from '../reservations/queries';

function timeOf(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/**
 * 'Schedule Next Matches': pending games onto available lanes, 30 minutes apart from now — the
 * lanes the tournament's format plays on (its own lanes, or any free lane when its form chose none).
 */
export function ScheduleDialog({ state }: { state: TournamentState }) {
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
    );
  const schedule = useMutation({
    mutationFn: () =>
      call(tournamentWrites.scheduleMatches, { params: { id: tournamentId }, body: { matches: plan } }),
    onSuccess: () => {
      toast({ title: TOURNAMENT_TOASTS.scheduled, variant: 'success' });
      refresh(tournamentId);
      setOpen(false);
    },
    onError: () =>
      toast({
        title: TOURNAMENT_TOASTS.scheduleFailed,
        description: TOURNAMENT_TOASTS.scheduleFailedHint,
        variant: 'destructive',
      }),
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-primary">
          Schedule Next Matches
        </button>
      </Dialog.Trigger>
      <DialogFrame title="Schedule Next Matches">
        {plan.length === 0 ? (
          <p className="muted">{TOURNAMENT_TOASTS.nothingToSchedule}</p>
        ) : (
          <ul className="fixtures">
            {plan.map((m) => {
              const g = byId.get(m.gameId);
              return (
                <li key={m.gameId}>
                  <strong>{g ? state.labels[g.id] : ''}</strong> {g?.home} v {g?.away} — {laneName(m.laneId)}{' '}
                  at {timeOf(m.scheduledTime)}
                </li>
              );
            })}
          </ul>
        )}
        <div className="dialog-actions">
          <CloseButton>Cancel</CloseButton>
          <button
            type="button"
            className="btn btn-primary"
            disabled={schedule.isPending}
            onClick={() => {
              if (plan.length === 0) toast({ title: TOURNAMENT_TOASTS.nothingToSchedule });
              else schedule.mutate();
            }}
          >
            Schedule Matches
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
