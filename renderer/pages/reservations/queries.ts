import { useQuery } from '@tanstack/react-query';
import type { Lane } from '../../../shared/api/lanes';
import type { Reservation } from '../../../shared/api/reservations';
import { api } from '../../api/client';
import { keys } from '../../api/keys';

/** Staff reservations, for the reservations page, its modal, the calendar and the dashboard. */
export function useReservations() {
  return useQuery({ queryKey: keys.reservations, queryFn: () => api<Reservation[]>('/api/reservations') });
}

/** SPEC §5: a blank lane name falls back to 'Lane {n}'. */
export function laneLabel(lane: Pick<Lane, 'name' | 'number'> | undefined, laneId?: number): string {
  if (!lane) return `Lane ${laneId ?? '?'}`;
  return lane.name.trim() === '' ? `Lane ${lane.number}` : lane.name.trim();
}
