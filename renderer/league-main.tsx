import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/kit/ErrorBoundary';
import { BookingI18n, loadBookingMessages } from './i18n/BookingI18n';
import type { Audience } from '../shared/i18n/keys';
import LeaguePublicPage, { leagueIdFromPath } from './pages/league-public/LeaguePublicPage';
import './styles/base.css';

/** The league page's words: its own and the common ones, in the reader's language only. */
const LEAGUE_AUDIENCES: readonly Audience[] = ['league', 'common'];

// The public league page (/league/{id} on either door): one screen, no router, no socket, no query library;
// its data comes through the small cache the booking page uses (docs/league-nights.md).
void loadBookingMessages(LEAGUE_AUDIENCES).then((initial) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BookingI18n initial={initial} audiences={LEAGUE_AUDIENCES}>
        <ErrorBoundary app="league">
          <LeaguePublicPage leagueId={leagueIdFromPath(window.location.pathname)} />
        </ErrorBoundary>
      </BookingI18n>
    </StrictMode>,
  );
});
