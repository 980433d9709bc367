import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/kit/ErrorBoundary';
import { Toaster } from './components/Toaster';
import CustomerBookingPage from './pages/customer-booking/CustomerBookingPage';
import { BookingI18n, loadBookingMessages } from './i18n/BookingI18n';
import { LoadingLine } from './i18n/LoadingLine';
import './styles/base.css';

// The customer's cancel link opens /cancel-booking: a small screen loaded only for that path, so the booking
// page itself grows by a few bytes.
const CancelBookingPage = lazy(() => import('./pages/customer-booking/CancelBookingPage'));
const cancelling = window.location.pathname.replace(/\/+$/, '') === '/cancel-booking';

// The public door's page: the booking screen alone, with no router, no socket, no query library (its data
// comes through the small cache the TV uses too, renderer/api/smallQuery.ts) and no staff code. Its words
// arrive first, in the customer's language only (docs/i18n.md).
void loadBookingMessages().then((initial) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BookingI18n initial={initial}>
        <ErrorBoundary app="booking">
          {cancelling ? (
            <Suspense fallback={<LoadingLine />}>
              <CancelBookingPage />
            </Suspense>
          ) : (
            <CustomerBookingPage />
          )}
          <Toaster />
        </ErrorBoundary>
      </BookingI18n>
    </StrictMode>,
  );
});
