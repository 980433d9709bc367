import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/api/settings';
import { api } from '../../api/client';
import { keys } from '../../api/keys';

/**
 * Lane and venue data for every staff screen (dashboard, game setup, reservations, calendar, settings,
 * tournament manager). The cache is kept live by `lane_updated`
 * (renderer/api/live.ts replaces the lane in `keys.lanes` and `keys.lane(id)` and refreshes stats), so
 * these queries fetch once and then follow the socket.
 */

/** The venue's settings, for times and money on cards. */
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
