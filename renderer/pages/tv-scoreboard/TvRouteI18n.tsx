import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Audience } from '../../../shared/i18n/keys';
import { venueQueries } from '../../api/queries/venue';
import { I18nProvider, useLanguage } from '../../i18n/I18nProvider';

const TV_AUDIENCES: readonly Audience[] = ['common', 'tv', 'tournaments'];

/**
 * The TV's views inside the LAN app (/tv/scoreboard, /tv/venue opened from a staff browser): the venue's
 * language as the TV speaks it, with the TV's words loaded like any other screen's, and the tournament
 * words that name the engine's stages and rounds.
 */
export function TvRouteI18n({ children }: { children: ReactNode }) {
  const outer = useLanguage();
  const venue = useQuery(venueQueries.language());
  if (venue.isPending) return null;
  return (
    <I18nProvider language={venue.data?.language ?? outer} audiences={TV_AUDIENCES}>
      {children}
    </I18nProvider>
  );
}
