import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/kit/ErrorBoundary';
import { BookingI18n, loadBookingMessages } from './i18n/BookingI18n';
import type { Audience } from '../shared/i18n/keys';
import { groupLeagueQueries } from './api/queries/groupLeague';
import LeaguePublicPage, { leagueIdFromPath } from './pages/league-public/LeaguePublicPage';
import './styles/base.css';

/** The league page's words: its own and the common ones, in the reader's language only. */
const LEAGUE_AUDIENCES: readonly Audience[] = ['league', 'common'];

// The group's public league page, served by the hub under /league/{id} beside the group's booking page
// (docs/venue-group.md): the venue's public league screen, reading head office's answer of the same shape.
void loadBookingMessages(LEAGUE_AUDIENCES).then((initial) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BookingI18n initial={initial} audiences={LEAGUE_AUDIENCES}>
        <ErrorBoundary app="league">
          <LeaguePublicPage
            leagueId={leagueIdFromPath(window.location.pathname)}
            query={groupLeagueQueries.league}
          />
        </ErrorBoundary>
      </BookingI18n>
    </StrictMode>,
  );
});
