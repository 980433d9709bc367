import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../components/kit/ErrorBoundary';
import { Toaster } from '../components/Toaster';
import CustomerBookingPage from '../pages/customer-booking/CustomerBookingPage';
import { groupSource, routeOf } from './groupSource';
import { VenueList } from './VenueList';
import { BookingI18n, loadBookingMessages } from '../i18n/BookingI18n';
import type { Audience } from '../../shared/i18n/keys';
import { leagueIdFromPath } from '../pages/league-public/leaguePath';
import { LoadingLine } from '../i18n/LoadingLine';
import '../styles/base.css';

// The cancel page loads only for its path, as on the venue's own booking page.
const CancelBookingPage = lazy(() => import('../pages/customer-booking/CancelBookingPage'));
// So does the group's public league page (/league/{id} on the hub, beside the booking page).
const GroupLeaguePage = lazy(() => import('../pages/group-league/GroupLeaguePage'));
const LEAGUE_AUDIENCES: readonly Audience[] = ['league', 'groupLeague', 'common'];
const leagueId = leagueIdFromPath(window.location.pathname);

// The group's booking page (docs/group-booking.md), served by the hub under /book: the venues, then the
// venue's own booking screen with its questions sent through the hub to the venue. The same small app is
// the group's public league page at /league/{id} (docs/venue-group.md, "A league across the group").
const route = routeOf(window.location.pathname);

function Page() {
  if (leagueId)
    return (
      <Suspense fallback={<LoadingLine />}>
        <GroupLeaguePage leagueId={leagueId} />
      </Suspense>
    );
  if (route.kind === 'venues') return <VenueList />;
  const source = groupSource(route.venueId);
  if (route.kind === 'cancel')
    return (
      <Suspense fallback={<LoadingLine />}>
        <CancelBookingPage source={source} />
      </Suspense>
    );
  return <CustomerBookingPage source={source} />;
}

const audiences = leagueId ? LEAGUE_AUDIENCES : undefined;
void loadBookingMessages(audiences).then((initial) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BookingI18n initial={initial} {...(audiences ? { audiences } : {})}>
        <ErrorBoundary app="booking">
          <Page />
          <Toaster />
        </ErrorBoundary>
      </BookingI18n>
    </StrictMode>,
  );
});
