import { useQuery } from '@tanstack/react-query';
import type { Lane } from '../../../shared/api/lanes';
import type { Reservation } from '../../../shared/api/reservations';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/api/settings';
import { api } from '../../api/client';
import { keys } from '../../api/keys';

/** The staff data the reservations page, its modal, the calendar and the settings page read. */
export function useReservations() {
  return useQuery({ queryKey: keys.reservations, queryFn: () => api<Reservation[]>('/api/reservations') });
}

export function useLanes() {
  return useQuery({ queryKey: keys.lanes, queryFn: () => api<Lane[]>('/api/lanes') });
}

export function useSettings() {
  return useQuery({ queryKey: keys.settings, queryFn: () => api<Settings>('/api/settings') });
}

/** The venue's zone and currency, with SPEC §9's defaults until settings arrive. */
export function useVenue(): { zone: string; currency: Settings['currency'] } {
  const settings = useSettings();
  return {
    zone: settings.data?.timezone ?? DEFAULT_SETTINGS.timezone,
    currency: settings.data?.currency ?? DEFAULT_SETTINGS.currency,
  };
}

/** SPEC §5: a blank lane name falls back to 'Lane {n}'. */
export function laneLabel(lane: Pick<Lane, 'name' | 'number'> | undefined, laneId?: number): string {
  if (!lane) return `Lane ${laneId ?? '?'}`;
  return lane.name.trim() === '' ? `Lane ${lane.number}` : lane.name.trim();
}
