import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Audience } from '../../shared/i18n/keys';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import { settingsQueries } from '../api/queries/settings';
import { useAuth } from '../stores/auth';
import { I18nProvider } from './I18nProvider';

/**
 * What the LAN app shows in words: the staff screens, the tournament screens, the leagues, the calendar's and
 * the booking page staff may try.
 */
const LAN_AUDIENCES: readonly Audience[] = ['common', 'booking', 'staff', 'tournaments', 'league'];

/**
 * The LAN app speaks the signed-in staff member's own language when they chose one, else the venue's
 * (Settings → Language), read once a staff member is signed in; English before that (docs/i18n.md).
 */
export function VenueI18n({ children }: { children: ReactNode }) {
  const signedIn = useAuth((s) => s.user !== null);
  const own = useAuth((s) => s.language);
  const settings = useQuery({ ...settingsQueries.get(), enabled: signedIn });
  const language = own ?? settings.data?.language ?? SOURCE_LANGUAGE;
  return (
    <I18nProvider language={language} audiences={LAN_AUDIENCES}>
      {children}
    </I18nProvider>
  );
}
