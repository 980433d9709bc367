import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '../../../shared/api/games';
import type { GroupsResponse, KnockoutResponse, Tournament } from '../../../shared/api/tournaments';
import { GAMES_POLL_MS, TOURNAMENTS_POLL_MS } from '../../../shared/tournament/polling';
import { TOURNAMENT_TOASTS } from '../../../shared/tournament/validation';
import { api, errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { toast } from '../../stores/toasts';

/** The manager's server data: polled as SPEC §9 says, and refreshed at once by socket messages (api/live.ts). */

export function useTournaments() {
  return useQuery({
    queryKey: keys.tournaments,
    queryFn: () => api<Tournament[]>('/api/tournaments'),
    refetchInterval: TOURNAMENTS_POLL_MS,
  });
}

export function useTournament(id: string | null) {
  return useQuery({
    queryKey: keys.tournament(id ?? ''),
    queryFn: () => api<Tournament>(`/api/tournaments/${id}`),
    enabled: id !== null,
    refetchInterval: TOURNAMENTS_POLL_MS,
  });
}

export function useGroups(id: string | null) {
  return useQuery({
    queryKey: keys.groups(id ?? ''),
    queryFn: () => api<GroupsResponse>(`/api/tournaments/${id}/groups`),
    enabled: id !== null,
    refetchInterval: TOURNAMENTS_POLL_MS,
  });
}

export function useKnockout(id: string | null) {
  return useQuery({
    queryKey: keys.knockout(id ?? ''),
    queryFn: () => api<KnockoutResponse>(`/api/tournaments/${id}/knockout`),
    enabled: id !== null,
    refetchInterval: TOURNAMENTS_POLL_MS,
  });
}

export function useGames() {
  return useQuery({
    queryKey: keys.games,
    queryFn: () => api<Game[]>('/api/games'),
    refetchInterval: GAMES_POLL_MS,
  });
}

/** Refreshes everything one tournament shows, after a write of ours (the socket does it for others). */
export function useRefreshTournament() {
  const client = useQueryClient();
  return (id: string) => {
    void client.invalidateQueries({ queryKey: keys.tournament(id) });
    void client.invalidateQueries({ queryKey: keys.tournaments, exact: true });
    void client.invalidateQueries({ queryKey: keys.games, exact: true });
  };
}

/** PUT /api/games/{id}/result with SPEC §8's toasts. */
export function useSaveResult(tournamentId: string) {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: ({ game, legs }: { game: Game; legs: [number, number] }) =>
      api<Game>(`/api/games/${game.id}/result`, {
        method: 'PUT',
        body: {
          winner: legs[0] > legs[1] ? game.home : game.away,
          legs,
          scores: { legs },
        },
      }),
    onSuccess: (_saved, { game }) => {
      toast({
        title: TOURNAMENT_TOASTS.scoreSaved,
        description:
          game.stage === 'group' ? TOURNAMENT_TOASTS.groupScoreSaved : TOURNAMENT_TOASTS.knockoutScoreSaved,
        variant: 'success',
      });
      refresh(tournamentId);
    },
    onError: (err) =>
      toast({
        title: TOURNAMENT_TOASTS.scoreFailed,
        description: errorMessage(err, TOURNAMENT_TOASTS.scoreFailedHint),
        variant: 'destructive',
      }),
  });
}

/** POST advance-groups. */
export function useAdvanceGroups(tournamentId: string) {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: () =>
      api<{ newStage: string }>(`/api/tournaments/${tournamentId}/advance-groups`, { method: 'POST' }),
    onSuccess: () => refresh(tournamentId),
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to advance'), variant: 'destructive' }),
  });
}
