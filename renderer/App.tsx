import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { ErrorBoundary } from './components/kit/ErrorBoundary';
import { LiveUpdates } from './components/LiveUpdates';
import { Toaster } from './components/Toaster';
import { AppRoutes } from './routes';
import { useAuth } from './stores/auth';
import { VenueI18n } from './i18n/VenueI18n';
import { useT } from './i18n/I18nProvider';

/** The LAN app: every screen behind one router, one query cache and one live socket. */
export function App() {
  const [client] = useState(createQueryClient);
  const check = useAuth((s) => s.check);
  useEffect(() => {
    void check();
  }, [check]);
  return (
    <QueryClientProvider client={client}>
      <VenueI18n>
        {/* Inside the words, so a crash is told in the screen's language (the entry's own is the last resort). */}
        <ErrorBoundary app={window.location.pathname.startsWith('/player-interface') ? 'tablet' : 'staff'}>
          <BrowserRouter>
            <LiveUpdates />
            <AppRoutes />
          </BrowserRouter>
          <StaffToaster />
        </ErrorBoundary>
      </VenueI18n>
    </QueryClientProvider>
  );
}

/** The toasts, their close button named in the staff app's language. */
function StaffToaster() {
  const t = useT();
  return <Toaster closeLabel={t('staff.toast.close')} />;
}
