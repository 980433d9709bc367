import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Lane, Stats, type StartLaneSessionBody } from '../../../shared/api/lanes';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/api/settings';
import { COUNTDOWN_REFRESH_MS } from '../../../shared/lanes/countdown';
import { api } from '../../api/client';
import { keys } from '../../api/keys';

/**
 * Lane and venue data for every staff screen (dashboard, game setup, reservations, calendar, settings,
 * tournament manager). The cache is kept live by `lane_updated`
 * (renderer/api/live.ts replaces the lane in `keys.lanes` and `keys.lane(id)` and refreshes stats), so
 * these queries fetch once and then follow the socket.
 */

export function useLanes() {
  return useQuery({ queryKey: keys.lanes, queryFn: () => api('/api/lanes', { schema: Lane.array() }) });
}

export function useLane(id: number) {
  return useQuery({
    queryKey: keys.lane(id),
    queryFn: () => api(`/api/lanes/${id}`, { schema: Lane }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useStats() {
  return useQuery({ queryKey: keys.stats, queryFn: () => api('/api/stats', { schema: Stats }) });
}

/** The venue's zone and currency for times and money on cards, with SPEC §9's defaults until loaded. */
export function useSettings() {
  return useQuery({ queryKey: keys.settings, queryFn: () => api<Settings>('/api/settings') });
}

export function useVenue(): { zone: string; currency: Settings['currency'] } {
  const settings = useSettings();
  return {
    zone: settings.data?.timezone ?? DEFAULT_SETTINGS.timezone,
    currency: settings.data?.currency ?? DEFAULT_SETTINGS.currency,
  };
}

/** SPEC §4: countdowns refresh every second; one clock for a whole screen. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Puts a lane answer into the cache at once, so the screen that acted does not wait for the socket. */
function useLaneWrite<V>(request: (vars: V) => Promise<Lane>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (lane) => {
      client.setQueryData<Lane[]>(keys.lanes, (list) => list?.map((l) => (l.id === lane.id ? lane : l)));
      client.setQueryData(keys.lane(lane.id), lane);
      void client.invalidateQueries({ queryKey: keys.lanes, exact: true });
      void client.invalidateQueries({ queryKey: keys.stats });
    },
  });
}

export function useStartSession() {
  return useLaneWrite(({ laneId, body }: { laneId: number; body: StartLaneSessionBody }) =>
    api(`/api/lanes/${laneId}/start`, { method: 'POST', body, schema: Lane }),
  );
}

export function useStopSession() {
  return useLaneWrite((laneId: number) => api(`/api/lanes/${laneId}/stop`, { method: 'POST', schema: Lane }));
}

export function useActivateReservation() {
  return useLaneWrite((laneId: number) =>
    api(`/api/lanes/${laneId}/activate-reservation`, { method: 'POST', body: {}, schema: Lane }),
  );
}

export function useSetLaneStatus() {
  return useLaneWrite(
    ({ laneId, status }: { laneId: number; status: 'available' | 'maintenance' | 'test' }) =>
      api(`/api/lanes/${laneId}`, { method: 'PUT', body: { status }, schema: Lane }),
  );
}
