import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../components/kit/ErrorBoundary';
import { Toaster } from '../components/Toaster';
import CustomerBookingPage from '../pages/customer-booking/CustomerBookingPage';
import { groupSource, routeOf } from './groupSource';
import { VenueList } from './VenueList';
import { BookingI18n, loadBookingMessages } from '../i18n/BookingI18n';
import { LoadingLine } from '../i18n/LoadingLine';
import '../styles/base.css';

// The cancel page loads only for its path, as on the venue's own booking page.
const CancelBookingPage = lazy(() => import('../pages/customer-booking/CancelBookingPage'));

// The group's booking page (docs/group-booking.md), served by the hub under /book: the venues, then the
// venue's own booking screen with its questions sent through the hub to the venue.
const route = routeOf(window.location.pathname);

function Page() {
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

void loadBookingMessages().then((initial) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BookingI18n initial={initial}>
        <ErrorBoundary app="booking">
          <Page />
          <Toaster />
        </ErrorBoundary>
      </BookingI18n>
    </StrictMode>,
  );
});
