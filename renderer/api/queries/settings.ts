import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/api/settings';
import { settingsEndpoints } from '../../../shared/api/settingsUpdate';
import { call } from '../call';
import { keys } from '../keys';

/** The venue's settings: one fetcher for `keys.settings`, read by every staff screen. */
export const settingsQueries = {
  get: () =>
    queryOptions({
      queryKey: keys.settings,
      queryFn: ({ signal }) => call(settingsEndpoints.get, { signal }),
    }),
};

export function useSettings() {
  return useQuery(settingsQueries.get());
}

/**
 * The venue's zone and currency for times and money on cards, with the defaults (docs/behaviour.md#settings)
 * until loaded.
 */
export function useVenue(): { zone: string; currency: Settings['currency'] } {
  const settings = useSettings();
  return {
    zone: settings.data?.timezone ?? DEFAULT_SETTINGS.timezone,
    currency: settings.data?.currency ?? DEFAULT_SETTINGS.currency,
  };
}
