import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '../../../shared/api/games';
import { GAMES_POLL_MS, TOURNAMENTS_POLL_MS } from '../../../shared/tournament/polling';
import { gameWrites } from '../../../shared/api/gameResults';
import { tournamentWrites } from '../../../shared/api/tournamentWrites';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { tournamentQueries } from '../../api/queries/tournaments';
import { useT } from '../../i18n/i18nContext';
import { toast } from '../../stores/toasts';

/**
 * The manager's server data: polled as docs/behaviour.md#live-updates says, and refreshed at once by socket
 * messages (api/live.ts).
 */

export function useTournaments() {
  return useQuery({ ...tournamentQueries.list(), refetchInterval: TOURNAMENTS_POLL_MS });
}

export function useTournament(id: string | null) {
  return useQuery({
    ...tournamentQueries.one(id ?? ''),
    enabled: id !== null,
    refetchInterval: TOURNAMENTS_POLL_MS,
  });
}

/**
 * The selected tournament's whole state: its games and every panel its format draws (polled as the games).
 */
export function useTournamentState(id: string | null) {
  return useQuery({
    ...tournamentQueries.state(id ?? ''),
    enabled: id !== null,
    refetchInterval: GAMES_POLL_MS,
  });
}

/** Refreshes everything one tournament shows, after a write of ours (the socket does it for others). */
export function useRefreshTournament() {
  const client = useQueryClient();
  return (id: string) => {
    void client.invalidateQueries({ queryKey: tournamentQueries.one(id).queryKey });
    void client.invalidateQueries({ queryKey: tournamentQueries.list().queryKey, exact: true });
    void client.invalidateQueries({ queryKey: tournamentQueries.state(id).queryKey });
  };
}

/** PUT /api/games/{id}/result with its toasts (docs/behaviour.md#results-and-corrections). */
export function useSaveResult(tournamentId: string) {
  const t = useT();
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: ({ game, legs }: { game: Game; legs: [number, number]; group: boolean }) =>
      call(gameWrites.recordResult, {
        params: { id: game.id },
        body: {
          winner: legs[0] > legs[1] ? game.home : game.away,
          legs,
          scores: { legs },
        },
      }),
    onSuccess: (_saved, { group }) => {
      toast({
        title: t('tournaments.toast.scoreSaved'),
        description: group
          ? t('tournaments.toast.groupScoreSaved')
          : t('tournaments.toast.knockoutScoreSaved'),
        variant: 'success',
      });
      refresh(tournamentId);
    },
    onError: (err) =>
      toast({
        title: t('tournaments.toast.scoreFailed'),
        description: errorMessage(err, t('tournaments.toast.scoreFailedHint')),
        variant: 'destructive',
      }),
  });
}

/** POST advance-groups. */
export function useAdvanceGroups(tournamentId: string) {
  const t = useT();
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: () => call(tournamentWrites.advanceGroups, { params: { id: tournamentId } }),
    onSuccess: () => refresh(tournamentId),
    onError: (err) =>
      toast({
        title: t('tournaments.error'),
        description: errorMessage(err, t('tournaments.toast.advanceFailed')),
        variant: 'destructive',
      }),
  });
}
